import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { outlined, raised } from "~/styles/surface.css";
import * as flex from "~/styles/layout.css";
import { iconOnDark } from "~/components/ui/button.css";

const rise = keyframes({ from: { transform: "translateY(12px) scale(0.98)", opacity: 0 }, to: { transform: "none", opacity: 1 } });
const bounce = keyframes({ "0%, 60%, 100%": { transform: "translateY(0)", opacity: 0.45 }, "30%": { transform: "translateY(-4px)", opacity: 1 } });

export const panel = style([
  flex.column,
  outlined,
  {
    width: 380,
    maxWidth: "calc(100vw - 48px)",
    overflow: "hidden",
    borderRadius: 18,
    boxShadow: "0 24px 64px -16px rgba(15, 23, 42, 0.35), 0 4px 12px rgba(15, 23, 42, 0.08)",
    transformOrigin: "bottom right",
    animation: `${rise} 180ms ease-out`,
    selectors: {
      "&[hidden]": { display: "none" },
      "&[data-state='open']": { height: "min(600px, calc(100vh - 48px))" },
      "&[data-state='minimised']": { width: 320 },
    },
    "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
  },
]);

export const titleBar = style([
  flex.row,
  {
    gap: 12,
    padding: "14px 12px 14px 16px",
    background: "linear-gradient(135deg, #4f46e5 0%, #6d28d9 100%)",
    color: vars.color.textInverse,
  },
]);

export const avatar = style([
  flex.centred,
  {
    position: "relative",
    flexShrink: 0,
    width: 40,
    height: 40,
    borderRadius: vars.radius.full,
    background: "rgba(255, 255, 255, 0.18)",
    border: "1px solid rgba(255, 255, 255, 0.3)",
  },
]);

export const online = style({
  position: "absolute",
  right: -1,
  bottom: -1,
  width: 12,
  height: 12,
  borderRadius: vars.radius.full,
  background: "#34d399",
  border: "2px solid #5b21b6",
});

export const titleText = style({ flex: 1, minWidth: 0 });

export const title = style({ margin: 0, fontSize: "1rem", fontWeight: 700 });

export const subtitle = style({
  margin: 0,
  fontSize: "0.8rem",
  color: "rgba(255, 255, 255, 0.88)",
  whiteSpace: "nowrap",
  overflow: "hidden",
  textOverflow: "ellipsis",
});

export const iconButton = style([flex.centred, iconOnDark, { width: 36, height: 36, borderRadius: vars.radius.sm, color: "inherit" }]);

export const body = style([
  flex.column,
  {
    flex: 1,
    minHeight: 0,
    selectors: { "&[hidden]": { display: "none" } },
  },
]);

export const log = style([
  flex.column,
  {
    flex: 1,
    minHeight: 0,
    overflowY: "auto",
    gap: 14,
    padding: "18px 16px",
    background: "linear-gradient(180deg, #f8fafc 0%, #ffffff 100%)",
    overscrollBehavior: "contain",
  },
]);

const row = style({ display: "flex", alignItems: "flex-end", gap: 8, maxWidth: "88%" });

export const supportRow = style([row, { alignSelf: "flex-start" }]);

export const userRow = style([row, { alignSelf: "flex-end", flexDirection: "row-reverse" }]);

export const messageAvatar = style([
  flex.centred,
  {
    flexShrink: 0,
    width: 28,
    height: 28,
    marginBottom: 18,
    borderRadius: vars.radius.full,
    background: vars.color.brandSoft,
    color: vars.color.brand,
    transform: "scale(0.85)",
  },
]);

export const bubbleGroup = style({ display: "grid", gap: 4, minWidth: 0 });

const bubble = style({
  margin: 0,
  padding: "10px 14px",
  fontSize: "0.92rem",
  lineHeight: 1.45,
  overflowWrap: "anywhere",
  whiteSpace: "pre-wrap",
});

export const supportBubble = style([
  bubble,
  raised,
  {
    color: vars.color.text,
    borderRadius: "16px 16px 16px 4px",
  },
]);

export const userBubble = style([bubble, { background: vars.color.brand, color: vars.color.textInverse, borderRadius: "16px 16px 4px 16px" }]);

export const replyLink = style({ display: "block", marginTop: 8, fontWeight: 600, color: vars.color.brand, textDecoration: "none" });

export const time = style({ fontSize: "0.72rem", color: vars.color.textMuted, padding: "0 4px" });

export const quickActions = style({ display: "flex", flexWrap: "wrap", gap: 8, margin: "0 0 0 36px", padding: 0, listStyle: "none" });

export const quickAction = style({
  minHeight: 36,
  padding: "0 14px",
  border: `1px solid #c7d2fe`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.brandHover,
  font: "inherit",
  fontSize: "0.85rem",
  fontWeight: 600,
  cursor: "pointer",
  transition: "background 120ms, border-color 120ms",
  selectors: { "&:hover": { background: vars.color.brandSoft, borderColor: vars.color.brand } },
});

export const typing = style([
  outlined,
  {
    display: "inline-flex",
    gap: 4,
    padding: "12px 14px",
    marginBottom: 18,
    borderRadius: "16px 16px 16px 4px",
  },
]);

export const dot = style({
  width: 7,
  height: 7,
  borderRadius: vars.radius.full,
  background: vars.color.textMuted,
  animation: `${bounce} 1.1s infinite ease-in-out`,
  selectors: { "&:nth-child(3)": { animationDelay: "0.15s" }, "&:nth-child(4)": { animationDelay: "0.3s" } },
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});

export const composer = style({
  display: "flex",
  gap: 8,
  padding: 12,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: 44,
  padding: "0 14px",
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  font: "inherit",
  fontSize: "0.95rem",
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  selectors: {
    "&:focus": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 0, borderColor: vars.color.focus, background: vars.color.surface },
  },
});

export const send = style([
  flex.centred,
  {
    flexShrink: 0,
    width: 44,
    height: 44,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.full,
    background: vars.color.brand,
    color: vars.color.textInverse,
    cursor: "pointer",
    selectors: {
      "&:hover:not(:disabled)": { background: vars.color.brandHover },
      "&:disabled": { background: vars.color.borderStrong, cursor: "not-allowed" },
    },
  },
]);
