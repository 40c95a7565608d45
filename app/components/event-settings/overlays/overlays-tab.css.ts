import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const tab = style({ display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 });

// The builders differ in height: columns that fill top to bottom leave no holes between them,
// where a grid's rows would stretch to the tallest card of each row.
export const columns = style({ columnWidth: 320, columnCount: 2, columnGap: vars.space.md });
globalStyle(`${columns} > *`, { breakInside: "avoid", marginBottom: vars.space.md });
globalStyle(`${columns} > *:last-child`, { marginBottom: 0 });
