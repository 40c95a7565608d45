import { style, styleVariants } from "@vanilla-extract/css";
import { hostPage } from "~/components/ui/host-page.css";
import { media, vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";
import { stackedGrid } from "~/styles/stacked-grid";

export const page = style([hostPage, { gap: vars.space.md }]);

/** What the host shell and the page leave above the studio from tablet width up (their top padding). */
const ABOVE = `calc(${vars.space.xl} + ${vars.space.lg})`;

const grid = style([
  hostPage,
  stackedGrid(media.lg, "minmax(0, 1fr) 312px"),
  {
    gap: vars.space.md,
    alignItems: "start",
    "@media": { "screen and (min-width: 1200px)": { gridTemplateColumns: "minmax(0, 1fr) 360px" } },
  },
]);

/**
 * A phone reads the header, the program, then the chat, then the panels; from tablet width up the
 * chat stands on the right from the top, as high as the window, and stays there while the left
 * column scrolls. A moderator's studio is the chat and the questions. The last row takes what the
 * chat's height leaves, so no gap opens between the others.
 */
export const layout = styleVariants({
  broadcast: [
    grid,
    {
      gridTemplateAreas: '"head" "stage" "chat" "room"',
      "@media": { [media.lg]: { gridTemplateAreas: '"head chat" "stage chat" "room chat"', gridTemplateRows: "auto auto 1fr" } },
    },
  ],
  room: [
    grid,
    {
      gridTemplateAreas: '"head" "chat" "room"',
      "@media": { [media.lg]: { gridTemplateAreas: '"head chat" "room chat"', gridTemplateRows: "auto 1fr" } },
    },
  ],
});

export const head = style({ gridArea: "head", display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 });

export const stage = style({ gridArea: "stage", display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 });

export const side = style([
  flex.column,
  {
    gridArea: "chat",
    gap: vars.space.md,
    minWidth: 0,
    "@media": {
      [media.lg]: { position: "sticky", top: vars.space.md, height: `calc(100dvh - ${ABOVE} - ${vars.space.md})`, overflowY: "auto" },
    },
  },
]);

/** The room's panels (Q&A, polls, offers, overlays) under the program. */
export const room = style({ gridArea: "room", display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 });
