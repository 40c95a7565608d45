import { style, styleVariants } from "@vanilla-extract/css";
import * as flex from "~/styles/layout.css";

const base = style([
  flex.inlineRow,
  {
    justifyContent: "center",
    flex: "0 0 auto",
    width: 40,
    height: 40,
    borderRadius: 10,
  },
]);

/** One tint per family (red PDF, teal image, indigo link), for the host's light screens. */
export const light = styleVariants({
  pdf: [base, { background: "#fef2f2", color: "#b91c1c" }],
  image: [base, { background: "#ecfeff", color: "#0e7490" }],
  link: [base, { background: "#eef2ff", color: "#4338ca" }],
});

/** The same families on the watch page's dark panels. */
export const dark = styleVariants({
  pdf: [base, { background: "rgba(248, 113, 113, 0.14)", color: "#fca5a5" }],
  image: [base, { background: "rgba(34, 211, 238, 0.12)", color: "#67e8f9" }],
  link: [base, { background: "rgba(129, 140, 248, 0.16)", color: "#a5b4fc" }],
});
