import { style, styleVariants } from "@vanilla-extract/css";
import { hostPage } from "~/components/ui/host-page.css";
import { tile } from "~/components/ui/tile.css";
import { media, vars } from "~/styles/theme.css";
import { control } from "~/styles/control.css";
import * as flex from "~/styles/layout.css";
import { outlined } from "~/styles/surface.css";
import { plainSummary } from "~/styles/disclosure.css";
import { stackedGrid } from "~/styles/stacked-grid";

export const page = style([hostPage]);

export const header = style([
  flex.column,
  {
    gap: vars.space.md,
  },
]);
export const titleRow = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });
export const title = style({ fontSize: "1.6rem", fontWeight: 700, overflowWrap: "anywhere" });
export const meta = style({ margin: "6px 0 0", color: vars.color.textMuted, fontSize: "0.92rem" });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });
export const actionsHint = style({ flexBasis: "100%", margin: 0, color: vars.color.textMuted, fontSize: "0.85rem" });
export const actionForm = style({ display: "contents" });
export const action = style({ minHeight: 40, padding: "0 14px", fontSize: "0.88rem" });
/** A button that says what it leaves behind under its name ("Event stays on", "Closes it for good"). */
export const explained = style({ flexDirection: "column", gap: 0, lineHeight: 1.15, paddingBlock: 4 });
export const actionNote = style({ fontSize: "0.72rem", fontWeight: 500, opacity: 0.85 });
/** The host's other pages of the event: in the row from a tablet up, behind "More" on a phone. */
export const moreInline = style({ display: "none", "@media": { [media.md]: { display: "contents" } } });
export const more = style({ position: "relative", "@media": { [media.md]: { display: "none" } } });
export const moreSummary = plainSummary;
export const morePanel = style([
  outlined,
  {
    position: "absolute",
    zIndex: 10,
    right: 0,
    top: "calc(100% + 6px)",
    display: "grid",
    gap: 4,
    minWidth: 200,
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
  },
]);
export const endEvent = style({
  selectors: { "&[open]": { flexBasis: "100%", display: "flex", flexDirection: "column", alignItems: "flex-start", gap: vars.space.sm } },
});
export const endEventSummary = plainSummary;
export const share = style([flex.wrappingRow, outlined, { gap: vars.space.sm, padding: vars.space.md, borderRadius: vars.radius.md }]);
export const endEventPanel = style([share, { width: "100%" }]);
export const endEventText = style({ flex: "1 1 260px", margin: 0, fontSize: "0.9rem" });

export const shareLabel = style({ fontWeight: 600, fontSize: "0.9rem" });
/** A read-only field holding something to copy: the public link here, the server URL and key in the stream setup. */
export const copyField = style([
  control,
  { minWidth: 0, minHeight: 40, padding: "0 10px", background: vars.color.surfaceMuted, fontSize: "0.88rem" },
]);
export const shareInput = style([copyField, { flex: "1 1 240px" }]);

// On phones the three tabs share the width and a long label wraps, so every tab stays in view.
export const tabs = style({
  display: "grid",
  gridAutoFlow: "column",
  gridAutoColumns: "minmax(0, 1fr)",
  gap: 4,
  borderBottom: `1px solid ${vars.color.border}`,
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": { [media.md]: { display: "flex" } },
});
export const tab = style([
  flex.row,
  {
    justifyContent: "center",
    textAlign: "center",
    height: "100%",
    minHeight: 44,
    padding: "4px 8px",
    "@media": { [media.md]: { padding: "0 14px", whiteSpace: "nowrap" } },
    color: vars.color.textMuted,
    fontWeight: 600,
    fontSize: "0.92rem",
    textDecoration: "none",
    borderBottom: "2px solid transparent",
    marginBottom: -1,
    selectors: {
      "&:hover": { color: vars.color.text },
      '&[aria-current="page"]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
    },
  },
]);

export const panel = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, minWidth: 0 });

export const grid = style([stackedGrid(media.md, "repeat(2, minmax(0, 1fr))"), { gap: vars.space.md }]);
export const grid3 = style([grid, { "@media": { [media.lg]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } } }]);

export const card = style({ ...tile, gap: vars.space.sm });
export const wide = style({ "@media": { [media.md]: { gridColumn: "1 / -1" } } });
export const cardHeader = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space.sm });
export const cardTitle = style({ fontSize: "1.05rem", fontWeight: 700 });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.9rem" });

export const stat = style([card, { gap: 2 }]);
export const statLabel = style({ color: vars.color.textMuted, fontSize: "0.85rem", fontWeight: 500 });
export const statValue = style({ fontSize: "clamp(1.1rem, 5vw, 1.7rem)", fontWeight: 700, overflowWrap: "anywhere", minWidth: 0 });

export const definitions = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr) auto", gap: "8px 16px", margin: 0 });
export const term = style({ color: vars.color.textMuted, fontSize: "0.92rem" });
export const definition = style({ margin: 0, fontWeight: 600, fontSize: "0.92rem", textAlign: "right" });
export const onOff = styleVariants({
  on: { color: vars.color.success },
  off: { color: vars.color.textMuted },
});

export const tableWrap = style([flex.sidewaysScroll, { margin: `0 calc(-1 * ${vars.space.sm})` }]);
export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: "0.88rem" });
export const th = style({
  textAlign: "left",
  padding: "8px",
  color: vars.color.textMuted,
  fontWeight: 600,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: "nowrap",
});
export const td = style({ padding: "8px", borderBottom: `1px solid ${vars.color.border}`, verticalAlign: "top", overflowWrap: "anywhere" });
export const nowrap = style({ whiteSpace: "nowrap" });

export const countList = style({ display: "flex", flexDirection: "column", gap: 8, margin: 0, padding: 0, listStyle: "none" });
export const countRow = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr) auto", gap: "2px 12px", fontSize: "0.9rem" });
export const countLabel = style({ overflowWrap: "anywhere" });
export const countValue = style({ fontWeight: 700 });
export const countTrack = style({
  gridColumn: "1 / -1",
  height: 6,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  overflow: "hidden",
});
export const countFill = style({ display: "block", height: "100%", background: vars.color.brand, borderRadius: vars.radius.full });

export const chart = style({ margin: 0, display: "flex", flexDirection: "column", gap: vars.space.sm });
export const bars = style({
  display: "flex",
  alignItems: "flex-end",
  gap: 2,
  height: 160,
  padding: "0 0 4px",
  borderBottom: `1px solid ${vars.color.borderStrong}`,
});
export const barSlot = style({ flex: "1 1 0", minWidth: 0, maxWidth: 48, height: "100%", display: "flex", alignItems: "flex-end" });
export const bar = style({ width: "100%", minHeight: 2, background: vars.color.brand, borderRadius: "3px 3px 0 0" });
export const axis = style({ display: "flex", justifyContent: "space-between", color: vars.color.textMuted, fontSize: "0.8rem" });
export const details = style({ fontSize: "0.88rem" });
export const summary = style({ cursor: "pointer", color: vars.color.brand, fontWeight: 600 });

export const empty = style([card, { alignItems: "center", textAlign: "center", padding: vars.space.xxl }]);
export const note = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.text,
  fontSize: "0.92rem",
  margin: 0,
});
export const bio = style({ margin: 0, whiteSpace: "pre-line", overflowWrap: "anywhere", fontSize: "0.92rem" });
export const definitionRow = style({ display: "contents" });
export const registrantsTable = style({ minWidth: 760 });
export const stats = style({ display: "grid", gap: vars.space.md, gridTemplateColumns: "repeat(2, minmax(0, 1fr))" });

/** A part of a card after its key figures (the engagement card's polls and handouts). */
export const cardPart = style({ marginTop: vars.space.md });

/** What went wrong, on its own line in the danger colours (a recording that will not play, a failed save). */
export const problem = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: "#b91c1c",
  fontSize: "0.9rem",
});
