import { globalStyle, style } from "@vanilla-extract/css";
import { belowWide } from "~/components/player/watch-media";
import { media, vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";

export const shell = style({ minHeight: "100vh", background: "#020617", color: "#f1f5f9" });

export const header = style([
  flex.row,
  {
    height: vars.size.header,
    padding: `0 ${vars.space.md}`,
    borderBottom: "1px solid #1e293b",
    "@media": { [media.md]: { padding: `0 ${vars.space.lg}` } },
  },
]);

export const main = style({ paddingBottom: vars.space.xl });

// A phone watching with the chat gives the whole screen to the player and the chat.
globalStyle(`${shell}:has(#chat) > ${header}`, { "@media": { [belowWide]: { display: "none" } } });
globalStyle(`${shell}:has(#chat) > ${main}`, { "@media": { [belowWide]: { paddingBottom: 0 } } });
