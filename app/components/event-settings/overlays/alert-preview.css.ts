import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";

const enter = keyframes({ from: { opacity: 0, transform: "translateY(6px)" }, to: { opacity: 1, transform: "none" } });

export const stage = style([
  flex.centred,
  {
    padding: vars.space.md,
    borderRadius: vars.radius.sm,
    background: "repeating-conic-gradient(#1e293b 0% 25%, #273449 0% 50%) 0 0 / 24px 24px",
    minHeight: 120,
  },
]);
export const alert = style({
  display: "flex",
  gap: 12,
  alignItems: "flex-start",
  width: "min(100%, 320px)",
  padding: "12px 14px",
  borderRadius: vars.radius.md,
  boxShadow: "0 10px 30px rgba(0,0,0,0.35)",
  animation: `${enter} 300ms ease-out`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});
export const icon = style({ fontSize: "1.5rem", lineHeight: 1 });
export const body = style({ display: "flex", flexDirection: "column", gap: 4, minWidth: 0 });
export const title = style({ margin: 0, fontWeight: 700, fontSize: "1rem", overflowWrap: "anywhere" });
export const message = style({ margin: 0, fontSize: "0.88rem", opacity: 0.9, overflowWrap: "anywhere" });
export const button = style({
  alignSelf: "flex-start",
  marginTop: 4,
  padding: "4px 12px",
  borderRadius: vars.radius.sm,
  color: "#ffffff",
  fontSize: "0.82rem",
  fontWeight: 700,
});
export const caption = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.8rem", textAlign: "center" });
export const figure = style({ margin: 0, display: "flex", flexDirection: "column", gap: 6 });
