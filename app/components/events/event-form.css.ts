import { input } from "~/components/ui/field.css";
import { content as dialogContent } from "~/components/ui/dialog.css";
import { segmentTrack } from "~/components/ui/segmented.css";
import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import { control as controlOutline } from "~/styles/control.css";
import * as flex from "~/styles/layout.css";
import { mutedCaps } from "~/styles/text.css";
import { stackedGrid } from "~/styles/stacked-grid";
import { outlined } from "~/styles/surface.css";

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, minWidth: 0 });

export const tabList = style([segmentTrack]);

export const tab = style({
  flex: 1,
  minHeight: 40,
  padding: "0 12px",
  border: 0,
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.textMuted,
  font: "inherit",
  fontWeight: 600,
  cursor: "pointer",
  selectors: {
    "&[aria-selected='true']": { background: vars.color.surface, color: vars.color.text, boxShadow: vars.shadow.sm },
    "&:hover:not([aria-selected='true'])": { color: vars.color.text },
  },
});

export const tabErrorDot = style({
  display: "inline-block",
  width: 8,
  height: 8,
  marginLeft: 6,
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  verticalAlign: "middle",
});

export const panel = style([
  flex.column,
  {
    gap: vars.space.md,
    minWidth: 0,
    selectors: { "&[hidden]": { display: "none" } },
  },
]);

export const panelHeading = style({
  fontSize: "1.05rem",
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const grid = style([stackedGrid(media.md, "repeat(2, minmax(0, 1fr))"), { gap: vars.space.md }]);

export const wide = style({ "@media": { [media.md]: { gridColumn: "1 / -1" } } });

/** Selects and textareas of the event form look exactly like the shared text inputs. */
export const control = input;

export const textarea = style([control, { minHeight: 88, resize: "vertical", lineHeight: 1.45 }]);

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.8rem" });

export const durationRow = style({ display: "flex", gap: vars.space.sm, alignItems: "stretch" });

export const settingsGroup = style([
  flex.column,
  outlined,
  {
    borderRadius: vars.radius.md,
    margin: 0,
    padding: 0,
    minWidth: 0,
  },
]);

export const groupTitle = style([
  mutedCaps,
  {
    padding: `${vars.space.sm} ${vars.space.md}`,
    fontSize: "0.8rem",
    fontWeight: 700,
    background: vars.color.surfaceMuted,
    borderBottom: `1px solid ${vars.color.border}`,
    borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
    width: "100%",
    float: "left",
  },
]);

export const switchRow = style([
  flex.row,
  {
    justifyContent: "space-between",
    gap: vars.space.md,
    padding: `12px ${vars.space.md}`,
    cursor: "pointer",
    selectors: { "& + &": { borderTop: `1px solid ${vars.color.border}` } },
  },
]);

export const switchText = style({ display: "flex", flexDirection: "column", gap: 2, minWidth: 0 });

export const switchLabel = style({ fontWeight: 600, fontSize: "0.95rem" });

export const toggle = style({
  appearance: "none",
  flexShrink: 0,
  position: "relative",
  width: 44,
  height: 24,
  margin: 0,
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  cursor: "pointer",
  transition: "background 120ms",
  selectors: {
    "&::before": {
      content: "''",
      position: "absolute",
      top: 3,
      left: 3,
      width: 18,
      height: 18,
      borderRadius: vars.radius.full,
      background: vars.color.surface,
      boxShadow: vars.shadow.sm,
      transition: "transform 120ms",
    },
    "&:checked": { background: vars.color.brand },
    "&:checked::before": { transform: "translateX(20px)" },
  },
});

export const subSetting = style([
  flex.column,
  {
    gap: vars.space.sm,
    padding: `0 ${vars.space.md} 12px`,
    selectors: { "&[hidden]": { display: "none" } },
  },
]);

export const radioRow = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const radio = style([
  flex.inlineRow,
  controlOutline,
  {
    gap: 8,
    minHeight: 40,
    padding: "0 14px",
    fontSize: "0.9rem",
    cursor: "pointer",
  },
]);

export const passcodeField = style({ padding: `12px ${vars.space.md}`, borderTop: `1px solid ${vars.color.border}` });

export const footer = style([
  flex.wrappingRow,
  {
    gap: vars.space.sm,
    paddingTop: vars.space.md,
    borderTop: `1px solid ${vars.color.border}`,
  },
]);

/** In the Create Event dialog the form's buttons stay in view while the dialog scrolls. */
globalStyle(`${dialogContent.wide} ${footer}`, {
  position: "sticky",
  bottom: `calc(-1 * ${vars.space.lg})`,
  zIndex: 1,
  margin: `0 calc(-1 * ${vars.space.lg}) calc(-1 * ${vars.space.lg})`,
  padding: `${vars.space.md} ${vars.space.lg} ${vars.space.lg}`,
  background: vars.color.surface,
});

export const footerSpacer = style({ flex: 1 });

export const submit = style({ "@media": { "screen and (max-width: 479px)": { width: "100%" } } });
