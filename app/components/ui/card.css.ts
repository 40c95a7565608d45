import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";
import { dashedMuted, raised } from "~/styles/surface.css";
import { mutedCaps } from "~/styles/text.css";

const cardBase = style([
  flex.column,
  raised,
  {
    gap: vars.space.md,
    minWidth: 0,
    padding: vars.space.lg,
  },
]);

/** tile: one of several side by side (dashboard, settings); panel: a page's main section. */
export const card = styleVariants({
  tile: [cardBase, { borderRadius: vars.radius.md }],
  panel: [cardBase, { borderRadius: vars.radius.lg }],
});

export const header = style({ display: "flex", alignItems: "baseline", justifyContent: "space-between", gap: vars.space.sm, flexWrap: "wrap" });

const titleBase = style({ margin: 0, fontWeight: 700 });

/** A tile's heading is a step smaller than a panel's. */
export const title = styleVariants({
  tile: [titleBase, { fontSize: "1.05rem" }],
  panel: [titleBase, { fontSize: "1.15rem" }],
});

/** A figure's card names what it counts in small capitals above it. */
export const labelTitle = style([
  mutedCaps,
  {
    margin: 0,
    fontSize: "0.85rem",
    fontWeight: 600,
  },
]);

export const headerLink = style({
  color: vars.color.brand,
  fontWeight: 600,
  fontSize: "0.88rem",
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});

export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.92rem" });

export const empty = style([
  flex.column,
  dashedMuted,
  { alignItems: "flex-start", gap: vars.space.sm, padding: vars.space.md, borderRadius: vars.radius.sm },
]);

export const emptyTitle = style({ margin: 0, fontSize: "1rem", fontWeight: 600 });
