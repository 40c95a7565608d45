import { describe, expect, it } from "vitest";
import { findInviteRequestByEmail, INVITE_REQUEST_RATE_LIMIT } from "~/models/invite-request.server";
import { listPasswordResetRequests, PASSWORD_RESET_RATE_LIMIT } from "~/models/password-reset.server";
import { action as forgotPassword, loader as forgotPasswordLoader } from "~/routes/_public.forgot-password";
import { action as requestInvite } from "~/routes/_public.request-invite";
import { FIRST_NAME_REQUIRED, HONEYPOT_FIELD, INVALID_EMAIL, PHONE_NEEDED_FOR_TEXTS } from "~/schemas/invite-rules";
import { createHost, formRequest, loadContext, settle, uniqueEmail, uniqueIp } from "../support/factories";
import { unreadableFormRequest } from "../support/route-calls";

interface InviteReply {
  result: { status: string; error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };
  sent: { firstName: string; email: string } | null;
}

interface ResetReply {
  result: { status: string; error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };
  sentTo: string | null;
}

const postInvite = (fields: Record<string, string>, ip = uniqueIp()) =>
  settle(() => requestInvite({ request: formRequest("/request-invite", fields), params: {}, context: loadContext({ clientIp: ip }) }));

const postReset = (fields: Record<string, string>, ip = uniqueIp()) =>
  settle(() => forgotPassword({ request: formRequest("/forgot-password", fields), params: {}, context: loadContext({ clientIp: ip }) }));

const valid = (fields: Record<string, string> = {}) => ({
  firstName: "Ines",
  lastName: "Invite",
  email: uniqueEmail("ines"),
  company: "Bright Coaching",
  role: "coach",
  phone: "+1 (555) 123-4567",
  eventInterest: "live-webinars",
  message: "Weekly sales webinars for about 300 people.",
  consentSms: "on",
  newsletter: "on",
  ...fields,
});

describe("/request-invite action", () => {
  it("stores a valid request and answers with the success state", async () => {
    const fields = valid();
    const response = await postInvite(fields);
    expect(response.status).toBe(200);
    const reply = (await response.json()) as InviteReply;
    expect(reply.sent).toEqual({ firstName: "Ines", email: fields.email });
    expect(await findInviteRequestByEmail({ email: fields.email })).toMatchObject({
      firstName: "Ines",
      lastName: "Invite",
      email: fields.email,
      company: "Bright Coaching",
      role: "coach",
      phone: "+15551234567",
      eventInterest: "live-webinars",
      message: "Weekly sales webinars for about 300 people.",
      consentSms: true,
      newsletter: true,
      requestCount: 1,
    });
  });

  it("stores only first name and e-mail when the rest is left empty; unticked boxes are off", async () => {
    const email = uniqueEmail("min");
    const response = await postInvite({
      firstName: " Min ",
      email: `  ${email} `,
      lastName: "",
      company: "",
      role: "",
      phone: "",
      eventInterest: "",
      message: "",
    });
    expect(response.status).toBe(200);
    expect(await findInviteRequestByEmail({ email })).toMatchObject({
      firstName: "Min",
      email,
      lastName: null,
      company: null,
      role: null,
      phone: null,
      eventInterest: null,
      message: null,
      consentSms: false,
      newsletter: false,
    });
  });

  it("updates the stored request when the same e-mail asks again, in any letter case", async () => {
    const email = uniqueEmail("repeat");
    await postInvite(valid({ email, company: "First Co" }));
    const before = await findInviteRequestByEmail({ email });
    const response = await postInvite(valid({ email: ` ${email.toUpperCase()} `, company: "Second Co", newsletter: "" }));
    expect(response.status).toBe(200);
    const after = await findInviteRequestByEmail({ email });
    expect(after).toMatchObject({ id: before?.id, company: "Second Co", newsletter: false, requestCount: 2, createdAt: before?.createdAt });
    expect((after?.updatedAt ?? "") >= (before?.updatedAt ?? "")).toBe(true);
  });

  it.each([
    ["an invalid e-mail", { email: "not-an-email" }, "email", INVALID_EMAIL],
    ["an e-mail without a dot", { email: "ines@example" }, "email", INVALID_EMAIL],
    ["a missing e-mail", { email: "" }, "email", INVALID_EMAIL],
    ["a missing first name", { firstName: "  " }, "firstName", FIRST_NAME_REQUIRED],
    ["SMS consent without a phone", { phone: "" }, "phone", PHONE_NEEDED_FOR_TEXTS],
  ])("answers 400 for %s, keeping the values and storing nothing", async (_label, change, field, text) => {
    const fields = valid(change);
    const response = await postInvite(fields);
    expect(response.status).toBe(400);
    const reply = (await response.json()) as InviteReply;
    expect(reply.sent).toBeNull();
    expect(reply.result.error?.[field]).toEqual([text]);
    expect(reply.result.initialValue).toMatchObject({ company: "Bright Coaching", message: fields.message });
    if (field !== "email") expect(await findInviteRequestByEmail({ email: fields.email })).toBeUndefined();
  });

  it("answers 400, not 500, for an unknown role or a body that is not a form", async () => {
    expect((await postInvite(valid({ role: "astronaut" }))).status).toBe(400);
    const request = unreadableFormRequest("/request-invite");
    const response = await settle(() => requestInvite({ request, params: {}, context: loadContext() }));
    expect(response.status).toBe(400);
  });

  it("shows a bot that filled the hidden field the same success, and stores nothing", async () => {
    const fields = valid({ [HONEYPOT_FIELD]: "https://spam.example" });
    const response = await postInvite(fields);
    expect(response.status).toBe(200);
    expect(((await response.json()) as InviteReply).sent).toEqual({ firstName: "Ines", email: fields.email });
    expect(await findInviteRequestByEmail({ email: fields.email })).toBeUndefined();
  });

  it("limits requests per network address with 429 and Retry-After, keeping the values", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < INVITE_REQUEST_RATE_LIMIT.limit; i++) expect((await postInvite(valid(), ip)).status).toBe(200);
    const fields = valid();
    const response = await postInvite(fields, ip);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    const reply = (await response.json()) as InviteReply;
    expect(reply.result.error?.[""]?.[0]).toMatch(/^Too many requests from your network\. Please try again in \d+ (seconds|minutes)\.$/);
    expect(reply.result.initialValue).toMatchObject({ email: fields.email });
    expect(await findInviteRequestByEmail({ email: fields.email })).toBeUndefined();
    // Another address is not affected.
    expect((await postInvite(valid())).status).toBe(200);
  });
});

describe("/forgot-password", () => {
  it("loads", async () => {
    const response = await settle(async () => forgotPasswordLoader());
    expect(response.status).toBe(200);
  });

  it("records the request and answers the same for a known and an unknown e-mail", async () => {
    const host = await createHost();
    const unknown = uniqueEmail("nobody");
    const known = await postReset({ email: ` ${host.email.toUpperCase()} ` });
    const stranger = await postReset({ email: unknown });
    expect(known.status).toBe(200);
    expect(stranger.status).toBe(200);
    const knownReply = (await known.json()) as ResetReply;
    const strangerReply = (await stranger.json()) as ResetReply;
    expect(knownReply.sentTo).toBe(host.email.toUpperCase());
    expect(strangerReply.sentTo).toBe(unknown);
    expect(Object.keys(knownReply).sort()).toEqual(Object.keys(strangerReply).sort());
    expect(knownReply.result.status).toBe(strangerReply.result.status);

    const [knownRow] = await listPasswordResetRequests({ email: host.email });
    expect(knownRow).toMatchObject({ userId: host.id });
    expect(Date.now() - new Date(knownRow?.createdAt ?? 0).getTime()).toBeLessThan(60_000);
    expect(await listPasswordResetRequests({ email: unknown })).toMatchObject([{ userId: null }]);
  });

  it("answers 400 with the text for an invalid e-mail and records nothing", async () => {
    const response = await postReset({ email: "nope" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ResetReply).result.error?.email).toEqual([INVALID_EMAIL]);
    expect(await listPasswordResetRequests({ email: "nope" })).toEqual([]);
  });

  it("limits requests per network address with 429 and Retry-After", async () => {
    const ip = uniqueIp();
    const email = uniqueEmail("reset");
    for (let i = 0; i < PASSWORD_RESET_RATE_LIMIT.limit; i++) expect((await postReset({ email }, ip)).status).toBe(200);
    const response = await postReset({ email }, ip);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await listPasswordResetRequests({ email })).toHaveLength(PASSWORD_RESET_RATE_LIMIT.limit);
  });
});
