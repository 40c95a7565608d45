import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";

export const page = style([
  flex.column,
  {
    maxWidth: 1000,
    margin: "0 auto",
    paddingBottom: vars.space.xl,
    gap: vars.space.lg,
  },
]);

export const header = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });
export const title = style({ margin: 0, fontSize: "1.75rem" });
export const lead = style({ margin: 0, color: vars.color.textMuted, maxWidth: "62ch" });

export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 });
export const sectionTitle = style({ margin: 0, fontSize: "1.35rem" });

export const sectionHead = style([
  flex.wrapping,
  {
    alignItems: "baseline",
    justifyContent: "space-between",
    gap: vars.space.sm,
  },
]);

export const count = style({ color: vars.color.textMuted, fontSize: "0.9rem" });

export const endpoints = style({ display: "flex", flexDirection: "column", gap: vars.space.md, margin: 0, padding: 0, listStyle: "none" });
