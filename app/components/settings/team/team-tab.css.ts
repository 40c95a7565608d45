import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const roles = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, border: 0, padding: 0, margin: 0, minWidth: 0 });

export const choice = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  minHeight: 44,
  padding: "10px 12px",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  selectors: { "&:has(input:checked)": { borderColor: vars.color.brand, background: vars.color.brandSoft } },
});

export const radio = style({ marginTop: 3, width: 18, height: 18, flex: "none", accentColor: vars.color.brand });

/** Long addresses break anywhere rather than run out of the card on a phone. */
export const address = style({ overflowWrap: "anywhere", minWidth: 0 });
