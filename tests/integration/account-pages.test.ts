import { describe, expect, it } from "vitest";
import { action as signInAction, loader as signInLoader } from "~/routes/signin";
import { action as signUpAction, loader as signUpLoader } from "~/routes/signup";
import { action as logoutAction } from "~/routes/logout";
import { getUser } from "~/services/account/auth.server";
import { cookiesFrom, createHost, formRequest, getRequest, loadContext, PASSWORD, settle, uniqueEmail } from "../support/factories";
import { unreadableFormRequest } from "../support/route-calls";

type Reply = {
  result: { status: string; error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };
  toast: { title: string; description?: string } | null;
};

const validSignUp = () => ({
  firstName: "Maya",
  lastName: "Lopez",
  email: uniqueEmail("maya"),
  password: "stage-lights-9",
  confirmPassword: "stage-lights-9",
  agreeToTerms: "on",
});

async function signUp(fields: Record<string, string>) {
  return settle(() => signUpAction({ request: formRequest("/signup", fields), params: {}, context: loadContext() }));
}

async function signIn(fields: Record<string, string>) {
  return settle(() => signInAction({ request: formRequest("/signin", fields), params: {}, context: loadContext() }));
}

describe("/signup", () => {
  it("creates the account, signs in and lands on the dashboard", async () => {
    const fields = validSignUp();
    const response = await signUp(fields);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/dashboard");
    const user = await getUser(getRequest("/dashboard", { cookie: cookiesFrom(response) }));
    expect(user).toMatchObject({ email: fields.email, firstName: "Maya", lastName: "Lopez" });
  });

  it.each([
    [{ firstName: "" }, "firstName", "First name is required"],
    [{ lastName: "   " }, "lastName", "Last name is required"],
    [{ email: "" }, "email", "Email is required"],
    [{ email: "maya-at-example" }, "email", "Enter a valid email address"],
    [{ password: "short", confirmPassword: "short" }, "password", "Password must be at least 8 characters long"],
    [{ confirmPassword: "something-else" }, "confirmPassword", "Passwords do not match"],
    [{ agreeToTerms: "" }, "agreeToTerms", "Please agree to the Terms of Service and Privacy Policy"],
    [{ firstName: "x".repeat(101) }, "firstName", "First name must be at most 100 characters"],
  ])("refuses %j with the spec's text", async (change, field, message) => {
    const response = await signUp({ ...validSignUp(), ...change });
    expect(response.status).toBe(400);
    const body = (await response.json()) as Reply;
    expect(body.result.error?.[field]).toContain(message);
  });

  it("reports a password mismatch even while other fields are wrong", async () => {
    const response = await signUp({ ...validSignUp(), agreeToTerms: "", firstName: "", confirmPassword: "different-one" });
    const body = (await response.json()) as Reply;
    expect(body.result.error?.confirmPassword).toEqual(["Passwords do not match"]);
    expect(body.result.error?.agreeToTerms).toEqual(["Please agree to the Terms of Service and Privacy Policy"]);
    expect(body.result.error?.firstName).toEqual(["First name is required"]);
  });

  it("answers 409 for a taken e-mail, keeps what was typed but never the password", async () => {
    const host = await createHost();
    const response = await signUp({ ...validSignUp(), email: host.email.toUpperCase() });
    expect(response.status).toBe(409);
    const body = (await response.json()) as Reply;
    expect(body.result.error?.email?.[0]).toMatch(/already exists/);
    expect(body.toast?.title).toBe("Signup Failed");
    expect(body.result.initialValue).toMatchObject({ firstName: "Maya", lastName: "Lopez", email: host.email.toUpperCase() });
    expect(body.result.initialValue).not.toHaveProperty("password");
    expect(body.result.initialValue).not.toHaveProperty("confirmPassword");
  });
});

describe("/signin", () => {
  it("signs in and goes to /landing-page with a welcome toast", async () => {
    const host = await createHost();
    const response = await signIn({ email: host.email, password: PASSWORD });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/landing-page");
    expect(response.headers.get("Set-Cookie")).toContain("__toast=");
    expect((await getUser(getRequest("/", { cookie: cookiesFrom(response) })))?.id).toBe(host.id);
  });

  it("follows a same-site redirectTo but never an outside one", async () => {
    const host = await createHost();
    const inside = await signIn({ email: host.email, password: PASSWORD, redirectTo: "/events" });
    expect(inside.headers.get("Location")).toBe("/events");
    const host2 = await createHost();
    const outside = await signIn({ email: host2.email, password: PASSWORD, redirectTo: "//evil.example/" });
    expect(outside.headers.get("Location")).toBe("/landing-page");
  });

  it("says 'Missing Information' when a field is empty", async () => {
    const response = await signIn({ email: "", password: "" });
    expect(response.status).toBe(400);
    const body = (await response.json()) as Reply;
    expect(body.result.error?.[""]).toContain("Missing Information");
    expect(body.toast?.title).toBe("Missing Information");
  });

  it("says 'Sign In Failed: Invalid email or password' for a wrong password and keeps the e-mail", async () => {
    const host = await createHost();
    const response = await signIn({ email: host.email, password: "not-it-at-all" });
    expect(response.status).toBe(401);
    const body = (await response.json()) as Reply;
    expect(body.result.error?.[""]).toEqual(["Invalid email or password"]);
    expect(body.toast).toMatchObject({ title: "Sign In Failed", description: "Invalid email or password" });
    expect(body.result.initialValue).toMatchObject({ email: host.email });
    expect(body.result.initialValue).not.toHaveProperty("password");
  });

  it("answers 400, not a crash, for a body that is not a form", async () => {
    const request = unreadableFormRequest("/signin");
    const response = await settle(() => signInAction({ request, params: {}, context: loadContext() }));
    expect(response.status).toBe(400);
  });
});

describe("signed-in visitors and sign-out", () => {
  it("redirects a signed-in visitor away from /signin and /signup to /dashboard", async () => {
    const host = await createHost();
    const cookie = cookiesFrom(await signIn({ email: host.email, password: PASSWORD }));
    for (const loader of [signInLoader, signUpLoader]) {
      const response = await settle(() => loader({ request: getRequest("/signin", { cookie }), params: {}, context: loadContext() }));
      expect(response.headers.get("Location")).toBe("/dashboard");
    }
  });

  it("/logout ends the session and goes to /", async () => {
    const host = await createHost();
    const cookie = cookiesFrom(await signIn({ email: host.email, password: PASSWORD }));
    const response = await settle(() => logoutAction({ request: formRequest("/logout", {}, { cookie }), params: {}, context: loadContext() }));
    expect(response.headers.get("Location")).toBe("/");
    expect(await getUser(getRequest("/", { cookie }))).toBeNull();
  });
});
