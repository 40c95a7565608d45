// The frame every Event Settings tab shares: the tab's column, its cards, their heading and intro,
// and its notices.
import { style } from "@vanilla-extract/css";
import { tile } from "~/components/ui/tile.css";
import { media, vars } from "~/styles/theme.css";
import { raised } from "~/styles/surface.css";
import * as flex from "~/styles/layout.css";

export const tab = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, minWidth: 0 });

export const card = style([
  flex.column,
  raised,
  {
    gap: 16,
    margin: 0,
    padding: 18,
    borderRadius: vars.radius.lg,
    minWidth: 0,
    "@media": { [media.md]: { padding: 24 } },
  },
]);

/** A card of the compact kind (the host's chat beside the tabs, the overlay builders): each sets its gap. */
export const compactCard = {
  ...tile,
  padding: vars.space.md,
  scrollMarginTop: `calc(${vars.size.hostBar} + ${vars.space.md})`,
  "@media": { [media.md]: { padding: vars.space.lg } },
} as const;

export const head = style({ display: "flex", flexDirection: "column", gap: 4 });

export const title = style({ margin: 0, fontSize: "1.2rem", fontWeight: 800 });

export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.92rem" });

export const notice = style({
  margin: 0,
  padding: "12px 14px",
  borderRadius: vars.radius.md,
  background: "#fffbeb",
  border: "1px solid #fde68a",
  color: "#78350f",
  fontSize: "0.88rem",
});

export const alert = style({
  margin: 0,
  padding: "12px 16px",
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  border: "1px solid #fecaca",
  fontWeight: 600,
});
