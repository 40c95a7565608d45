import { describe, expect, it, vi } from "vitest";
import { loader } from "~/routes/_workspace.settings_.[server]";
import { startUserSession } from "~/services/account/auth.server";
import { createHost, getRequest, loadContext, settle } from "../support/factories";
import { openPrivateDatabase } from "../support/private-database";

// The first account is the admin, so this file needs a database where it creates the first one.
await openPrivateDatabase();

vi.hoisted(() => {
  process.env.ADMIN_EMAILS = " Listed.Admin@Example.com ,other@example.com";
});

async function openAs(host: { id: number }) {
  const cookie = (await startUserSession(getRequest("/"), host.id)).split(";")[0] ?? "";
  return settle(() => loader({ request: getRequest("/settings/server", { cookie }), params: {}, context: loadContext() }));
}

describe("the server status page (/settings/server)", () => {
  it("lists the server's facts for the first account and an ADMIN_EMAILS one, and is not found for any other host", async () => {
    const first = await createHost();
    const second = await createHost();
    const listed = await createHost({ email: "listed.admin@example.com" });

    const page = await openAs(first);
    expect(page.status).toBe(200);
    const { facts } = (await page.json()) as { facts: { label: string; state: string; variables: string }[] };
    expect(facts.map((fact) => fact.label)).toEqual([
      "Video provider",
      "ffmpeg (built-in ingest and recordings)",
      "E-mail",
      "Text messages (SMS)",
      "Stripe checkout",
      "Google sign-in",
      "Database",
      "Data folder",
    ]);
    expect(facts.find((fact) => fact.label === "Database")?.state).toBe(process.env.DATABASE_URL?.startsWith("postgres") ? "PostgreSQL" : "SQLite");
    expect(facts.find((fact) => fact.label === "E-mail")?.variables).toBe("SMTP_URL, MAIL_FROM");

    expect((await openAs(listed)).status).toBe(200);
    expect((await openAs(second)).status).toBe(404);
  });
});
