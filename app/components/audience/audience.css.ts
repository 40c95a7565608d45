import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import * as card from "~/components/ui/card.css";
import * as frame from "~/styles/page.css";
import * as flex from "~/styles/layout.css";
import { stackedGrid } from "~/styles/stacked-grid";

export const page = style([frame.page]);
export const header = style([frame.header]);
export const title = style([frame.title]);
export const subtitle = style([frame.subtitle]);
export const panel = style([card.card.panel]);
export const panelTitle = style([card.title.panel]);
export const panelText = style([card.text]);

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const inviteRow = style([stackedGrid(media.md, "minmax(0, 3fr) minmax(0, 3fr) auto"), { gap: vars.space.md, alignItems: "start" }]);

export const submitCell = style({ "@media": { [media.md]: { paddingTop: 26 } } });

export const filters = style([
  stackedGrid(media.md, "minmax(0, 2fr) minmax(0, 1.5fr) minmax(0, 1fr) auto"),
  { gap: vars.space.sm, alignItems: "end" },
]);

export const attendee = style({ display: "flex", alignItems: "center", gap: vars.space.sm, minWidth: 0 });

export const avatar = style([
  flex.centred,
  {
    flex: "none",
    width: 36,
    height: 36,
    borderRadius: vars.radius.full,
    background: vars.color.brandSoft,
    color: vars.color.brandHover,
    fontWeight: 700,
    fontSize: "0.85rem",
  },
]);

export const name = style({ margin: 0, fontWeight: 600 });

export const email = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.85rem", whiteSpace: "nowrap" });

export const nowrap = style({ whiteSpace: "nowrap" });

export const muted = style({ color: vars.color.textMuted });

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.9rem" });

export const feedback = style([
  flex.column,
  {
    gap: vars.space.sm,
    marginTop: vars.space.sm,
    selectors: { "&:empty": { display: "none" } },
  },
]);

export const zoneNote = style({ margin: `0 0 ${vars.space.sm}`, fontSize: "0.85rem", color: vars.color.textMuted });
