import { globalStyle } from "@vanilla-extract/css";
import { media, vars } from "./theme.css";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
globalStyle("html", { WebkitTextSizeAdjust: "100%" });
// Beside the sidebar no bar covers a host page's top: anchors and sticky parts need no room for one.
globalStyle(":root", { "@media": { [media.md]: { vars: { [vars.size.hostBar]: "0px" } } } });
globalStyle("body", {
  margin: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.surfaceMuted,
  lineHeight: 1.5,
  WebkitFontSmoothing: "antialiased",
});
globalStyle("a", { color: vars.color.brand });
globalStyle("h1, h2, h3, h4", { lineHeight: 1.2, margin: 0 });
globalStyle("img, svg, video", { maxWidth: "100%" });
globalStyle(":focus-visible", { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" });
globalStyle(".visually-hidden", {
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  border: 0,
});
