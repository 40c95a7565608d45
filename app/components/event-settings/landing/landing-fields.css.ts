import { style } from "@vanilla-extract/css";
import * as ui from "~/components/ui/field.css";
import { vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";

// One column: beside the preview the form is narrow even on large screens.
export const fields = style([flex.oneColumn, { gap: 16 }]);

export const field = style([ui.field, { minWidth: 0 }]);

export const label = ui.label;

const control = style([ui.input, { selectors: { "&[aria-invalid='true']": { background: vars.color.dangerSoft } } }]);

export const input = control;

export const textarea = style([control, { lineHeight: 1.5, resize: "vertical" }]);

export const hint = style({ margin: 0, fontSize: "0.8rem", color: vars.color.textMuted });

export const error = style({ margin: 0, fontSize: "0.85rem", fontWeight: 600, color: vars.color.danger });
