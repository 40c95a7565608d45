// `npm run api:snapshot`: writes the OpenAPI document as it is now to tests/fixtures/openapi.snapshot.json,
// the committed version that tests/unit/openapi-snapshot.test.ts compares with and that the typed
// client's types are generated from. A change that breaks clients of the committed version is
// written only when the document's version changed too (openapi.server.ts, info.version).
import fs from "node:fs";
import { SNAPSHOT_FILE, currentDocument } from "../tests/support/openapi-snapshot";
import { breakingChanges } from "../tests/support/openapi-diff";

const current = currentDocument();
if (fs.existsSync(SNAPSHOT_FILE)) {
  const committed = JSON.parse(fs.readFileSync(SNAPSHOT_FILE, "utf8")) as typeof current;
  const breaking = breakingChanges(committed, current);
  if (breaking.length && committed.info.version === current.info.version) {
    console.error(`These changes break clients of version ${committed.info.version}:\n  ${breaking.join("\n  ")}`);
    console.error("Keep the fields, or raise info.version in app/services/integrations/openapi.server.ts and run this again.");
    process.exit(1);
  }
}
fs.writeFileSync(SNAPSHOT_FILE, `${JSON.stringify(current, null, 2)}\n`);
console.log(`Wrote ${SNAPSHOT_FILE} (version ${current.info.version}).`);
