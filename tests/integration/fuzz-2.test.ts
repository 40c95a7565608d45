import { fuzzRoutes } from "../support/fuzz-routes";

// Half of the routes (tests/support/fuzz-routes.ts says what is checked); fuzz-1.test.ts has the other half.
await fuzzRoutes({ shard: 2, of: 2 });
