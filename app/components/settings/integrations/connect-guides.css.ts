import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import * as text from "~/styles/text.css";
import * as flex from "~/styles/layout.css";

export const steps = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, margin: 0, paddingLeft: "1.3rem", fontSize: "0.92rem" });

export const links = style([
  flex.column,
  {
    gap: vars.space.sm,
    margin: 0,
    padding: 0,
    listStyle: "none",
    fontWeight: 600,
  },
]);

export const subTitle = style({ margin: 0, fontSize: "1rem" });

export const code = style([text.codeListing, { margin: 0, fontSize: "0.8rem", lineHeight: 1.55, tabSize: 2 }]);

export const inlineCode = style([text.inlineCode, { fontSize: "0.82rem" }]);

export const codeHead = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space.sm });
