import { style } from "@vanilla-extract/css";
import * as fieldStyles from "~/components/ui/field.css";
import { vars } from "~/styles/theme.css";

export const roles = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, border: 0, padding: 0, margin: 0, minWidth: 0 });

export const choice = style([fieldStyles.optionCard]);

export const radio = style([fieldStyles.optionMark]);

/** Long addresses break anywhere rather than run out of the card on a phone. */
export const address = style({ overflowWrap: "anywhere", minWidth: 0 });
