import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const notice = style({
  background: "#0f172a",
  border: "1px solid #1e293b",
  borderRadius: vars.radius.lg,
  display: "grid",
  justifyItems: "center",
  textAlign: "center",
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.md}`,
  minHeight: 260,
  alignContent: "center",
  "@media": { [media.md]: { padding: `${vars.space.xxl} ${vars.space.xl}`, minHeight: 340 } },
});

export const eventTitle = style({ margin: 0, color: "#a5b4fc", fontWeight: 600, fontSize: "0.9rem" });

export const checkout = style({
  maxWidth: 1360,
  margin: "0 auto",
  padding: `${vars.space.md} ${vars.space.sm} 0`,
  "@media": { [media.md]: { paddingInline: vars.space.lg } },
});
