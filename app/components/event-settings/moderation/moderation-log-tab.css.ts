import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column" });

export const item = style({
  display: "grid",
  gridTemplateColumns: "1fr",
  gap: 2,
  padding: "12px 0",
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { "&:first-child": { borderTop: "none", paddingTop: 0 } },
  "@media": { [media.md]: { gridTemplateColumns: "minmax(0, 1fr) auto", columnGap: 16, alignItems: "baseline" } },
});

export const what = style({ margin: 0, fontSize: "0.95rem", lineHeight: 1.45, overflowWrap: "anywhere" });

export const actor = style({ fontWeight: 700 });

export const target = style({ fontWeight: 700 });

export const quote = style({ display: "block", color: vars.color.textMuted, fontSize: "0.86rem", marginTop: 2 });

export const when = style({ color: vars.color.textMuted, fontSize: "0.82rem", whiteSpace: "nowrap" });

export const empty = style({ margin: 0, color: vars.color.textMuted });
