import { style } from "@vanilla-extract/css";
import { compact } from "./overlay-layer.css";

export const celebration = style({
  display: "grid",
  justifyItems: "center",
  gap: "0.5em",
  width: "max-content",
  maxWidth: "min(17em, 100%)",
  padding: "0.6em 0.9em 0.75em",
  borderRadius: "0.85em",
  background: "linear-gradient(135deg, rgba(79, 70, 229, 0.94), rgba(192, 38, 211, 0.92))",
  border: "1px solid rgba(255, 255, 255, 0.25)",
  boxShadow: "0 0.6em 1.8em rgba(76, 29, 149, 0.45)",
  textAlign: "center",
  overflowWrap: "anywhere",
  "@container": { [compact]: { gap: "0.35em", padding: "0.45em 0.6em 0.55em" } },
});

export const gif = style({
  display: "block",
  maxWidth: "100%",
  height: "auto",
  maxHeight: "min(6em, 24cqh)",
  borderRadius: "0.5em",
});

export const message = style({ margin: 0, fontSize: "1.05em", fontWeight: 750, lineHeight: 1.3, textShadow: "0 1px 2px rgba(0, 0, 0, 0.25)" });
