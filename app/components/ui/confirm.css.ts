import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { plainSummary } from "~/styles/disclosure.css";
import * as flex from "~/styles/layout.css";

/** The box that asks before a destructive form (works without JavaScript: it sits in a <details>). */
export const confirmBox = style([
  flex.wrappingRow,
  {
    justifyContent: "space-between",
    gap: vars.space.sm,
    marginTop: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: "1px solid #fecaca",
    background: vars.color.dangerSoft,
  },
]);
export const confirmText = style({ margin: 0, fontSize: "0.9rem", flex: "1 1 220px" });
/** The button that opens the box: the kit's button, as wide as its words. */
export const summary = style([plainSummary, { width: "fit-content" }]);
