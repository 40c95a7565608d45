import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const event = style({ display: "block", marginTop: 2, color: vars.color.textMuted, fontSize: "0.82rem", fontWeight: 400 });

const pill = style({ display: "inline-block", padding: "2px 10px", borderRadius: vars.radius.full, fontSize: "0.78rem", fontWeight: 600 });
export const shown = style([pill, { background: vars.color.successSoft, color: vars.color.success }]);
export const hidden = style([pill, { background: vars.color.surfaceMuted, color: vars.color.textMuted, border: `1px solid ${vars.color.border}` }]);
