import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { SIGNATURE_SNIPPET } from "~/contracts/integrations-data";
import { signatureHeader } from "~/services/integrations/webhooks/signature.server";

// The Integrations page tells receivers how to check Webhook-Signature with a Node snippet: run as
// printed, it must accept what the app signs and refuse anything else.

type Check = (header: string, rawBody: string, secret: string) => boolean;
const isFromShowUp = new Function("crypto", `${SIGNATURE_SNIPPET.replace(/^import .*$/m, "")}\nreturn isFromShowUp;`)(crypto) as Check;

describe("the signature snippet on the Integrations page", () => {
  const body = JSON.stringify({ id: "evt_1", type: "test.ping", createdAt: new Date().toISOString(), data: {} });

  it("accepts a delivery the app signed, with either secret during a rotation", () => {
    expect(isFromShowUp(signatureHeader({ secrets: ["whsec_new"], body }), body, "whsec_new")).toBe(true);
    const both = signatureHeader({ secrets: ["whsec_new", "whsec_old"], body });
    expect(isFromShowUp(both, body, "whsec_new")).toBe(true);
    expect(isFromShowUp(both, body, "whsec_old")).toBe(true);
  });

  it("refuses another secret, a changed body, an old timestamp and a malformed header", () => {
    const header = signatureHeader({ secrets: ["whsec_new"], body });
    expect(isFromShowUp(header, body, "whsec_other")).toBe(false);
    expect(isFromShowUp(header, body.replace("test.ping", "event.live"), "whsec_new")).toBe(false);
    const old = signatureHeader({ secrets: ["whsec_new"], body, now: new Date(Date.now() - 10 * 60_000) });
    expect(isFromShowUp(old, body, "whsec_new")).toBe(false);
    expect(isFromShowUp("v1=abc", body, "whsec_new")).toBe(false);
  });
});
