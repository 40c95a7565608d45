import { style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import { successNotice } from "~/components/ui/notice.css";

export const page = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  maxWidth: 1200,
  margin: "0 auto",
  paddingBottom: vars.space.xl,
  minWidth: 0,
});

export const header = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", justifyContent: "space-between", gap: vars.space.md });

export const title = style({ margin: 0, fontSize: "1.75rem" });

export const subtitle = style({ margin: "4px 0 0", color: vars.color.textMuted });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const panel = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const panelTitle = style({ margin: 0, fontSize: "1.15rem" });

export const panelText = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.95rem" });

export const inviteRow = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "minmax(0, 1fr)",
  alignItems: "start",
  "@media": { [media.md]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 3fr) auto" } },
});

export const submitCell = style({ "@media": { [media.md]: { paddingTop: 26 } } });

export const success = style([successNotice, { border: "1px solid #a7f3d0", fontSize: "0.9rem" }]);

export const cards = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  margin: 0,
  "@media": { [media.lg]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" } },
});

export const card = style({
  display: "flex",
  flexDirection: "column-reverse",
  justifyContent: "flex-end",
  gap: 4,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const cardLabel = style({ color: vars.color.textMuted, fontSize: "0.85rem", fontWeight: 600 });

export const cardValue = style({ margin: 0, fontSize: "1.6rem", fontWeight: 700 });

export const filters = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "minmax(0, 1fr)",
  alignItems: "end",
  "@media": { [media.md]: { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 1.5fr) minmax(0, 1fr) auto" } },
});

export const tableWrap = style({ overflowX: "auto", margin: `0 calc(-1 * ${vars.space.lg})`, padding: `0 ${vars.space.lg}` });

export const table = style({ width: "100%", minWidth: 720, borderCollapse: "collapse", fontSize: "0.92rem" });

export const th = style({
  textAlign: "left",
  padding: "10px 12px",
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: "0.8rem",
  fontWeight: 700,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
  whiteSpace: "nowrap",
});

export const td = style({ padding: "12px", borderBottom: `1px solid ${vars.color.border}`, verticalAlign: "middle" });

export const attendee = style({ display: "flex", alignItems: "center", gap: vars.space.sm, minWidth: 0 });

export const avatar = style({
  display: "grid",
  placeItems: "center",
  flex: "none",
  width: 36,
  height: 36,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandHover,
  fontWeight: 700,
  fontSize: "0.85rem",
});

export const name = style({ margin: 0, fontWeight: 600 });

export const email = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.85rem", whiteSpace: "nowrap" });

export const nowrap = style({ whiteSpace: "nowrap" });

export const muted = style({ color: vars.color.textMuted });

const badgeBase = style({
  display: "inline-block",
  padding: "2px 10px",
  borderRadius: vars.radius.full,
  fontSize: "0.78rem",
  fontWeight: 700,
  whiteSpace: "nowrap",
});

export const badge = styleVariants({
  vip: [badgeBase, { background: "#fef3c7", color: "#92400e" }],
  premium: [badgeBase, { background: "#f3e8ff", color: "#6b21a8" }],
  new: [badgeBase, { background: vars.color.brandSoft, color: vars.color.brandHover }],
  returning: [badgeBase, { background: vars.color.successSoft, color: vars.color.success }],
});

export const empty = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const emptyTitle = style({ margin: 0, fontSize: "1.05rem" });

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.9rem" });

export const feedback = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  marginTop: vars.space.sm,
  selectors: { "&:empty": { display: "none" } },
});

export const zoneNote = style({ margin: `0 0 ${vars.space.sm}`, fontSize: "0.85rem", color: vars.color.textMuted });
