import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { darkPanel } from "~/components/watch/room-look.css";

export const card = style({
  ...darkPanel,
  padding: vars.space.md,
  display: "grid",
  gap: vars.space.md,
});
export const title = style({ margin: 0, fontSize: "1rem" });
export const muted = style({ margin: 0, color: "#94a3b8", fontSize: "0.85rem" });

export const poll = style({ display: "grid", gap: 6 });
export const question = style({ margin: 0, fontWeight: 600 });
export const options = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: 6 });
export const option = style({
  position: "relative",
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: "8px 10px",
  borderRadius: vars.radius.sm,
  background: "#1e293b",
  overflow: "hidden",
});
export const bar = style({ position: "absolute", inset: "0 auto 0 0", background: "rgba(99, 102, 241, 0.35)" });
export const optionText = style({ position: "relative" });
export const share = style({ position: "relative", fontVariantNumeric: "tabular-nums", fontWeight: 600 });

export const questions = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });
export const asked = style({ padding: "8px 10px", borderRadius: vars.radius.sm, background: "#1e293b", display: "grid", gap: 2 });
export const askedText = style({ margin: 0 });
