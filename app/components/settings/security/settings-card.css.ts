import { style } from "@vanilla-extract/css";
import * as cardStyles from "~/components/ui/card.css";
import { row as rowLook, rowList } from "~/components/ui/row-list.css";
import { media, vars } from "~/styles/theme.css";
import { codeBox } from "~/styles/text.css";
import * as flex from "~/styles/layout.css";
import { dashedMuted } from "~/styles/surface.css";

export const stack = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, minWidth: 0 });

export const card = style([cardStyles.card.tile]);
export const cardTitle = style([cardStyles.title.panel]);
export const cardText = style([cardStyles.text]);

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const inlineForm = style([
  flex.column,
  {
    gap: vars.space.sm,
    "@media": { [media.md]: { flexDirection: "row", alignItems: "flex-end" } },
  },
]);

export const grow = style({ flex: 1, minWidth: 0 });

export const list = style([rowList]);

export const row = style({
  ...rowLook,
  selectors: {
    "&:first-child": { borderTop: "none", paddingTop: 0 },
    "&:last-child": { paddingBottom: 0 },
  },
});

export const rowMain = style({ display: "flex", flexDirection: "column", gap: 2, minWidth: 0 });
export const rowTitle = style({ fontWeight: 600, display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });
export const meta = style({ color: vars.color.textMuted, fontSize: "0.85rem" });

export const dangerButton = style({ color: vars.color.danger });

export const secretBox = style([flex.column, dashedMuted, { gap: vars.space.sm, padding: vars.space.md, borderRadius: vars.radius.sm }]);

export const secret = style([codeBox, { fontSize: "0.85rem", wordBreak: "break-all", userSelect: "all" }]);

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: "0.85rem",
});

// Every settings action sits at the bottom right of its card, as Save changes does on the form tabs.
export const actions = style({ display: "flex", flexWrap: "wrap", justifyContent: "flex-end", gap: vars.space.sm });
