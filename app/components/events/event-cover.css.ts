import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const frame = style({
  position: "relative",
  display: "grid",
  placeItems: "center",
  width: "100%",
  height: "100%",
  overflow: "hidden",
  background: `linear-gradient(135deg, ${vars.color.brandSoft}, #e0e7ff 55%, #fce7f3)`,
});

export const image = style({ width: "100%", height: "100%", objectFit: "cover" });

export const initials = styleVariants({
  hero: { fontSize: "2.4rem" },
  card: { fontSize: "2rem" },
  thumb: { fontSize: "1.1rem" },
});

export const initialsBase = style({ fontWeight: 800, letterSpacing: "0.02em", color: vars.color.brandHover, lineHeight: 1 });
