// What the other wings may use of account/ (see README.md).
export * from "./auth.server";
export * from "./session.server";
export * from "./team-access.server";
export * from "./toast.server";
