import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";

export const breadcrumb = style({ fontSize: "0.88rem", color: vars.color.textMuted });
export const crumbs = style({ display: "flex", flexWrap: "wrap", gap: 6, margin: 0, padding: 0, listStyle: "none", minWidth: 0 });
export const crumb = style([
  flex.row,
  {
    gap: 6,
    minWidth: 0,
    overflowWrap: "anywhere",
    selectors: { "&:not(:last-child)::after": { content: '"›"', color: vars.color.borderStrong } },
  },
]);
export const crumbLink = style({ textDecoration: "none", fontWeight: 500 });
