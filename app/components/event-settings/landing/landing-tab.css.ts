import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import * as frame from "../tab-panel.css";
import * as flex from "~/styles/layout.css";

// The landing tab keeps the shared frame, with a little more room inside its cards.
export const { tab, alert } = frame;

export const card = style([frame.card, { gap: 18 }]);

export const cardHead = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-start", justifyContent: "space-between", gap: 12 });

export const cardTitle = style({ margin: 0, fontSize: "1.2rem", fontWeight: 800 });

export const cardIntro = style({ margin: "4px 0 0", color: vars.color.textMuted, fontSize: "0.92rem" });

export const publicLink = style([
  flex.inlineRow,
  {
    minHeight: 36,
    padding: "0 12px",
    borderRadius: vars.radius.sm,
    border: `1px solid ${vars.color.borderStrong}`,
    color: vars.color.text,
    fontWeight: 600,
    fontSize: "0.88rem",
    textDecoration: "none",
    selectors: { "&:hover": { background: vars.color.surfaceMuted } },
  },
]);

export const columns = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 340px), 1fr))",
  alignItems: "start",
});

export const sectionTitle = style({ margin: 0, fontSize: "1rem", fontWeight: 800 });

export const sectionNote = style({ margin: "4px 0 0", fontSize: "0.88rem", color: vars.color.textMuted });

export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "flex-end", gap: 12 });

export const unsaved = style({ fontSize: "0.85rem", color: vars.color.textMuted, fontStyle: "italic" });

export const previewCard = style([
  card,
  { background: vars.color.surfaceMuted, position: "sticky", top: `calc(${vars.size.hostBar} + ${vars.space.md})` },
]);

export const previewHead = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: 8 });

const badgeBase = style({ padding: "3px 10px", borderRadius: vars.radius.full, fontSize: "0.78rem", fontWeight: 700 });

export const badge = styleVariants({
  visible: [badgeBase, { background: vars.color.successSoft, color: vars.color.success }],
  hidden: [badgeBase, { background: vars.color.surface, color: vars.color.textMuted, border: `1px solid ${vars.color.border}` }],
});

export const previewFrame = style({ minWidth: 0 });

export const previewFrameHidden = style({ minWidth: 0, opacity: 0.6, filter: "grayscale(0.4)" });
