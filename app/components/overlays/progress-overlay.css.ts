import { style } from "@vanilla-extract/css";
import { compact, reducedMotion } from "./overlay-layer.css";

export const progress = style({
  display: "grid",
  gap: "0.4em",
  padding: "0.55em 0.8em 0.65em",
  fontSize: ["11px", "clamp(10px, min(1.6cqw, 3.6cqh), 18px)"],
  "@container": { [compact]: { gap: "0.3em", padding: "0.4em 0.65em 0.5em" } },
});

export const head = style({ display: "flex", alignItems: "baseline", justifyContent: "space-between", gap: "0.75em", minWidth: 0 });
export const label = style({ minWidth: 0, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", fontWeight: 700 });
export const value = style({ flexShrink: 0, fontWeight: 700, fontVariantNumeric: "tabular-nums", opacity: 0.92 });

export const track = style({ height: "0.6em", borderRadius: 999, overflow: "hidden", "@container": { [compact]: { height: "0.5em" } } });
export const fill = style({
  height: "100%",
  borderRadius: "inherit",
  backgroundImage: "linear-gradient(180deg, rgba(255, 255, 255, 0.28), rgba(255, 255, 255, 0) 60%)",
  transition: "width 700ms cubic-bezier(0.22, 1, 0.36, 1)",
  "@media": { [reducedMotion]: { transition: "none" } },
});
