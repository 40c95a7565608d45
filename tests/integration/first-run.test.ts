import { describe, expect, it } from "vitest";
import { appCalls } from "../support/app-calls";
import { sessionCookie, startAppForTests } from "../support/http-server";
import { openPrivateDatabase } from "../support/private-database";

// Issue 34, part 5: a fresh install (no account yet) leads its first visitor from / to creating the
// first account, which is the server's admin; once an account exists, / is the home page.

await openPrivateDatabase();
const app = startAppForTests();
const { page } = appCalls(app);

describe("a fresh install", () => {
  it("sends / to creating the first account, which becomes the admin, then shows the home page", async () => {
    const home = await page("/");
    expect(home.status).toBe(302);
    expect(home.headers.get("Location")).toBe("/signup");
    const signup = await page("/signup");
    expect(signup.html).toContain("Set up your server");
    expect(signup.html).toContain("This is the server&#x27;s first account: it becomes the admin");

    const created = await fetch(`${app.url}/api/auth/signup`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ firstName: "Ada", lastName: "Admin", email: "ada@example.com", password: "a long passphrase 42" }),
    });
    expect(created.status).toBe(201);
    const cookie = sessionCookie(created);
    expect((await page("/settings/server", { cookie })).status).toBe(200);

    expect((await page("/")).status).toBe(200);
    const next = await page("/signup");
    expect(next.html).toContain("Create your account");
    expect(next.html).not.toContain("Set up your server");
  });
});
