import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { breakingChanges } from "../support/openapi-diff";
import { currentDocument, SNAPSHOT_FILE } from "../support/openapi-snapshot";

const committed = JSON.parse(fs.readFileSync(SNAPSHOT_FILE, "utf8")) as ReturnType<typeof currentDocument>;
const current = currentDocument();

describe("the OpenAPI document against its committed version (tests/fixtures/openapi.snapshot.json)", () => {
  it("is the committed version: a change to the API is made on purpose, with npm run api:snapshot", () => {
    const breaking = breakingChanges(committed, current);
    expect(
      current,
      breaking.length
        ? `The document changed, and these changes break clients of version ${committed.info.version}: ${breaking.join("; ")}. Keep them compatible, or raise info.version and run npm run api:snapshot.`
        : "The document changed compatibly: run npm run api:snapshot and commit the snapshot.",
    ).toEqual(committed);
  });

  it("calls a removed field, a renamed one, a removed call and a newly required body field breaking", () => {
    const changed = structuredClone(committed);
    const shape = changed.components.schemas.EventDetail as { properties: Record<string, unknown>; required: string[] };
    shape.properties.name = shape.properties.title;
    delete shape.properties.title;
    delete changed.paths["/api/events/{id}"]?.delete;
    const body = changed.components.schemas.PostApiEventsBody as { required: string[] };
    body.required = [...body.required, "hostName"];
    expect(breakingChanges(committed, changed)).toEqual(
      expect.arrayContaining([
        "GET /api/events/{id} 200.title: field removed",
        "DELETE /api/events/{id}: removed",
        "POST /api/events: the body now requires hostName",
      ]),
    );
    expect(breakingChanges(committed, committed)).toEqual([]);
  });
});
