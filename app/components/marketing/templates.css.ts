import { globalStyle, style } from "@vanilla-extract/css";
import { card as cardLook } from "~/components/ui/card.css";
import { media, vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";

export const grid = style({
  display: "grid",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": { [media.md]: { gridTemplateColumns: "repeat(2, 1fr)", gap: vars.space.lg }, [media.lg]: { gridTemplateColumns: "repeat(3, 1fr)" } },
});

export const card = style([cardLook.panel, { gap: vars.space.sm }]);

export const meta = style([
  flex.wrappingRow,
  {
    gap: vars.space.sm,
    color: vars.color.textMuted,
    fontSize: "0.85rem",
  },
]);

export const length = style({
  padding: "2px 10px",
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: "#3730a3",
  fontWeight: 700,
});

export const name = style({ fontSize: "1.2rem" });

export const outline = style({ flex: 1, margin: 0, paddingLeft: "1.2rem", color: vars.color.textMuted });

globalStyle(`${outline} li + li`, { marginTop: 4 });

export const action = style({ marginTop: vars.space.sm });
