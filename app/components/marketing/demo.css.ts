import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";

export const frame = style({
  position: "relative",
  borderRadius: 18,
  padding: 6,
  background: "linear-gradient(135deg, rgba(99, 102, 241, 0.5), rgba(14, 165, 233, 0.35))",
  boxShadow: "0 30px 60px -20px rgba(30, 27, 75, 0.45)",
});

export const playLink = style({
  position: "relative",
  display: "block",
  borderRadius: 14,
  overflow: "hidden",
  color: vars.color.text,
  textDecoration: "none",
});

export const poster = style({ display: "block" });

export const posterArt = style({ display: "block", width: "100%", height: "auto", aspectRatio: "16 / 9" });

export const playButton = style([
  flex.centred,
  {
    position: "absolute",
    top: "50%",
    left: "50%",
    width: 60,
    height: 60,
    borderRadius: "50%",
    background: "rgba(255, 255, 255, 0.95)",
    color: vars.color.brand,
    boxShadow: "0 0 0 10px rgba(255, 255, 255, 0.25), 0 12px 30px rgba(15, 23, 42, 0.35)",
    transform: "translate(-50%, -60%)",
    transition: "transform 160ms",
    selectors: { [`${playLink}:hover &`]: { transform: "translate(-50%, -60%) scale(1.06)" } },
    "@media": { [media.md]: { width: 76, height: 76 }, "(prefers-reduced-motion: reduce)": { transition: "none" } },
  },
]);

export const playLabel = style([
  flex.inlineRow,
  {
    position: "absolute",
    top: "calc(50% + 22px)",
    left: "50%",
    gap: 8,
    padding: "6px 12px",
    borderRadius: vars.radius.full,
    background: "rgba(15, 23, 42, 0.82)",
    color: "#fff",
    fontSize: "0.8rem",
    fontWeight: 650,
    whiteSpace: "nowrap",
    "@media": { [media.md]: { top: "calc(50% + 34px)", fontSize: "0.85rem" } },
    transform: "translateX(-50%)",
  },
]);

export const duration = style({ color: "#c7d2fe", fontWeight: 500 });

export const tour = style({
  borderRadius: 14,
  overflow: "hidden",
  background: "#0f172a",
  color: "#fff",
  selectors: { "&:focus": { outline: "none" } },
});

const fade = keyframes({ from: { opacity: 0, transform: "scale(1.02)" }, to: { opacity: 1, transform: "none" } });

export const tourStage = style({
  animation: `${fade} 400ms ease-out`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});

export const tourCaption = style({ padding: `${vars.space.md} ${vars.space.md} 0` });

export const tourStep = style({
  margin: 0,
  color: "#a5b4fc",
  fontSize: "0.8rem",
  fontWeight: 700,
  letterSpacing: "0.06em",
  textTransform: "uppercase",
});

export const tourTitle = style({ margin: "2px 0 0", fontSize: "1.15rem", fontWeight: 750 });

export const tourText = style({ margin: "2px 0 0", color: "#cbd5e1", fontSize: "0.95rem" });

export const tourBar = style([
  flex.row,
  {
    gap: vars.space.sm,
    padding: vars.space.md,
    "@media": { [media.md]: { gap: vars.space.md } },
  },
]);

export const tourProgress = style({ display: "flex", flex: 1, gap: 6, listStyle: "none", margin: 0, padding: 0 });

globalStyle(`${tourProgress} > li`, { flex: 1 });

export const tourDot = style({
  position: "relative",
  display: "block",
  width: "100%",
  minWidth: 24,
  height: 24,
  padding: 0,
  border: 0,
  background: "transparent",
  cursor: "pointer",
  selectors: {
    "&::before": { content: "''", position: "absolute", left: 0, right: 0, top: 10, height: 4, borderRadius: 2, background: "#334155" },
  },
});

const fill = keyframes({ from: { transform: "scaleX(0)" }, to: { transform: "scaleX(1)" } });

export const tourDotFill = style({
  position: "absolute",
  left: 0,
  right: 0,
  top: 10,
  height: 4,
  borderRadius: 2,
  background: "#818cf8",
  transform: "scaleX(0)",
  transformOrigin: "left",
  selectors: {
    [`${tourDot}[data-state="done"] &`]: { transform: "none" },
    "&[data-running]": { animation: `${fill} 12s linear forwards` },
  },
});

export const tourControl = style({
  minHeight: 36,
  padding: "0 12px",
  border: "1px solid #475569",
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: "#fff",
  fontFamily: "inherit",
  fontWeight: 600,
  cursor: "pointer",
  selectors: { "&:hover": { background: "#1e293b" } },
});
