import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import { inset } from "~/styles/surface.css";
import * as settingsCard from "../security/settings-card.css";
import * as flex from "~/styles/layout.css";
import { chip } from "~/components/ui/badge.css";

// A card of the settings pages, brought clear of the host bar when a new secret scrolls it into view.
export const card = style([
  settingsCard.card,
  { scrollMarginTop: `calc(${vars.size.hostBar} + ${vars.space.md})`, "@media": { [media.md]: { scrollMarginTop: vars.space.md } } },
]);

export const head = style({ display: "flex", flexDirection: "column", gap: 6, minWidth: 0 });

export const urlLine = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm, minWidth: 0 });

export const url = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: "0.95rem",
  fontWeight: 600,
  overflowWrap: "anywhere",
  minWidth: 0,
});

export const eventChip = style([chip, { fontFamily: vars.font.mono, fontSize: "0.78rem" }]);

export const state = style({ margin: 0, fontSize: "0.9rem", color: vars.color.textMuted });
export const warning = style({
  margin: 0,
  padding: "10px 14px",
  borderRadius: vars.radius.sm,
  background: "#fffbeb",
  border: "1px solid #fcd34d",
  color: "#78350f",
  fontSize: "0.9rem",
});

export const toolbar = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-start", gap: vars.space.sm });

/** A <details> whose summary looks like the buttons beside it; open, it takes the whole row and its box opens below. */
export const disclosure = style({
  display: "block",
  minWidth: 0,
  selectors: { "&[open]": { flexBasis: "100%", width: "100%" } },
});

export const panel = style([
  flex.column,
  inset,
  {
    boxSizing: "border-box",
    width: "100%",
    marginTop: vars.space.sm,
    gap: vars.space.md,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
  },
]);

export const dangerText = style({ color: vars.color.danger });
