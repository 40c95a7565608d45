import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";
import { longTitle } from "~/styles/long-title";

export const banner = style([
  flex.column,
  {
    gap: vars.space.md,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    background: `linear-gradient(135deg, ${vars.color.brand}, #7c3aed)`,
    color: vars.color.textInverse,
    boxShadow: vars.shadow.md,
    "@media": { [media.md]: { padding: vars.space.xl } },
  },
]);
export const title = style([longTitle("1.6rem", "1.9rem"), { fontWeight: 700 }]);
export const lead = style({ margin: 0, opacity: 0.92, maxWidth: "60ch" });
export const primaryLink = style([
  flex.inlineRow,
  {
    gap: 6,
    minHeight: 40,
    padding: "0 14px",
    borderRadius: vars.radius.sm,
    fontWeight: 600,
    fontSize: "0.9rem",
    textDecoration: "none",
    background: vars.color.surface,
    color: vars.color.brand,
    selectors: { "&:hover": { background: vars.color.brandSoft } },
  },
]);

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const secondaryLink = style([
  primaryLink,
  {
    background: "transparent",
    color: vars.color.textInverse,
    border: `1px solid ${vars.color.textInverse}`,
    selectors: { "&:hover": { background: "rgba(255, 255, 255, 0.12)" } },
  },
]);
