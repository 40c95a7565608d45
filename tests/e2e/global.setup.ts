import { expect, test as setup } from "./test";

// A fresh install sends / to creating its first account (the server's admin). The suite's app starts
// fresh, so the admin is made first, here: the specs' hosts are ordinary hosts, and / is the home page.
setup("the server's admin account exists", async ({ request }) => {
  const created = await request.post("/api/auth/signup", {
    data: { firstName: "Ada", lastName: "Admin", email: "admin@e2e.example.com", password: "an admin passphrase 2026" },
  });
  expect([201, 409], await created.text()).toContain(created.status());
  expect((await request.get("/", { maxRedirects: 0 })).status()).toBe(200);
});
