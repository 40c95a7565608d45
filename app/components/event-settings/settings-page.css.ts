import { style } from "@vanilla-extract/css";
import { hostPage } from "~/components/ui/host-page.css";
import { media, vars } from "~/styles/theme.css";
import { stackedGrid } from "~/styles/stacked-grid";

export const page = style([hostPage]);

/** The tabs beside the side column: the chat, the profile panel without JavaScript, and the guide. */
export const layout = style([stackedGrid(media.lg, "minmax(0, 1fr) 400px"), { gap: vars.space.lg, alignItems: "start" }]);

export const main = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, minWidth: 0 });

export const side = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, minWidth: 0 });
