import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect, type Dialect, type SqliteDatabase } from "kysely";
import pg from "pg";
import type { Database } from "./types";

export type { Database } from "./types";
export type DatabaseDialect = "sqlite" | "postgres";

export interface AppDatabase {
  db: Kysely<Database>;
  dialect: DatabaseDialect;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Queries and transactions waiting now for a connection: SQLite's one, or one of the PostgreSQL pool's. */
  waitingForConnection(): number;
  /**
   * Takes the lock `key` for as long as this process keeps it, or answers null at once when another
   * process holds it. On PostgreSQL a session advisory lock on a connection of its own; SQLite is
   * one process, which always gets it.
   */
  tryHoldLock(key: number): Promise<HeldLock | null>;
}

export interface HeldLock {
  /** Resolves when the lock is no longer held: released, or its connection lost (the database restarted or cut it). */
  lost: Promise<void>;
  release(): Promise<void>;
}

export const DEFAULT_DATABASE_URL = "sqlite:./data/app.sqlite";

export function isPostgresUrl(url: string) {
  return /^postgres(ql)?:\/\//i.test(url);
}

/** `sqlite:./path`, `file:./path`, a bare path or `:memory:` name an SQLite file. */
export function sqliteFilename(url: string) {
  return url.replace(/^(sqlite|file):(\/\/)?/i, "");
}

/**
 * What the app hears from the database: on PostgreSQL a pool connection made and one lost (the
 * database restarted or cut it); on both, how long each query or transaction waited for a connection.
 */
export interface ConnectionEvents {
  onConnect?: () => void;
  onClientError?: (error: Error) => void;
  onConnectionWait?: (milliseconds: number) => void;
}

/** Creates Kysely for either database from one URL. Columns are snake_case, code is camelCase. */
export function createDb(url: string = DEFAULT_DATABASE_URL, events: ConnectionEvents = {}): AppDatabase {
  return isPostgresUrl(url) ? createPostgres(url, events) : createSqlite(sqliteFilename(url), events);
}

/**
 * The dialect, with its driver's connection hand-out timed and the callers waiting for one counted:
 * Kysely asks the driver for a connection before each query or transaction.
 */
function timingConnectionWaits(dialect: Dialect, onConnectionWait: ConnectionEvents["onConnectionWait"]) {
  let waiting = 0;
  const timed: Dialect = {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver() {
      const driver = dialect.createDriver();
      const acquire = driver.acquireConnection.bind(driver);
      driver.acquireConnection = async () => {
        const asked = performance.now();
        waiting += 1;
        try {
          return await acquire();
        } finally {
          waiting -= 1;
          onConnectionWait?.(performance.now() - asked);
        }
      };
      return driver;
    },
  };
  return { dialect: timed, waitingForConnection: () => waiting };
}

/** Compiled statements kept for reuse: the app's distinct queries, with room for batch sizes and IN-lists. */
const STATEMENTS_KEPT = 500;

/**
 * The SQLite file as Kysely sees it, preparing each SQL text once: better-sqlite3 compiles a
 * statement on every prepare(), and Kysely prepares every query it runs (a tenth of a chat post's
 * time). The least recently used statement goes when STATEMENTS_KEPT are held. Reuse is safe: the
 * one connection runs one query at a time, and SQLite recompiles a statement itself after a schema change.
 */
function reusingStatements(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(source) {
      let statement = statements.get(source);
      if (statement) statements.delete(source);
      else {
        statement = sqlite.prepare(source);
        if (statements.size >= STATEMENTS_KEPT) statements.delete(statements.keys().next().value as string);
      }
      statements.set(source, statement);
      return statement;
    },
  };
}

function createSqlite(filename: string, { onConnectionWait }: ConnectionEvents): AppDatabase {
  if (filename !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(filename)), { recursive: true });
  const sqlite = new SQLite(filename);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("synchronous = NORMAL");
  const { dialect, waitingForConnection } = timingConnectionWaits(new SqliteDialect({ database: reusingStatements(sqlite) }), onConnectionWait);
  const db = new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()] });
  return {
    db,
    dialect: "sqlite",
    async ping() {
      sqlite.prepare("select 1").get();
    },
    close: () => db.destroy(),
    waitingForConnection,
    async tryHoldLock() {
      return { lost: new Promise<void>(() => undefined), release: async () => undefined };
    },
  };
}

// int8 (count(*), sums) arrives as a string by default; our counts and cents fit in a double.
const pgTypes = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (oid === 20 && format !== "binary") return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

/** Connections the app's PostgreSQL pool opens at most: an eleventh query waits for one. */
export const POSTGRES_POOL_SIZE = 10;
/** How long a query waits for a pooled connection (or a new connection to open) before failing. */
export const POSTGRES_CONNECT_WAIT_MS = 5_000;

function createPostgres(connectionString: string, { onConnect, onClientError, onConnectionWait }: ConnectionEvents): AppDatabase {
  const pool = new pg.Pool({
    connectionString,
    max: POSTGRES_POOL_SIZE,
    connectionTimeoutMillis: POSTGRES_CONNECT_WAIT_MS,
    idleTimeoutMillis: 30_000,
    statement_timeout: 15_000,
    types: pgTypes as pg.CustomTypesConfig,
  });
  const reportError = (error: Error) => (onClientError ? onClientError(error) : console.error("postgres connection error", error.message));
  // An 'error' event nobody listens to ends the process. The pool listens to its idle clients only
  // (and re-emits here); a client checked out between two statements of a transaction, when its
  // backend is terminated (a restart, a failover, idle_session_timeout, a pooler), emits on the
  // client itself. Its query fails and the caller answers 503; the pool drops it when it comes back
  // broken, and the next query opens a new connection.
  pool.on("error", () => undefined);
  pool.on("connect", (client) => {
    client.on("error", reportError);
    onConnect?.();
  });
  const { dialect, waitingForConnection } = timingConnectionWaits(new PostgresDialect({ pool }), onConnectionWait);
  const db = new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()] });
  return {
    db,
    dialect: "postgres",
    async ping() {
      await pool.query("select 1");
    },
    close: () => db.destroy(),
    waitingForConnection,
    tryHoldLock: (key) => tryHoldAdvisoryLock(connectionString, key, reportError),
  };
}

/** A session advisory lock lives as long as its connection: one of its own, outside the pool, where no query ever releases it. */
async function tryHoldAdvisoryLock(connectionString: string, key: number, reportError: (error: Error) => void): Promise<HeldLock | null> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
  let markLost: () => void = () => undefined;
  const lost = new Promise<void>((resolve) => (markLost = resolve));
  client.on("error", (error) => {
    reportError(error);
    markLost();
  });
  client.on("end", () => markLost());
  await client.connect();
  try {
    const { rows } = await client.query<{ held: boolean }>("select pg_try_advisory_lock($1) as held", [key]);
    if (rows[0]?.held) return { lost, release: () => client.end().catch(() => undefined) };
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  await client.end();
  return null;
}
