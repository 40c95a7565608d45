import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";

export const banner = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr)",
  alignItems: "center",
  gap: "2px 12px",
  padding: "10px 14px",
  borderRadius: vars.radius.md,
  border: "1px solid #6366f1",
  background: "linear-gradient(90deg, #312e81 0%, #1e1b4b 100%)",
  color: "#f8fafc",
  boxShadow: "0 6px 24px rgba(79, 70, 229, 0.25)",
  minWidth: 0,
  "@media": { [media.md]: { padding: "12px 18px" } },
});
export const label = style([
  flex.inlineRow,
  {
    gridRow: "1 / span 2",
    gap: 6,
    padding: "4px 10px",
    borderRadius: vars.radius.full,
    background: "#fbbf24",
    color: "#1c1917",
    fontSize: "0.75rem",
    fontWeight: 800,
    textTransform: "uppercase",
    letterSpacing: "0.04em",
    whiteSpace: "nowrap",
    "@media": { "screen and (max-width: 480px)": { gridRow: "auto", gridColumn: "1 / -1", justifySelf: "start" } },
  },
]);
export const text = style({
  margin: 0,
  fontSize: "1rem",
  fontWeight: 700,
  lineHeight: 1.35,
  overflowWrap: "anywhere",
  display: "-webkit-box",
  WebkitLineClamp: 3,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
  "@media": { "screen and (max-width: 480px)": { gridColumn: "1 / -1" } },
});
export const meta = style({
  margin: 0,
  color: "#c7d2fe",
  fontSize: "0.82rem",
  "@media": { "screen and (max-width: 480px)": { gridColumn: "1 / -1" } },
});
