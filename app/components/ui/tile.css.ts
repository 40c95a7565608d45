import { vars } from "~/styles/theme.css";

/**
 * A raised tile of a host page, its parts in a column; each tile sets its own gap. The kit's Card is
 * this with a set gap and heading.
 */
export const tile = {
  display: "flex",
  flexDirection: "column",
  minWidth: 0,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
} as const;
