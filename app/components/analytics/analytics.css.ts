import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

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

export const panel = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const panelTitle = style({ margin: 0, fontSize: "1.15rem" });

export const help = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.88rem", lineHeight: 1.5 });

export const error = style({
  margin: 0,
  padding: "10px 14px",
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  border: "1px solid #fecaca",
  fontSize: "0.9rem",
});

export const rules = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, fontSize: "0.88rem" });

export const rulesSummary = style({ cursor: "pointer", color: vars.color.brandHover, fontWeight: 600, marginBottom: vars.space.xs });
