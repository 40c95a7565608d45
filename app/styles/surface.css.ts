import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

// The page's surfaces; each style that composes one sets its own padding and corners.

/** A white surface inside a hairline (a section, a box of facts, a link drawn as a chip). */
export const outlined = style({ background: vars.color.surface, border: `1px solid ${vars.color.border}` });

/** The same surface lifted a little off the page by a soft shadow (a card, a listed item). */
export const raised = style([outlined, { boxShadow: vars.shadow.sm }]);

/** Room for something still to come (an empty list, a box to drop into): a dashed outline. */
export const dashed = style({ border: `1px dashed ${vars.color.borderStrong}` });

/** The same on the muted surface (a secret to copy, a step still to take). */
export const dashedMuted = style([dashed, { background: vars.color.surfaceMuted }]);

/** A muted box inside a hairline, set into the surface around it (a figure, a listed poll, a segmented track). */
export const inset = style({ background: vars.color.surfaceMuted, border: `1px solid ${vars.color.border}` });
