// What the other wings may use of realtime/ (see README.md).
export * from "./bus.server";
export * from "./sse.server";
export * from "./token-buckets.server";
