import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import { sidewaysScroll } from "~/styles/layout.css";
import { mutedCaps } from "~/styles/text.css";

export const log = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, minWidth: 0, scrollMarginTop: vars.space.md });
export const head = style({ display: "flex", flexWrap: "wrap", alignItems: "baseline", justifyContent: "space-between", gap: vars.space.sm });
export const title = style({ margin: 0, fontSize: "1rem" });
export const empty = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.9rem" });

/** Between the phone layout and a wide screen the table may be wider than its card: it scrolls, the page does not. */
export const scroller = style([sidewaysScroll, { minWidth: 0 }]);
export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: "0.88rem" });
export const th = style([
  mutedCaps,
  {
    padding: "8px 10px",
    textAlign: "left",
    fontSize: "0.75rem",
    fontWeight: 700,
    borderBottom: `1px solid ${vars.color.border}`,
    whiteSpace: "nowrap",
  },
]);
export const td = style({ padding: "10px", borderBottom: `1px solid ${vars.color.border}`, verticalAlign: "top" });
export const row = style({});
export const mono = style({ fontFamily: vars.font.mono, fontSize: "0.82rem", overflowWrap: "anywhere" });
export const detail = style({ display: "block", marginTop: 2, color: vars.color.textMuted, fontSize: "0.8rem", overflowWrap: "anywhere" });
export const right = style({ textAlign: "right" });
export const actionCell = style({ "@media": { "screen and (max-width: 767px)": { alignSelf: "end", justifySelf: "end" } } });
export const nowrap = style({ "@media": { [media.md]: { whiteSpace: "nowrap" } } });

// On a phone each delivery is a small card: its cells stack, each with its column's name.
globalStyle(`${table} thead`, {
  "@media": { "screen and (max-width: 767px)": { position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)" } },
});
globalStyle(`${row}`, {
  "@media": {
    "screen and (max-width: 767px)": {
      display: "grid",
      gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)",
      gap: "6px 12px",
      padding: "12px 0",
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});
globalStyle(`${row} > td`, { "@media": { "screen and (max-width: 767px)": { padding: 0, border: 0, textAlign: "left" } } });
globalStyle(`${row} > td[data-label]::before`, {
  "@media": {
    "screen and (max-width: 767px)": {
      content: "attr(data-label)",
      display: "block",
      fontSize: "0.7rem",
      fontWeight: 700,
      letterSpacing: "0.04em",
      textTransform: "uppercase",
      color: vars.color.textMuted,
    },
  },
});
export const wide = style({ "@media": { "screen and (max-width: 767px)": { gridColumn: "1 / -1" } } });

export const pager = style({ display: "flex", flexWrap: "wrap", justifyContent: "flex-end", gap: vars.space.md, fontSize: "0.9rem" });
export const pagerLink = style({ fontWeight: 600 });
