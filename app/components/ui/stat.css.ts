import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import { raised } from "~/styles/surface.css";

export const grid = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  margin: 0,
  "@media": { [media.lg]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" } },
});

// The value is read after its label (dt before dd) but shown above it.
export const stat = style([
  raised,
  {
    display: "flex",
    flexDirection: "column-reverse",
    justifyContent: "flex-end",
    gap: 4,
    minWidth: 0,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
  },
]);

export const label = style({ color: vars.color.textMuted, fontSize: "0.85rem", fontWeight: 600 });

export const value = style({
  margin: 0,
  fontSize: "1.2rem",
  fontWeight: 700,
  fontVariantNumeric: "tabular-nums",
  // Totals in several currencies ("$275.00 + €20.00") wrap at the plus instead of leaving the card.
  overflowWrap: "anywhere",
  "@media": { [media.md]: { fontSize: "1.5rem" } },
});

export const note = style({ display: "block", marginTop: 2, color: vars.color.textMuted, fontSize: "0.78rem", fontWeight: 400 });
