import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const page = style({
  minHeight: "100vh",
  display: "grid",
  placeItems: "center",
  padding: vars.space.lg,
  textAlign: "center",
});
export const inLayout = style({
  minHeight: "60vh",
  display: "grid",
  placeItems: "center",
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: "center",
});
export const title = style({ fontSize: "1.75rem", marginBottom: vars.space.sm });
export const message = style({ color: vars.color.textMuted, maxWidth: 420, margin: "0 auto 24px" });
export const actions = style({ marginBottom: vars.space.md });
export const brand = style({ marginBottom: vars.space.lg, display: "flex", justifyContent: "center" });
