import { sql, type Kysely } from "kysely";
import { autoId } from "./helpers";

// Frozen: change the schema only by adding a new migration.
// An invite request is kept once per e-mail (any letter case): a repeated request updates it.
// Adding a NOT NULL column and a unique index to a filled table is not portable, so the table is
// rebuilt, keeping the newest request of each e-mail. Password reset requests are recorded so
// the reset mail can go out once mail delivery exists.

const REBUILT = "invite_requests_0007";
const RESTORED = "invite_requests_0002";

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable(REBUILT)
    .addColumn("id", "integer", autoId(db))
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text")
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("email_normalized", "text", (c) => c.notNull())
    .addColumn("company", "text")
    .addColumn("role", "text")
    .addColumn("phone", "text")
    .addColumn("event_interest", "text")
    .addColumn("message", "text")
    .addColumn("consent_sms", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("newsletter", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("request_count", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await sql`
    insert into ${sql.table(REBUILT)} (first_name, last_name, email, email_normalized, company, role, phone,
      event_interest, message, consent_sms, newsletter, created_at, updated_at)
    select first_name, last_name, trim(email), lower(trim(email)), company, role, phone,
      event_interest, message, consent_sms, newsletter, created_at, created_at
    from invite_requests
    where id in (select max(id) from invite_requests group by lower(trim(email)))
    order by id`.execute(db);
  await db.schema.dropTable("invite_requests").execute();
  await db.schema.alterTable(REBUILT).renameTo("invite_requests").execute();
  await db.schema.createIndex("invite_requests_email_normalized_key").on("invite_requests").column("email_normalized").unique().execute();
  await db.schema.createIndex("invite_requests_created_at_idx").on("invite_requests").column("created_at").execute();

  await db.schema
    .createTable("password_reset_requests")
    .addColumn("id", "integer", autoId(db))
    .addColumn("email_normalized", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("password_reset_requests_email_created_idx")
    .on("password_reset_requests")
    .columns(["email_normalized", "created_at"])
    .execute();
  await db.schema.createIndex("password_reset_requests_user_id_idx").on("password_reset_requests").column("user_id").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("password_reset_requests").execute();

  await db.schema
    .createTable(RESTORED)
    .addColumn("id", "integer", autoId(db))
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text")
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("company", "text")
    .addColumn("role", "text")
    .addColumn("phone", "text")
    .addColumn("event_interest", "text")
    .addColumn("message", "text")
    .addColumn("consent_sms", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("newsletter", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await sql`
    insert into ${sql.table(RESTORED)} (first_name, last_name, email, company, role, phone, event_interest, message,
      consent_sms, newsletter, created_at)
    select first_name, last_name, email, company, role, phone, event_interest, message, consent_sms, newsletter, created_at
    from invite_requests
    order by id`.execute(db);
  await db.schema.dropTable("invite_requests").execute();
  await db.schema.alterTable(RESTORED).renameTo("invite_requests").execute();
  await db.schema.createIndex("invite_requests_created_at_idx").on("invite_requests").column("created_at").execute();
}
