import { style } from "@vanilla-extract/css";

export const publicShell = style({ display: "flex", flexDirection: "column", minHeight: "100vh" });

export const publicMain = style({ flex: 1 });
