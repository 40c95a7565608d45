import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import { outlined } from "~/styles/surface.css";

export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });

export const heading = style({ fontSize: "1.15rem", fontWeight: 700, margin: 0 });

export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.95rem" });

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });

export const item = style([
  outlined,
  {
    display: "grid",
    gap: vars.space.sm,
    alignItems: "center",
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    "@media": { [media.md]: { gridTemplateColumns: "1fr auto" } },
  },
]);

export const title = style({ margin: 0, fontWeight: 600, fontSize: "1rem", overflowWrap: "anywhere" });

export const meta = style({ margin: "2px 0 0", color: vars.color.textMuted, fontSize: "0.9rem" });

export const role = style({
  display: "inline-block",
  marginLeft: vars.space.sm,
  padding: "1px 8px",
  borderRadius: 999,
  background: vars.color.brandSoft,
  color: vars.color.brandHover,
  fontSize: "0.78rem",
  fontWeight: 600,
  verticalAlign: "middle",
});

export const action = style({ justifySelf: "start", "@media": { [media.md]: { justifySelf: "end" } } });
