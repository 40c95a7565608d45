import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { outlined } from "~/styles/surface.css";
import * as flex from "~/styles/layout.css";

export const card = style([
  flex.column,
  outlined,
  {
    gap: 12,
    maxWidth: 640,
    margin: `${vars.space.xl} auto`,
    padding: 28,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.md,
  },
]);

export const eyebrow = style({
  margin: 0,
  fontSize: "0.8rem",
  fontWeight: 700,
  letterSpacing: "0.06em",
  textTransform: "uppercase",
  color: vars.color.brand,
});

export const title = style({ margin: 0, fontSize: "1.5rem", fontWeight: 800 });

export const text = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.6 });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: 10, marginTop: 8 });
