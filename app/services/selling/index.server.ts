// What the other wings may use of selling/ (see README.md).
export * from "./offer-snapshot.server";
export { isBuiltInCheckoutConfigured } from "./payments/registry.server";
