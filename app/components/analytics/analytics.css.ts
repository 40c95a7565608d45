import { style } from "@vanilla-extract/css";
import { notice } from "~/components/ui/notice.css";
import * as frame from "~/styles/page.css";
import { vars } from "~/styles/theme.css";

export const page = style([frame.page]);
export const header = style([frame.header]);
export const title = style([frame.title]);
export const subtitle = style([frame.subtitle]);

export const help = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.88rem", lineHeight: 1.5 });

export const error = style([notice.error]);

export const rules = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, fontSize: "0.88rem" });

export const rulesSummary = style({ cursor: "pointer", color: vars.color.brandHover, fontWeight: 600, marginBottom: vars.space.xs });
