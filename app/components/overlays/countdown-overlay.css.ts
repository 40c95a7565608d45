import { style } from "@vanilla-extract/css";
import { compact, reducedMotion } from "./overlay-layer.css";

export const countdown = style({
  display: "grid",
  justifyItems: "center",
  gap: "0.3em",
  minWidth: "8.5em",
  padding: "0.65em 1.1em 0.75em",
  textAlign: "center",
  "@container": { [compact]: { gap: "0.2em", minWidth: "7em", padding: "0.45em 0.8em 0.55em" } },
});

export const title = style({
  margin: 0,
  maxWidth: "16em",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  color: "#c7d2fe",
  fontSize: "0.78em",
  fontWeight: 700,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
});

export const time = style({
  margin: 0,
  fontSize: "2.8em",
  fontWeight: 800,
  lineHeight: 1,
  letterSpacing: "-0.01em",
  fontVariantNumeric: "tabular-nums",
  textShadow: "0 2px 12px rgba(99, 102, 241, 0.45)",
  "@container": { [compact]: { fontSize: "2.1em" } },
});

/** What is left of the whole countdown, as a thin bar. */
export const track = style({
  width: "100%",
  height: "0.3em",
  marginTop: "0.15em",
  borderRadius: 999,
  background: "rgba(255, 255, 255, 0.15)",
  overflow: "hidden",
});

export const fill = style({
  display: "block",
  height: "100%",
  borderRadius: "inherit",
  background: "linear-gradient(90deg, #818cf8, #c084fc)",
  transformOrigin: "left",
  transition: "transform 1s linear",
  "@media": { [reducedMotion]: { transition: "none" } },
});
