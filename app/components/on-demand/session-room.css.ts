import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import { darkPanel, eyebrow as eyebrowLook } from "~/components/watch/room-look.css";
import * as flex from "~/styles/layout.css";

export const page = style([
  // One column of minmax(0, 1fr): the room's one-line title must not widen the page past a phone's screen.
  flex.oneColumn,
  {
    gap: vars.space.md,
    maxWidth: 1280,
    margin: "0 auto",
    padding: `${vars.space.md} 0`,
    "@media": { [media.md]: { padding: `${vars.space.lg} ${vars.space.lg}` } },
  },
]);
/** Before and after a session: a notice, no player. */
export const narrowPage = style([page, { maxWidth: 720 }]);
export const head = style({ display: "grid", gap: 4, padding: `0 ${vars.space.md}`, "@media": { [media.md]: { padding: 0 } } });
export const eyebrow = style(eyebrowLook);
export const title = style({ margin: 0, fontSize: "1.35rem", lineHeight: 1.25, color: "#f8fafc", "@media": { [media.md]: { fontSize: "1.7rem" } } });
export const notice = style({
  display: "grid",
  justifyItems: "center",
  gap: vars.space.md,
  textAlign: "center",
  margin: `0 ${vars.space.md}`,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  ...darkPanel,
  "@media": { [media.md]: { margin: 0 } },
});
export const noticeTitle = style({ margin: 0, fontSize: "1.3rem", color: "#f8fafc" });
export const noticeText = style({ margin: 0, color: "#cbd5e1" });
export const countdown = style({ margin: 0, fontSize: "2.4rem", fontWeight: 800, fontVariantNumeric: "tabular-nums", color: "#f8fafc" });
export const link = style({ color: "#a5b4fc", fontWeight: 700 });
