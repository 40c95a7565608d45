import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";
import { outlined } from "~/styles/surface.css";

export const page = style({
  maxWidth: 760,
  margin: "0 auto",
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.xxl}`,
  "@media": { [media.md]: { padding: `72px ${vars.space.lg} 96px` } },
});

export const widePage = style([page, { maxWidth: vars.size.content }]);

export const eyebrow = style({
  margin: `0 0 ${vars.space.sm}`,
  color: vars.color.brand,
  fontSize: "0.85rem",
  fontWeight: 700,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
});

export const title = style({
  fontSize: "2rem",
  letterSpacing: "-0.02em",
  "@media": { [media.md]: { fontSize: "2.75rem" } },
});

export const lead = style({
  margin: `${vars.space.md} 0 0`,
  color: vars.color.textMuted,
  fontSize: "1.15rem",
  "@media": { [media.md]: { fontSize: "1.25rem" } },
});

export const body = style({ marginTop: vars.space.lg, fontSize: "1.05rem" });

// Direct children (and those of an article or section) only, so embedded components (plans, tables, feature sections) keep their own layout.
globalStyle(`${body} > p, ${body} > :is(article, section) > p`, { margin: `0 0 ${vars.space.md}` });
globalStyle(`${body} > h2, ${body} > :is(article, section) > h2`, { margin: `${vars.space.xl} 0 ${vars.space.md}`, fontSize: "1.35rem" });
globalStyle(`${body} > :is(ul, ol)`, { margin: `0 0 ${vars.space.md}`, paddingLeft: "1.25rem" });
globalStyle(`${body} > :is(ul, ol) > li + li`, { marginTop: vars.space.xs });

export const next = style([
  outlined,
  {
    marginTop: vars.space.xl,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
  },
]);

export const nextTitle = style({ fontSize: "1rem", marginBottom: vars.space.sm });

export const nextList = style([
  flex.wrapping,
  {
    gap: `${vars.space.xs} ${vars.space.lg}`,
    listStyle: "none",
    margin: 0,
    padding: 0,
  },
]);

export const nextLink = style([
  flex.inlineRow,
  {
    gap: 6,
    minHeight: 44,
    fontWeight: 600,
    textDecoration: "none",
    selectors: { "&:hover": { textDecoration: "underline" } },
  },
]);
