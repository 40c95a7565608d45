import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

const slideIn = keyframes({
  from: { transform: "translateY(12px)", opacity: 0 },
  to: { transform: "translateY(0)", opacity: 1 },
});

export const viewport = style({
  position: "fixed",
  bottom: 0,
  right: 0,
  zIndex: 100,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  width: "min(380px, 100vw)",
  margin: 0,
  padding: vars.space.md,
  listStyle: "none",
  outline: "none",
});

const base = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  padding: `${vars.space.md} ${vars.space.lg} ${vars.space.md} ${vars.space.md}`,
  position: "relative",
  animation: `${slideIn} 160ms ease-out`,
});

export const toast = styleVariants({
  default: [base, { borderLeft: `4px solid ${vars.color.brand}` }],
  destructive: [base, { borderLeft: `4px solid ${vars.color.danger}` }],
});

export const title = style({ fontWeight: 600, fontSize: "0.95rem" });
export const description = style({ color: vars.color.textMuted, fontSize: "0.875rem", marginTop: 2 });
export const close = style({
  position: "absolute",
  top: 6,
  right: 8,
  border: 0,
  background: "transparent",
  fontSize: "1.1rem",
  cursor: "pointer",
  color: vars.color.textMuted,
});
