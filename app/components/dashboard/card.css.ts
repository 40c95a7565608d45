import { style } from "@vanilla-extract/css";
import { hostPage } from "~/components/ui/host-page.css";
import { media, vars } from "~/styles/theme.css";
import { stackedGrid } from "~/styles/stacked-grid";

// The dashboard's page grid: the cards' columns.

export const page = style([hostPage]);

export const grid = style([stackedGrid(media.lg, "minmax(0, 2fr) minmax(0, 1fr)"), { gap: vars.space.lg, alignItems: "start" }]);

export const column = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, minWidth: 0 });
// The main column; on wide screens it takes the left, whatever its place in the page.
export const mainColumn = style([column, { "@media": { [media.lg]: { gridColumn: 1, gridRow: 1 } } }]);
// The checklist and system status: first on phones (what to do next), the right column on wide screens.
export const asideColumn = style([column, { "@media": { [media.lg]: { gridColumn: 2, gridRow: 1 } } }]);
