// What the other wings may use of integrations/ (see README.md).
export * from "./webhooks/delivery.server";
export * from "./webhooks/emit.server";
