import { globalStyle, style } from "@vanilla-extract/css";
import { button } from "~/components/ui/button.css";
import { vars } from "~/styles/theme.css";

export const textarea = style({ minHeight: 104, resize: "vertical" });

export const picker = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });

// The button-like label opens the picker; the input stays in the page (focusable, sent without
// JavaScript) showing only the browser's own "No file chosen" or the chosen file's name.
export const chooseButton = style([button.secondary, { minHeight: 44 }]);

export const fileInput = style({
  flex: "1 1 8rem",
  minWidth: 0,
  fontSize: "0.9rem",
  color: vars.color.textMuted,
  cursor: "pointer",
  selectors: {
    "&::file-selector-button": { display: "none" },
    "&:focus": { outline: "none" },
  },
});

globalStyle(`${picker}:has(${fileInput}:focus-visible) ${chooseButton}`, { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 });

globalStyle(`${picker}:has(${fileInput}[aria-invalid='true']) ${chooseButton}`, { borderColor: vars.color.danger });
