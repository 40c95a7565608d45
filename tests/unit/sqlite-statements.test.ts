import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createDb, type AppDatabase } from "../../db";

// The SQLite handle prepares each SQL text once and reuses the statement: every run must still
// answer for its own parameters and for the schema as it is now.

let database: AppDatabase | null = null;
afterEach(async () => {
  await database?.close();
  database = null;
});

async function notes() {
  database = createDb("sqlite::memory:");
  await sql`create table notes (id integer primary key, body text not null)`.execute(database.db);
  await sql`insert into notes (body) values ('first'), ('second'), ('third')`.execute(database.db);
  return database.db;
}

const bodyOf = (id: number) => sql<{ body: string }>`select body from notes where id = ${id}`;

describe("SQLite statements reused", () => {
  it("answer each run with its own parameters, reads and writes alike", async () => {
    const db = await notes();
    expect((await bodyOf(1).execute(db)).rows).toEqual([{ body: "first" }]);
    expect((await bodyOf(3).execute(db)).rows).toEqual([{ body: "third" }]);
    const added = await sql`insert into notes (body) values (${"fourth"})`.execute(db);
    expect(added.insertId).toBe(4n);
    await sql`insert into notes (body) values (${"fifth"})`.execute(db);
    expect((await bodyOf(5).execute(db)).rows).toEqual([{ body: "fifth" }]);
  });

  it("see a column added after the statement was first prepared", async () => {
    const db = await notes();
    const all = sql`select * from notes where id = ${1}`;
    expect((await all.execute(db)).rows).toEqual([{ id: 1, body: "first" }]);
    await sql`alter table notes add column pinned integer not null default 0`.execute(db);
    expect((await all.execute(db)).rows).toEqual([{ id: 1, body: "first", pinned: 0 }]);
  });

  it("keep working past the number of statements kept, and while one is streamed", async () => {
    const db = await notes();
    for (let n = 0; n < 600; n += 1)
      expect((await sql<{ n: number }>`select ${n} + 0 as ${sql.ref(`n${n}`)}`.execute(db)).rows).toEqual([{ [`n${n}`]: n }]);
    const streamed: string[] = [];
    for await (const row of db
      .selectFrom("notes" as never)
      .select(sql<string>`body`.as("body"))
      .stream())
      streamed.push((row as { body: string }).body);
    expect(streamed).toEqual(["first", "second", "third"]);
    expect((await bodyOf(2).execute(db)).rows).toEqual([{ body: "second" }]);
  });
});
