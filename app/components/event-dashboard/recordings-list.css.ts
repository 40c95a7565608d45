import { style, styleVariants } from "@vanilla-extract/css";
import { row, rowList } from "~/components/ui/row-list.css";
import { media, vars } from "~/styles/theme.css";
import { problem } from "./dashboard.css";
import * as flex from "~/styles/layout.css";

export const list = style([rowList]);
export const item = style({ ...row, selectors: { "&:first-child": { borderTop: "none", paddingTop: vars.space.sm } } });
export const summary = style({ display: "flex", flexDirection: "column", gap: 4, minWidth: 0, flex: "1 1 240px" });
export const date = style({ fontWeight: 600, fontSize: "0.95rem", overflowWrap: "anywhere" });
export const meta = style([
  flex.wrappingRow,
  {
    gap: "4px 8px",
    color: vars.color.textMuted,
    fontSize: "0.88rem",
    fontVariantNumeric: "tabular-nums",
  },
]);

const badge = style({ padding: "2px 8px", borderRadius: vars.radius.full, fontSize: "0.8rem", fontWeight: 600 });
export const status = styleVariants({
  recording: [badge, { background: vars.color.dangerSoft, color: "#b91c1c" }],
  complete: [badge, { background: vars.color.successSoft, color: vars.color.success }],
  stopped: [badge, { background: "#fffbeb", color: "#92400e" }],
});

// Open, the Delete confirmation takes the row under the recording: Watch stays beside Delete and
// the confirmation box spreads under Delete.
export const actions = style([
  flex.wrapping,
  {
    alignItems: "flex-start",
    gap: vars.space.sm,
    whiteSpace: "nowrap",
    "@media": { [media.md]: { justifyContent: "flex-end" } },
    selectors: { [`${item}:has(details[open]) &`]: { flexBasis: "100%", justifyContent: "flex-start" } },
  },
]);
// On a phone the open confirmation takes a row of its own; wider, it spreads under Delete.
export const confirm = style({
  minWidth: 0,
  whiteSpace: "normal",
  selectors: {
    "&[open]": { flexBasis: "100%", display: "flex", flexWrap: "wrap" },
    "&[open]::details-content": { flexBasis: "100%" },
  },
  "@media": { [media.md]: { selectors: { "&[open]": { flex: "1 1 0" } } } },
});
export const error = style([problem, { fontWeight: 500 }]);
