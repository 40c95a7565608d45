import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";
import { eyebrow } from "~/components/static-page.css";

const footerText = "#cbd5e1";

export const footer = style({ background: "#0b1120", color: footerText, fontSize: "0.95rem" });

/** A centred line across the footer, ruled off from its links: the beta banner above them, the legal line below. */
const strip = style({ margin: 0, padding: vars.space.md, textAlign: "center" });
const rule = "1px solid rgba(148, 163, 184, 0.2)";

export const banner = style([strip, { background: "#111a33", borderBottom: rule, color: "#c7d2fe", fontWeight: 600, fontSize: "0.9rem" }]);

export const inner = style({
  display: "grid",
  gap: vars.space.lg,
  maxWidth: vars.size.content,
  margin: "0 auto",
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.lg}`,
  "@media": {
    [media.md]: { gap: vars.space.xxl, padding: `${vars.space.xxl} ${vars.space.lg}` },
    [media.lg]: { gridTemplateColumns: "minmax(240px, 1fr) 2fr" },
  },
});

export const brand = style({ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: vars.space.sm });

export const blurb = style({ margin: 0, maxWidth: 320, color: footerText });

export const contact = style([
  flex.wrapping,
  {
    gap: `${vars.space.xs} ${vars.space.md}`,
    fontStyle: "normal",
    "@media": { [media.md]: { flexDirection: "column" } },
  },
]);

export const contactLink = style([
  flex.inlineRow,
  {
    gap: 8,
    minHeight: 44,
    color: vars.color.textInverse,
    textDecoration: "none",
    selectors: { "&:hover": { textDecoration: "underline" } },
  },
]);

export const columns = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: `${vars.space.md} ${vars.space.lg}`,
  "@media": { [media.md]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))", gap: vars.space.lg } },
});

export const column = style({ minWidth: 0 });

export const columnTitle = style([
  eyebrow,
  { margin: `0 0 ${vars.space.xs}`, color: vars.color.textInverse, fontSize: "0.8rem", "@media": { [media.md]: { marginBottom: vars.space.sm } } },
]);

export const linkList = style([
  flex.wrapping,
  {
    gap: `0 ${vars.space.md}`,
    listStyle: "none",
    margin: 0,
    padding: 0,
    "@media": { [media.md]: { flexDirection: "column" } },
  },
]);

export const link = style([
  flex.inlineRow,
  {
    minHeight: 36,
    color: footerText,
    fontSize: "0.9rem",
    textDecoration: "none",
    selectors: { "&:hover": { color: vars.color.textInverse, textDecoration: "underline" } },
    "@media": { [media.md]: { fontSize: "0.95rem" } },
  },
]);

export const legal = style([strip, { borderTop: rule, color: "#94a3b8", fontSize: "0.85rem" }]);

export const contactLabel = style({
  padding: "1px 8px",
  borderRadius: vars.radius.full,
  border: "1px solid rgba(148, 163, 184, 0.35)",
  color: footerText,
  fontSize: "0.75rem",
  fontWeight: 600,
});

export const invite = style({ marginTop: vars.space.sm, minHeight: 40, padding: "0 14px", fontSize: "0.9rem" });
