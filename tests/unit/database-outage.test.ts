import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, outageLogLine } from "~/utils/database-outage.server";

const withCode = (code: string, message = "failed") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["a refused connection", withCode("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432")],
    ["a reset connection", withCode("ECONNRESET")],
    ["admin_shutdown (pg_terminate_backend, a restart)", withCode("57P01", "terminating connection due to administrator command")],
    ["cannot_connect_now (starting up)", withCode("57P03", "the database system is starting up")],
    ["a database refusing connections", withCode("55000", 'database "x" is not currently accepting connections')],
    ["a connection cut mid-query", new Error("Connection terminated unexpectedly")],
    ["no pooled connection in time", new Error("timeout exceeded when trying to connect")],
    ["SQLite busy past its timeout", withCode("SQLITE_BUSY", "database is locked")],
    ["refused on every address of localhost", new AggregateError([withCode("ECONNREFUSED"), withCode("ECONNREFUSED")])],
    ["wrapped as a cause", new Error("query failed", { cause: withCode("57P01") })],
  ])("%s is an outage", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation", withCode("23505", "duplicate key value violates unique constraint")],
    ["a syntax error", withCode("42601", "syntax error at or near")],
    ["another 55000 (object not in prerequisite state)", withCode("55000", "cannot lock rows")],
    ["a plain fault", new TypeError("x is undefined")],
    ["not an error", "ECONNREFUSED"],
  ])("%s is not", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe("outageLogLine", () => {
  it("tells a pool whose connections all stayed taken from a database that cannot be reached", () => {
    expect(outageLogLine(new Error("timeout exceeded when trying to connect"))).toMatch(
      /^database busy: every pooled connection stayed taken for 5 s/,
    );
    expect(outageLogLine(withCode("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432"))).toBe(
      "database unavailable: answering 503 until it is back",
    );
    expect(outageLogLine(new Error("Connection terminated due to connection timeout"))).toBe("database unavailable: answering 503 until it is back");
  });
});
