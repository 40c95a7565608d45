import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import { noticePanel, noticePanelWide } from "~/components/watch/room-look.css";

export const notice = style({ ...noticePanel, "@media": { [media.md]: { ...noticePanelWide, minHeight: 340 } } });

export const eventTitle = style({ margin: 0, color: "#a5b4fc", fontWeight: 600, fontSize: "0.9rem" });

export const checkout = style({
  maxWidth: 1360,
  margin: "0 auto",
  padding: `${vars.space.md} ${vars.space.sm} 0`,
  "@media": { [media.md]: { paddingInline: vars.space.lg } },
});
