import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** A list of rows in a card, each parted from the one above by a hairline. */
export const rowList = style({ display: "flex", flexDirection: "column", margin: 0, padding: 0, listStyle: "none" });

/** A row of a rowList: what it is, then its actions at the far end (under it when it does not fit); the first row sets its own top. */
export const row = {
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: `${vars.space.md} 0`,
  borderTop: `1px solid ${vars.color.border}`,
} as const;
