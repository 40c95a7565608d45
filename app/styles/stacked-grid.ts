import type { StyleRule } from "@vanilla-extract/css";

/**
 * One column on a phone, `columns` from the `from` media query on: the grid that forms, card lists
 * and two-pane layouts start from. Compose it with the grid's own gap and box.
 */
export function stackedGrid(from: string, columns: string): StyleRule {
  return { display: "grid", gridTemplateColumns: "minmax(0, 1fr)", "@media": { [from]: { gridTemplateColumns: columns } } };
}
