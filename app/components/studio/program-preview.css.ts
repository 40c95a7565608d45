import { style } from "@vanilla-extract/css";
import * as picture from "~/components/player/picture.css";
import { tile } from "~/components/ui/tile.css";
import { media, vars } from "~/styles/theme.css";

export const card = style({ ...tile, gap: 12, padding: vars.space.md, "@media": { [media.md]: { padding: vars.space.lg } } });
export const head = style({ display: "flex", flexWrap: "wrap", alignItems: "baseline", justifyContent: "space-between", gap: "2px 12px" });
export const title = style({ margin: 0, fontSize: "1.15rem", fontWeight: 700 });
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.85rem" });

export const slate = style([
  picture.frame,
  {
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space.sm,
    padding: vars.space.lg,
    textAlign: "center",
    boxShadow: "none",
    color: vars.color.textInverse,
  },
]);
export const slateTitle = style({ margin: 0, fontSize: "1.05rem", fontWeight: 700, letterSpacing: "0.02em" });
export const slateText = style({ margin: 0, maxWidth: "40ch", fontSize: "0.88rem", opacity: 0.8 });

export const delay = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.88rem" });
