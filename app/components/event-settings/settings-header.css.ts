import { style, styleVariants } from "@vanilla-extract/css";
import { button, size } from "~/components/ui/button.css";
import { media, vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";

export const header = style({
  display: "flex",
  flexDirection: "column-reverse",
  alignItems: "flex-start",
  gap: vars.space.md,
  "@media": { [media.md]: { flexDirection: "row", justifyContent: "space-between", alignItems: "flex-start" } },
});
export const heading = style({ display: "flex", flexDirection: "column", gap: 4, minWidth: 0 });
export const eyebrow = style({
  margin: 0,
  color: vars.color.brand,
  fontSize: "0.8rem",
  fontWeight: 700,
  letterSpacing: "0.06em",
  textTransform: "uppercase",
});
export const title = style({ fontSize: "1.6rem", fontWeight: 700, overflowWrap: "anywhere" });
export const meta = style([
  flex.wrappingRow,
  {
    gap: "6px 12px",
    margin: "4px 0 0",
    color: vars.color.textMuted,
    fontSize: "0.92rem",
  },
]);
export const streamName = style({ overflowWrap: "anywhere" });
export const metaLabel = style({ fontWeight: 600, color: vars.color.text });

const badge = style([
  flex.inlineRow,
  {
    gap: 6,
    padding: "2px 10px",
    borderRadius: vars.radius.full,
    fontSize: "0.8rem",
    fontWeight: 700,
  },
]);
export const live = styleVariants({
  live: [badge, { background: vars.color.dangerSoft, color: vars.color.danger }],
  offline: [badge, { background: vars.color.surface, color: vars.color.textMuted, border: `1px solid ${vars.color.border}` }],
});

export const back = style([button.secondary, size.compact, { gap: 6, whiteSpace: "nowrap" }]);

export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });
