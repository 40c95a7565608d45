import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import { badge } from "~/components/ui/badge.css";
import { card as cardLook } from "~/components/ui/card.css";
import { successNotice } from "~/components/ui/notice.css";
import * as flex from "~/styles/layout.css";
import { inset } from "~/styles/surface.css";
import { stackedGrid } from "~/styles/stacked-grid";
import { longTitle } from "~/styles/long-title";

export const page = style({
  display: "grid",
  gap: vars.space.md,
  maxWidth: 1080,
  margin: "0 auto",
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xl}`,
  "@media": { [media.lg]: { gap: vars.space.lg, padding: `${vars.space.xl} ${vars.space.lg}` } },
});

export const main = style([stackedGrid(media.lg, "minmax(0, 5fr) minmax(0, 6fr)"), { gap: vars.space.lg, alignItems: "start" }]);

export const card = style([cardLook.panel, { "@media": { [media.md]: { padding: vars.space.xl } } }]);

export const eventCard = style([
  card,
  { padding: 0, gap: 0, overflow: "hidden", "@media": { [media.md]: { padding: 0 }, [media.lg]: { position: "sticky", top: vars.space.lg } } },
]);

// Short on a phone so the title, the time and Register fit the first screen.
export const cover = style({ height: 120, "@media": { [media.md]: { height: 200 } } });

export const summaryBody = style([
  flex.column,
  {
    gap: vars.space.md,
    padding: vars.space.lg,
    "@media": { [media.md]: { padding: vars.space.xl } },
  },
]);

export const when = style({ display: "grid", gap: 2, margin: 0, fontSize: "1.05rem", fontWeight: 600 });

export const hostTime = style({ fontSize: "0.85rem", fontWeight: 400, color: vars.color.textMuted });

/** On a phone the form sits below the event: this takes the visitor there. Beside it on a wide screen, it is not needed. */
export const jumpToForm = style([
  flex.row,
  {
    justifyContent: "center",
    minHeight: 48,
    borderRadius: vars.radius.md,
    background: vars.color.brand,
    color: vars.color.onBrand,
    fontWeight: 700,
    textDecoration: "none",
    selectors: { "&:hover": { background: vars.color.brandHover } },
    "@media": { [media.lg]: { display: "none" } },
  },
]);

export const bio = style({ display: "grid", gap: vars.space.xs, paddingTop: vars.space.md, borderTop: `1px solid ${vars.color.border}` });

export const bioTitle = style({ margin: 0, fontSize: "1rem" });

export const brandBar = style([
  flex.row,
  {
    gap: vars.space.sm,
    gridColumn: "1 / -1",
    fontWeight: 700,
    fontSize: "1.05rem",
  },
]);

export const brandMark = style([
  flex.centred,
  {
    width: 36,
    height: 36,
    borderRadius: vars.radius.md,
    background: vars.color.brand,
    color: vars.color.onBrand,
    fontSize: "0.9rem",
  },
]);

export const poweredBy = style({ gridColumn: "1 / -1" });

export const invited = style({
  margin: 0,
  padding: "10px 14px",
  borderRadius: vars.radius.sm,
  background: vars.color.brandSoft,
  color: vars.color.brandHover,
  fontWeight: 600,
});

export const eventTitle = style([longTitle("1.4rem", "1.8rem"), { lineHeight: 1.25 }]);

export const description = style({ margin: 0, color: vars.color.textMuted, whiteSpace: "pre-line", overflowWrap: "anywhere" });

export const facts = style({ display: "grid", gap: vars.space.sm, margin: 0 });

export const fact = style({ display: "grid", gridTemplateColumns: "110px minmax(0, 1fr)", gap: vars.space.sm, fontSize: "0.95rem" });

export const factLabel = style({ color: vars.color.textMuted, fontWeight: 600 });

export const factValue = style({ margin: 0, overflowWrap: "anywhere" });

export const liveBadge = style([
  badge.neutral,
  {
    alignSelf: "flex-start",
    padding: "3px 10px",
    fontSize: "0.8rem",
    background: vars.color.dangerSoft,
    borderColor: "#fecaca",
    color: vars.color.danger,
  },
]);

export const formTitle = style({ margin: 0, fontSize: "1.3rem" });

export const formIntro = style({ margin: 0, color: vars.color.textMuted });

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const row = style([stackedGrid(media.md, "repeat(2, minmax(0, 1fr))"), { gap: vars.space.md }]);

export const textarea = style({ minHeight: 96, resize: "vertical" });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.85rem" });

export const required = style({ color: vars.color.danger, marginLeft: 2 });

export const localTime = style({ margin: 0, fontSize: "0.9rem", color: vars.color.text });

export const successIcon = style([
  flex.centred,
  {
    width: 48,
    height: 48,
    borderRadius: vars.radius.full,
    background: vars.color.successSoft,
    color: vars.color.success,
    fontSize: "1.5rem",
    fontWeight: 700,
  },
]);

export const steps = style({ display: "grid", gap: vars.space.sm, margin: 0, paddingLeft: "1.25rem" });

export const notice = style([inset, { margin: 0, padding: "12px 16px", borderRadius: vars.radius.sm }]);

/** The "Lost your link?" card under the registration form: quieter than the form itself. */
export const resendCard = style([card, { gap: vars.space.sm, boxShadow: "none", background: vars.color.surfaceMuted }]);

export const resendTitle = style({ margin: 0, fontSize: "1.05rem" });

export const resendForm = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, marginTop: vars.space.xs });

export const resendRow = style([stackedGrid(media.md, "minmax(0, 1fr) auto"), { gap: vars.space.sm, alignItems: "start" }]);

// Level with the input, below its label, when the two sit side by side.
export const resendButton = style({ "@media": { [media.md]: { marginTop: 26 } } });

export const sentNotice = style([successNotice, { overflowWrap: "anywhere" }]);

export const formColumn = style({ display: "grid", gap: vars.space.lg, minWidth: 0 });

export const joinBox = style({ display: "grid", gap: vars.space.sm });

export const joinTitle = style({ margin: 0, fontSize: "1rem" });

export const calendarLinks = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" });

export const personalLink = style({ color: vars.color.brand, fontWeight: 600 });
