import { style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";
import { chevronStrokes, plainSummary } from "~/styles/disclosure.css";
import { outlined, raised } from "~/styles/surface.css";
import { codeListing, inlineCode } from "~/styles/text.css";

export const page = style({
  maxWidth: vars.size.content,
  margin: "0 auto",
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.xxl}`,
  "@media": { [media.md]: { padding: `56px ${vars.space.lg} 96px` } },
});

export const title = style({ fontSize: "2rem", letterSpacing: "-0.02em", "@media": { [media.md]: { fontSize: "2.5rem" } } });

export const lead = style({ margin: `${vars.space.md} 0 0`, color: vars.color.textMuted, fontSize: "1.1rem", maxWidth: 720 });

export const basics = style({
  display: "grid",
  gap: vars.space.md,
  marginTop: vars.space.xl,
  "@media": { [media.md]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});

export const basic = style([outlined, { padding: vars.space.md, borderRadius: vars.radius.md, minWidth: 0 }]);

export const basicTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: "1rem" });

export const basicText = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.92rem", lineHeight: 1.55 });

export const code = style([inlineCode, { fontSize: "0.85em" }]);

export const toc = style({ marginTop: vars.space.xl });

export const tocTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: "0.95rem" });

export const tocList = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, listStyle: "none", margin: 0, padding: 0 });

export const tocLink = style([
  flex.inlineRow,
  outlined,
  {
    minHeight: 36,
    padding: "4px 12px",
    borderRadius: vars.radius.full,
    color: vars.color.text,
    fontSize: "0.9rem",
    textDecoration: "none",
    selectors: { "&:hover": { borderColor: vars.color.brand, color: vars.color.brand } },
  },
]);

// Anchored areas and calls land below the sticky header.
export const area = style({ marginTop: vars.space.xxl, scrollMarginTop: `calc(${vars.size.header} + ${vars.space.md})` });

export const areaTitle = style({
  margin: `0 0 ${vars.space.md}`,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: "1.5rem",
});

export const calls = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const call = style([
  raised,
  {
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    minWidth: 0,
    scrollMarginTop: `calc(${vars.size.header} + ${vars.space.md})`,
    "@media": { [media.md]: { padding: vars.space.lg } },
  },
]);

export const callHead = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: `${vars.space.xs} ${vars.space.sm}` });

const methodBase = style({
  display: "inline-block",
  minWidth: 58,
  padding: "2px 8px",
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.mono,
  fontSize: "0.8rem",
  fontWeight: 700,
  textAlign: "center",
});

// Text and background pairs at 4.5:1 or more.
export const method = styleVariants({
  GET: [methodBase, { background: "#ecfdf5", color: "#065f46" }],
  POST: [methodBase, { background: "#eef2ff", color: "#3730a3" }],
  PUT: [methodBase, { background: "#fff7ed", color: "#9a3412" }],
  PATCH: [methodBase, { background: "#fefce8", color: "#854d0e" }],
  DELETE: [methodBase, { background: "#fef2f2", color: "#991b1b" }],
});

export const path = style({
  fontFamily: vars.font.mono,
  fontSize: "0.95rem",
  fontWeight: 600,
  overflowWrap: "anywhere",
  minWidth: 0,
});

export const summary = style({ margin: `${vars.space.sm} 0 0`, fontSize: "1.05rem" });

export const text = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted, fontSize: "0.95rem" });

export const facts = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr)",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: `${vars.space.md} 0 0`,
  fontSize: "0.92rem",
});

export const factName = style({ fontWeight: 600 });

export const factValue = style({ margin: 0, color: vars.color.textMuted, minWidth: 0 });

export const scope = styleVariants({
  read: { fontWeight: 600, color: "#065f46" },
  write: { fontWeight: 600, color: "#9a3412" },
});

export const subTitle = style({ margin: `${vars.space.md} 0 ${vars.space.xs}`, fontSize: "0.95rem" });

export const fields = style({ listStyle: "none", margin: 0, padding: 0, borderTop: `1px solid ${vars.color.border}` });

export const field = style({
  display: "grid",
  gap: 2,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: "0.92rem",
  "@media": { [media.md]: { gridTemplateColumns: "minmax(160px, 220px) minmax(0, 1fr)", columnGap: vars.space.md } },
});

export const fieldName = style({ display: "flex", flexWrap: "wrap", alignItems: "baseline", gap: 6, minWidth: 0 });

export const required = style({ fontSize: "0.75rem", fontWeight: 700, color: vars.color.danger });

export const fieldAbout = style({ color: vars.color.textMuted, minWidth: 0, overflowWrap: "anywhere" });

export const fieldType = style({ display: "block", color: vars.color.text, fontSize: "0.85rem" });

export const curl = style([
  codeListing,
  {
    margin: `${vars.space.md} 0 0`,
    selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
  },
]);

// The call's "Try it" page, at the right of its method and path.
export const tryLink = style([
  flex.inlineRow,
  {
    minHeight: 36,
    marginLeft: "auto",
    padding: "4px 14px",
    borderRadius: vars.radius.full,
    border: `1px solid ${vars.color.brand}`,
    color: vars.color.brand,
    fontSize: "0.88rem",
    fontWeight: 600,
    textDecoration: "none",
    whiteSpace: "nowrap",
    selectors: { "&:hover": { background: vars.color.brandSoft } },
  },
]);

export const optional = style({ fontSize: "0.75rem", fontWeight: 600, color: vars.color.textMuted });

// The answers: one row each, those with a JSON body open (a native <details>, so without JavaScript too).
export const answers = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
});

export const answer = style({ selectors: { "& + &": { borderTop: `1px solid ${vars.color.border}` } } });

const answerRow = style({
  display: "flex",
  alignItems: "baseline",
  gap: vars.space.sm,
  // The chevron's room, so that every row's code lines up.
  padding: `10px ${vars.space.md} 10px calc(${vars.space.md} + 17px)`,
  fontSize: "0.92rem",
});

export const answerLine = style([answerRow, { color: vars.color.textMuted }]);

export const reply = style({});

export const replySummary = style([
  answerRow,
  plainSummary,
  {
    position: "relative",
    minHeight: 44,
    selectors: {
      // A chevron that turns when the answer opens.
      "&::before": {
        content: '""',
        position: "absolute",
        left: vars.space.md,
        top: 17,
        width: 7,
        height: 7,
        ...chevronStrokes,
        transform: "rotate(-45deg)",
        transitionDuration: "120ms",
      },
      [`${reply}[open] > &::before`]: { transform: "rotate(45deg)" },
      "&:hover": { color: vars.color.brand },
    },
  },
]);

export const replyCode = style({ flex: "none", minWidth: 28, fontWeight: 700, color: vars.color.text });

export const replyWhat = style({ minWidth: 0, overflowWrap: "anywhere" });

export const replyCount = style({ color: vars.color.textMuted });

export const replyBody = style({
  display: "grid",
  gap: vars.space.md,
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.md}`,
  "@media": { [media.lg]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)", alignItems: "start" } },
});

/** An object's fields and example, drawn under Objects: the card's own padding is enough. */
export const objectBody = style([replyBody, { padding: 0, marginTop: vars.space.sm }]);

export const replyShapes = style({ minWidth: 0, display: "flex", flexDirection: "column", gap: vars.space.md });

/** The example answer: beside the fields on a wide screen, in view while they scroll by. */
export const replyExample = style([
  curl,
  {
    margin: 0,
    maxHeight: "32rem",
    overflow: "auto",
    "@media": {
      [media.lg]: {
        position: "sticky",
        top: `calc(${vars.size.header} + ${vars.space.md})`,
        maxHeight: `max(16rem, calc(100vh - ${vars.size.header} - ${vars.space.xl}))`,
      },
    },
  },
]);

export const replyLead = style({ margin: `0 0 ${vars.space.xs}`, fontSize: "0.92rem", fontWeight: 600 });
