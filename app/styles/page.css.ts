import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

// The frame of a workspace page (analytics, audience, import): a column of cards under a header.

export const page = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  maxWidth: 1200,
  margin: "0 auto",
  paddingBottom: vars.space.xl,
  minWidth: 0,
});

export const header = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", justifyContent: "space-between", gap: vars.space.md });

export const title = style({ margin: 0, fontSize: "1.75rem" });

export const subtitle = style({ margin: "4px 0 0", color: vars.color.textMuted });
