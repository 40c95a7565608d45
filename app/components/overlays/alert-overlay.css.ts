import { createVar, style, styleVariants } from "@vanilla-extract/css";
import { compact } from "./overlay-layer.css";
import * as flex from "~/styles/layout.css";

const accentColor = createVar();

export const alert = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr)",
  alignItems: "start",
  gap: "0.7em",
  width: "max-content",
  maxWidth: "min(19em, 100%)",
  padding: "0.75em 1em",
  border: "1px solid rgba(255, 255, 255, 0.16)",
  borderColor: ["rgba(255, 255, 255, 0.16)", `color-mix(in srgb, ${accentColor} 55%, rgba(255, 255, 255, 0.2))`],
  borderRadius: "0.75em",
  boxShadow: "0 0.6em 1.6em rgba(0, 0, 0, 0.35)",
  overflowWrap: "anywhere",
  "@container": { [compact]: { gap: "0.5em", padding: "0.55em 0.7em" } },
});

/** Each style's accent: the border's tint and the icon's badge. */
export const accent = styleVariants({
  donation: { vars: { [accentColor]: "#10b981" } },
  follow: { vars: { [accentColor]: "#3b82f6" } },
  purchase: { vars: { [accentColor]: "#8b5cf6" } },
  subscribe: { vars: { [accentColor]: "#ec4899" } },
  success: { vars: { [accentColor]: "#22c55e" } },
  warning: { vars: { [accentColor]: "#f59e0b" } },
  error: { vars: { [accentColor]: "#ef4444" } },
  custom: { vars: { [accentColor]: "#6366f1" } },
});

export const icon = style([
  flex.centred,
  {
    width: "2.2em",
    height: "2.2em",
    borderRadius: "50%",
    background: accentColor,
    color: "#fff",
    boxShadow: `0 0 0 0.25em color-mix(in srgb, ${accentColor} 30%, transparent)`,
    "@container": { [compact]: { width: "1.9em", height: "1.9em" } },
  },
]);

export const body = style({ display: "grid", gap: "0.15em", minWidth: 0 });
export const title = style({ margin: 0, fontSize: "1.05em", fontWeight: 750, lineHeight: 1.25 });
export const message = style({
  margin: 0,
  fontSize: "0.9em",
  opacity: 0.9,
  display: "-webkit-box",
  WebkitBoxOrient: "vertical",
  WebkitLineClamp: 3,
  overflow: "hidden",
  "@container": { [compact]: { WebkitLineClamp: 2 } },
});

export const button = style({
  justifySelf: "start",
  marginTop: "0.45em",
  padding: "0.45em 0.95em",
  borderRadius: "0.5em",
  fontSize: "0.9em",
  fontWeight: 700,
  textDecoration: "none",
  boxShadow: "0 0.2em 0.6em rgba(0, 0, 0, 0.3)",
  pointerEvents: "auto",
  cursor: "pointer",
  selectors: {
    "&:hover": { filter: "brightness(1.08)" },
    "&:focus-visible": { outline: "2px solid #fff", outlineOffset: 2 },
  },
});
