import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import { copyField } from "./dashboard.css";
import * as flex from "~/styles/layout.css";
import { plainSummary } from "~/styles/disclosure.css";
import { stackedGrid } from "~/styles/stacked-grid";
import { dashedMuted, inset } from "~/styles/surface.css";

const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

export const panel = style({ gap: vars.space.md, scrollMarginTop: `calc(${vars.size.hostBar} + ${vars.space.md})` });

export const head = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr)",
  alignItems: "start",
  gap: `${vars.space.sm} ${vars.space.md}`,
  "@media": { [media.md]: { gridTemplateColumns: "auto minmax(0, 1fr) auto" } },
});
export const icon = style([
  flex.centred,
  {
    width: 40,
    height: 40,
    borderRadius: vars.radius.sm,
    background: vars.color.brandSoft,
    color: vars.color.brand,
  },
]);
export const headText = style({ display: "flex", flexDirection: "column", gap: 4, minWidth: 0 });
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.88rem" });
export const badges = style([
  flex.wrapping,
  {
    gap: vars.space.sm,
    gridColumn: "1 / -1",
    "@media": { [media.md]: { gridColumn: "auto", justifyContent: "flex-end", paddingTop: 2 } },
  },
]);

const pulseRing = keyframes({
  "0%": { boxShadow: "0 0 0 0 rgba(220, 38, 38, 0.55)" },
  "70%": { boxShadow: "0 0 0 6px rgba(220, 38, 38, 0)" },
  "100%": { boxShadow: "0 0 0 0 rgba(220, 38, 38, 0)" },
});
const dotBase = style({ width: 7, height: 7, borderRadius: vars.radius.full, flexShrink: 0 });
export const liveDot = styleVariants({
  live: [
    dotBase,
    {
      background: "#dc2626",
      animation: `${pulseRing} 1.6s ease-out infinite`,
      "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
    },
  ],
  offline: [dotBase, { background: vars.color.borderStrong }],
});

export const notice = style({
  margin: 0,
  padding: "10px 14px",
  borderRadius: vars.radius.sm,
  border: "1px solid #a7f3d0",
  background: vars.color.successSoft,
  color: "#065f46",
  fontSize: "0.92rem",
});
export const error = style([notice, { borderColor: "#fecaca", background: vars.color.dangerSoft, color: vars.color.danger }]);

// Without a stream: one line of text and the Create Stream button.
const textBesideButton = style([
  flex.wrappingRow,
  {
    justifyContent: "space-between",
    gap: vars.space.md,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
  },
]);
export const create = style([textBesideButton, dashedMuted]);
export const createText = style({ margin: 0, flex: "1 1 280px", fontSize: "0.92rem" });

// With a stream: the fields, and the OBS steps beside them on wide screens.
export const body = style([
  stackedGrid(media.lg, "minmax(0, 3fr) minmax(0, 2fr)"),
  { gap: vars.space.lg, borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.md },
]);
export const fields = style({ display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 });
export const field = style({ display: "flex", flexDirection: "column", gap: 6, minWidth: 0 });
export const label = style({ fontWeight: 600, fontSize: "0.9rem" });
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.82rem" });
export const row = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm, minWidth: 0 });

export const input = style([copyField, { flex: "1 1 220px", textOverflow: "ellipsis" }]);
// On phones the key takes the whole row and its three buttons share the next one.
export const keyInput = style({ flexBasis: "100%", "@media": { [media.md]: { flexBasis: 220 } } });
export const mono = style({ fontFamily: MONO, fontSize: "0.84rem", letterSpacing: "0.01em" });
export const missing = style([
  flex.row,
  {
    margin: 0,
    minHeight: 40,
    padding: "0 10px",
    borderRadius: vars.radius.sm,
    border: "1px solid #fde68a",
    background: "#fffbeb",
    color: "#92400e",
    fontSize: "0.88rem",
    fontWeight: 500,
  },
]);

// The no-JavaScript key: the summary looks like the masked field and its Reveal/Hide button.
export const summaryButton = style([plainSummary, { width: "fit-content" }]);
// Open, the key and the Hide button share one row where the browser lays out <details> as flex
// (its content box is then a flex item); elsewhere the key simply shows under the button.
export const reveal = style({
  display: "block",
  minWidth: 0,
  selectors: {
    "&[open]": { display: "flex", flexDirection: "row-reverse", flexWrap: "wrap-reverse", alignItems: "center", gap: vars.space.sm },
    "&[open]::details-content": { flex: "1 1 220px", minWidth: 0 },
  },
});
export const revealSummary = style([plainSummary, { display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm }]);
export const masked = style([
  flex.row,
  {
    overflow: "hidden",
    whiteSpace: "nowrap",
    color: vars.color.textMuted,
    selectors: { [`${reveal}[open] &`]: { display: "none" } },
  },
]);
export const whenClosed = style({ selectors: { [`${reveal}[open] &`]: { display: "none" } } });
export const whenOpen = style({ selectors: { [`${reveal}:not([open]) &`]: { display: "none" } } });
export const revealed = style({ display: "block", width: "100%" });

export const confirm = style({ marginTop: 4 });

export const steps = style([
  flex.column,
  inset,
  {
    gap: vars.space.sm,
    alignSelf: "start",
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    minWidth: 0,
  },
]);
export const stepsTitle = style({ fontSize: "0.95rem", fontWeight: 700 });
export const stepList = style([
  flex.column,
  {
    margin: 0,
    paddingLeft: "1.3em",
    gap: 6,
    fontSize: "0.88rem",
    color: vars.color.text,
  },
]);

// The built-in ingest's OBS settings: name and value per row, the value in OBS's own words.
// On phones each name sits above its value; from md on, a two-column table.
export const settings = style([
  flex.column,
  {
    gap: 8,
    margin: 0,
    fontSize: "0.88rem",
    "@media": { [media.md]: { display: "grid", gridTemplateColumns: "auto minmax(0, 1fr)", gap: "6px 12px" } },
  },
]);
export const setting = style({ display: "flex", flexDirection: "column", gap: 1, "@media": { [media.md]: { display: "contents" } } });
export const settingName = style({ color: vars.color.textMuted });
export const settingValue = style({ margin: 0, fontWeight: 600, overflowWrap: "anywhere", minWidth: 0 });
export const code = style({ fontFamily: MONO, fontSize: "0.82rem", fontWeight: 500 });

// Why the built-in ingest cannot take a broadcast, or why it refused this stream: plain, not a toast.
export const problem = style([
  notice,
  { borderColor: "#fecaca", borderLeft: `4px solid ${vars.color.danger}`, background: vars.color.dangerSoft, color: "#991b1b", fontWeight: 600 },
]);

// The test broadcast: what it checks, and the button that starts it.
export const test = style([textBesideButton, { border: `1px solid ${vars.color.border}`, background: vars.color.brandSoft }]);
export const testText = style({ display: "flex", flexDirection: "column", gap: 4, flex: "1 1 320px", minWidth: 0 });
export const testRunning = style([
  flex.inlineRow,
  {
    gap: 8,
    margin: 0,
    fontWeight: 700,
    fontSize: "0.92rem",
    color: "#b91c1c",
  },
]);
export const testForm = style({ display: "flex", flexShrink: 0 });
export const watchLink = style({ width: "fit-content", color: vars.color.brand, fontWeight: 600, fontSize: "0.9rem" });
// Under the test-stream box the fields need no rule of their own.
export const bodyAfterTest = style({ borderTop: "none", paddingTop: 0 });
