import { style } from "@vanilla-extract/css";
import { tile } from "~/components/ui/tile.css";
import { media, vars } from "~/styles/theme.css";

export const card = style({ ...tile, gap: 12, padding: vars.space.md, "@media": { [media.md]: { padding: vars.space.lg } } });
export const title = style({ margin: 0, fontSize: "1.15rem", fontWeight: 700 });
export const ended = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.9rem" });

/** Side by side where they fit, each button over the line that says what it does. */
export const controls = style({ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(200px, 1fr))", gap: vars.space.md });
export const control = style({ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: 6, minWidth: 0 });
export const button = style({ minWidth: 148 });
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.85rem" });
export const confirmActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });
