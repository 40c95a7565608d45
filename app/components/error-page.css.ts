import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";

export const page = style([
  flex.centred,
  {
    minHeight: "100vh",
    padding: vars.space.lg,
    textAlign: "center",
  },
]);
export const inLayout = style([
  flex.centred,
  {
    minHeight: "60vh",
    padding: `${vars.space.xl} ${vars.space.md}`,
    textAlign: "center",
  },
]);
export const title = style({ fontSize: "1.75rem", marginBottom: vars.space.sm });
export const message = style({ color: vars.color.textMuted, maxWidth: 420, margin: "0 auto 24px" });
export const actions = style({ marginBottom: vars.space.md });
export const brand = style({ marginBottom: vars.space.lg, display: "flex", justifyContent: "center" });
