import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import { raised } from "~/styles/surface.css";
import * as flex from "~/styles/layout.css";
import { codeListing } from "~/styles/text.css";

const mono = vars.font.mono;

export const page = style({
  maxWidth: vars.size.content,
  margin: "0 auto",
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
  "@media": { [media.md]: { padding: `40px ${vars.space.lg} 96px` } },
});

export const back = style({ margin: `0 0 ${vars.space.md}`, fontSize: "0.92rem" });

export const title = style({ fontSize: "1.75rem", letterSpacing: "-0.02em", "@media": { [media.md]: { fontSize: "2.25rem" } } });

export const callHead = style([
  flex.wrappingRow,
  {
    gap: `${vars.space.xs} ${vars.space.sm}`,
    marginTop: vars.space.md,
  },
]);

export const text = style({ margin: `${vars.space.sm} 0 0`, maxWidth: 760, color: vars.color.textMuted, fontSize: "0.95rem" });

export const note = style({ maxWidth: 760, marginTop: vars.space.md });

export const noteText = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.95rem" });

// The request and its answer: side by side on a wide screen (the answer stays in view while
// the form is long), one under the other on a phone.
export const layout = style({
  display: "grid",
  gap: vars.space.md,
  marginTop: vars.space.lg,
  "@media": { [media.lg]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)", alignItems: "start", gap: vars.space.lg } },
});

export const panel = style([
  raised,
  {
    minWidth: 0,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    scrollMarginTop: `calc(${vars.size.header} + ${vars.space.md})`,
    "@media": {
      [media.md]: { padding: vars.space.lg },
      [media.lg]: { selectors: { "& + &": { position: "sticky", top: `calc(${vars.size.header} + ${vars.space.md})` } } },
    },
  },
]);

export const panelTitle = style({ margin: `0 0 ${vars.space.md}`, fontSize: "1.1rem" });

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const code = style({ fontFamily: mono, fontSize: "0.9rem" });

export const where = style({ color: vars.color.textMuted, fontWeight: 400, fontSize: "0.85rem" });

export const type = style({ color: vars.color.text });

export const send = style({ display: "flex", "@media": { [media.md]: { maxWidth: 200 } } });

export const signIn = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space.sm });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.92rem" });

export const status = style([
  flex.wrappingRow,
  {
    gap: `${vars.space.xs} ${vars.space.sm}`,
    selectors: { "&:not(:empty)": { marginBottom: vars.space.sm } },
  },
]);

const statusBase = style({ padding: "2px 10px", borderRadius: vars.radius.full, fontWeight: 700, fontSize: "0.92rem" });

// Text and background pairs at 4.5:1 or more.
export const code2xx = style([statusBase, { background: vars.color.successSoft, color: "#065f46" }]);
export const code3xx = style([statusBase, { background: vars.color.brandSoft, color: "#3730a3" }]);
export const code4xx = style([statusBase, { background: "#fff7ed", color: "#9a3412" }]);
export const code5xx = style([statusBase, { background: vars.color.dangerSoft, color: "#991b1b" }]);

export const notSent = style([statusBase, { background: vars.color.dangerSoft, color: "#991b1b" }]);

export const problems = style({ margin: 0, paddingLeft: "1.2em", color: vars.color.danger, fontSize: "0.92rem" });

export const body = style([
  codeListing,
  {
    margin: 0,
    maxHeight: "70vh",
    // Beside the form the answer stays in view: all of it within the window.
    "@media": { [media.lg]: { maxHeight: `max(240px, calc(100vh - ${vars.size.header} - 200px))` } },
    overflow: "auto",
    selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
  },
]);
