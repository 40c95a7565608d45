import { style, styleVariants } from "@vanilla-extract/css";
import { chip } from "~/components/ui/badge.css";
import { button, size } from "~/components/ui/button.css";
import { media, vars } from "~/styles/theme.css";
import { codeBox } from "~/styles/text.css";
import * as flex from "~/styles/layout.css";
import { dashedMuted, inset, raised } from "~/styles/surface.css";

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: 16 });

export const item = style([
  flex.column,
  raised,
  {
    gap: 14,
    padding: 16,
    borderRadius: vars.radius.lg,
    scrollMarginTop: 80,
    minWidth: 0,
  },
]);

export const itemShowing = style([item, { borderColor: vars.color.success, boxShadow: `0 0 0 1px ${vars.color.success}` }]);

export const top = style({
  display: "grid",
  gridTemplateColumns: "64px 1fr",
  gap: 14,
  alignItems: "start",
  "@media": { [media.md]: { gridTemplateColumns: "80px 1fr auto" } },
});

export const thumb = style({
  width: 64,
  height: 64,
  borderRadius: vars.radius.md,
  objectFit: "cover",
  background: vars.color.brandSoft,
  border: `1px solid ${vars.color.border}`,
  "@media": { [media.md]: { width: 80, height: 80 } },
});

export const thumbEmpty = style([
  thumb,
  { display: "flex", alignItems: "center", justifyContent: "center", color: vars.color.brand, fontWeight: 800, fontSize: "1.4rem" },
]);

export const body = style({ display: "flex", flexDirection: "column", gap: 6, minWidth: 0 });

export const titleRow = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 8 });

export const title = style({ margin: 0, fontSize: "1.05rem", fontWeight: 800, overflowWrap: "anywhere" });

const badgeBase = style({ padding: "2px 10px", borderRadius: vars.radius.full, fontSize: "0.78rem", fontWeight: 700, whiteSpace: "nowrap" });

export const badge = styleVariants({
  showing: [badgeBase, { background: vars.color.successSoft, color: vars.color.success }],
  scheduled: [badgeBase, { background: vars.color.brandSoft, color: vars.color.brandHover }],
  hidden: [badgeBase, { background: vars.color.surfaceMuted, color: vars.color.textMuted, border: `1px solid ${vars.color.border}` }],
});

export const price = style({ margin: 0, fontSize: "1.05rem", fontWeight: 700 });

export const kind = style({ fontWeight: 500, color: vars.color.textMuted, fontSize: "0.88rem" });

export const fact = style([chip, { fontSize: "0.82rem", color: vars.color.text }]);

export const primary = style({
  gridColumn: "1 / -1",
  display: "flex",
  "@media": { [media.md]: { gridColumn: "auto" } },
});

export const revealButton = style({ minHeight: 52, padding: "0 22px", fontSize: "1rem", fontWeight: 700, width: "100%" });

export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 10 });

export const link = style([button.secondary, size.compact]);

/** An opened panel takes the whole row, below the buttons before it. */
export const details = style({ minWidth: 0, selectors: { "&[open]": { flexBasis: "100%" } } });

export const summary = style([link, { listStyle: "none", selectors: { "&::-webkit-details-marker": { display: "none" } } }]);

export const panel = style([
  flex.column,
  inset,
  {
    gap: 10,
    marginTop: 10,
    padding: 14,
    borderRadius: vars.radius.md,
    fontSize: "0.9rem",
  },
]);

export const row = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 10 });

export const small = style({ minHeight: 40, padding: "0 14px", fontSize: "0.9rem" });

export const code = style([codeBox, { fontSize: "0.8rem", overflowWrap: "anywhere", whiteSpace: "pre-wrap", flex: "1 1 220px", minWidth: 0 }]);

export const label = style({ fontWeight: 700, fontSize: "0.85rem" });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.85rem" });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: "0.85rem", fontWeight: 600 });

export const fileInput = style({ fontSize: "0.9rem", maxWidth: "100%" });

export const empty = style([flex.column, dashedMuted, { gap: 6, padding: 24, borderRadius: vars.radius.lg, textAlign: "center" }]);

export const emptyTitle = style({ margin: 0, fontSize: "1.05rem", fontWeight: 800 });
