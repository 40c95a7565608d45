// What the other wings may use of recordings/ (see README.md).
export * from "./on-demand.server";
export * from "./replay-viewing.server";
export * from "./replays.server";
