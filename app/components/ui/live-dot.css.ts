import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

const pulse = keyframes({ "0%, 100%": { opacity: 1 }, "50%": { opacity: 0.35 } });
const dotBase = style({ width: 8, height: 8, borderRadius: vars.radius.full });

/** The dot before a live state: pulsing red while live (still for reduced motion), grey otherwise. */
export const liveDot = styleVariants({
  live: [
    dotBase,
    {
      background: vars.color.danger,
      animation: `${pulse} 1.6s ease-in-out infinite`,
      "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
    },
  ],
  offline: [dotBase, { background: vars.color.borderStrong }],
});
