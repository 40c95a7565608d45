import { createContainer, style } from "@vanilla-extract/css";
import { button, size } from "~/components/ui/button.css";
import { vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";

const headerBox = createContainer();

/** Its column's width decides (beside the chat, a tablet's is narrow): the actions beside the name, or under the facts. */
export const header = style({ containerName: headerBox, containerType: "inline-size" });
export const grid = style([
  flex.oneColumn,
  {
    gridTemplateAreas: '"title" "event" "facts" "actions"',
    alignItems: "center",
    rowGap: 2,
    "@container": {
      [`${headerBox} (min-width: 520px)`]: {
        gridTemplateColumns: "minmax(0, 1fr) auto",
        gridTemplateAreas: '"title actions" "event event" "facts facts"',
        columnGap: vars.space.md,
      },
    },
  },
]);
export const title = style({ gridArea: "title", fontSize: "1.6rem", fontWeight: 700 });
export const event = style({
  gridArea: "event",
  margin: 0,
  fontSize: "1rem",
  fontWeight: 600,
  color: vars.color.textMuted,
  overflowWrap: "anywhere",
});
export const facts = style([
  flex.wrappingRow,
  {
    gridArea: "facts",
    gap: "6px 16px",
    margin: "6px 0 0",
    fontSize: "0.9rem",
  },
]);
export const fact = style({ display: "inline-flex", alignItems: "center", gap: 6, color: vars.color.textMuted });
/** Figures that change while the host looks keep their width (tabular digits). */
export const figure = style({ fontWeight: 700, color: vars.color.text, fontVariantNumeric: "tabular-nums" });

export const actions = style([
  flex.wrappingRow,
  {
    gridArea: "actions",
    gap: vars.space.sm,
    marginTop: vars.space.sm,
    "@container": { [`${headerBox} (min-width: 520px)`]: { marginTop: 0 } },
  },
]);
export const back = style([button.secondary, size.compact, { gap: 6, whiteSpace: "nowrap" }]);
