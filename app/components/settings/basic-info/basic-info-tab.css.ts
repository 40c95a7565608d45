import { style } from "@vanilla-extract/css";

export const textarea = style({ minHeight: 104, resize: "vertical" });
