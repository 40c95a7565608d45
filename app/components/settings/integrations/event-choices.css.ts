import { style } from "@vanilla-extract/css";
import * as fieldStyles from "~/components/ui/field.css";
import { media, vars } from "~/styles/theme.css";
import { stackedGrid } from "~/styles/stacked-grid";

export const choices = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, border: 0, padding: 0, margin: 0, minWidth: 0 });

export const groups = style([stackedGrid(media.md, "repeat(2, minmax(0, 1fr))"), { gap: vars.space.md }]);

export const group = style({ display: "flex", flexDirection: "column", gap: 6, border: 0, padding: 0, margin: 0, minWidth: 0 });

export const groupTitle = style({
  padding: 0,
  marginBottom: 2,
  fontSize: "0.78rem",
  fontWeight: 700,
  letterSpacing: "0.06em",
  textTransform: "uppercase",
  color: vars.color.textMuted,
});

export const choice = style([fieldStyles.optionCard, { paddingBlock: 8 }]);

export const checkbox = style([fieldStyles.optionMark]);

export const choiceText = style({ display: "flex", flexDirection: "column", gap: 1, minWidth: 0 });
export const type = style({ fontFamily: vars.font.mono, fontSize: "0.85rem", fontWeight: 600 });
export const description = style({ color: vars.color.textMuted, fontSize: "0.85rem" });
