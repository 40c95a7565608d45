import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

const pulse = keyframes({ "0%, 100%": { opacity: 1 }, "50%": { opacity: 0.35 } });

/**
 * A round dot in its text's colour that pulses while something is live (still for reduced motion),
 * at one of two paces; each dot sets its own size.
 */
export const pulsingDot = styleVariants({ brisk: "1.4s", calm: "1.6s" }, (pace) => ({
  borderRadius: vars.radius.full,
  background: "currentColor",
  animation: `${pulse} ${pace} ease-in-out infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
}));

const dotBase = style({ width: 8, height: 8, borderRadius: vars.radius.full });

/** The dot before a live state: pulsing red while live, grey otherwise. */
export const liveDot = styleVariants({
  live: [dotBase, pulsingDot.calm, { background: vars.color.danger }],
  offline: [dotBase, { background: vars.color.borderStrong }],
});
