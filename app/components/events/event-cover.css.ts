import { style, styleVariants } from "@vanilla-extract/css";
import * as flex from "~/styles/layout.css";

export const frame = style([
  flex.centred,
  {
    position: "relative",
    width: "100%",
    height: "100%",
    overflow: "hidden",
  },
]);

export const image = style({ width: "100%", height: "100%", objectFit: "cover" });

// Light gradients with a dark ink of the same hue: the initials stay above 7:1 on every stop.
export const palette = styleVariants({
  blue: { background: "linear-gradient(135deg, #dbeafe, #e0e7ff 55%, #ede9fe)", color: "#1e3a8a" },
  teal: { background: "linear-gradient(135deg, #ccfbf1, #cffafe 55%, #e0f2fe)", color: "#134e4a" },
  rose: { background: "linear-gradient(135deg, #ffe4e6, #fce7f3 55%, #fae8ff)", color: "#881337" },
  amber: { background: "linear-gradient(135deg, #fef3c7, #ffedd5 55%, #fee2e2)", color: "#78350f" },
  green: { background: "linear-gradient(135deg, #dcfce7, #ecfccb 55%, #fef9c3)", color: "#14532d" },
  violet: { background: "linear-gradient(135deg, #ede9fe, #f3e8ff 55%, #fce7f3)", color: "#4c1d95" },
});

// A soft ring behind the initials, so the default reads as a designed mark, not a placeholder.
export const mark = style([
  flex.centred,
  {
    aspectRatio: "1",
    borderRadius: "999px",
    background: "rgba(255, 255, 255, 0.55)",
    boxShadow: "0 0 0 6px rgba(255, 255, 255, 0.3)",
  },
]);

// Never wider than most of its frame: a hero cover may be shown in a small tile (the public page on a phone).
export const markSize = styleVariants({
  hero: { width: "min(7rem, 64%)" },
  card: { width: "min(4.75rem, 64%)" },
  thumb: { width: "min(2.6rem, 72%)", boxShadow: "none" },
});

export const initials = styleVariants({
  hero: { fontSize: "2.6rem" },
  card: { fontSize: "1.75rem" },
  thumb: { fontSize: "1rem" },
});

export const initialsBase = style({ fontWeight: 800, letterSpacing: "0.02em", lineHeight: 1 });
