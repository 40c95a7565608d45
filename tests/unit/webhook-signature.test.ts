import { describe, expect, it } from "vitest";
import { signatureHeader } from "~/services/integrations/webhooks/signature.server";
import { verifyWebhookSignature } from "../support/webhook-receiver";

// What a receiver of our webhooks does with Webhook-Signature (t=<unix>,v1=<hex HMAC-SHA256 of
// "t.body">): check the signature with its secret and refuse a stale timestamp.

const body = JSON.stringify({ id: "evt_1", type: "test.ping", createdAt: "2031-01-01T00:00:00.000Z", data: {} });
const now = new Date("2031-01-01T00:00:00.000Z");

describe("webhook signatures", () => {
  it("verify with the endpoint's secret, and not with another or for another body", () => {
    const header = signatureHeader({ secrets: ["whsec_current"], body, now });
    expect(header).toMatch(/^t=1924992000,v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature({ header, body, secret: "whsec_current", now })).toBe(true);
    expect(verifyWebhookSignature({ header, body, secret: "whsec_other", now })).toBe(false);
    expect(verifyWebhookSignature({ header, body: body.replace("test.ping", "test.pong"), secret: "whsec_current", now })).toBe(false);
  });

  it("are refused when the timestamp is older than the receiver's tolerance", () => {
    const header = signatureHeader({ secrets: ["whsec_current"], body, now });
    expect(verifyWebhookSignature({ header, body, secret: "whsec_current", now: new Date(now.getTime() + 299_000) })).toBe(true);
    expect(verifyWebhookSignature({ header, body, secret: "whsec_current", now: new Date(now.getTime() + 301_000) })).toBe(false);
    const replayed = header.replace(/^t=\d+/, `t=${now.getTime() / 1000 + 600}`);
    expect(verifyWebhookSignature({ header: replayed, body, secret: "whsec_current", now: new Date(now.getTime() + 600_000) })).toBe(false);
  });

  it("carry a second v1= with the previous secret during a rotation, each verifying with its own secret", () => {
    const header = signatureHeader({ secrets: ["whsec_new", "whsec_old"], body, now });
    expect(header.split(",").filter((part) => part.startsWith("v1="))).toHaveLength(2);
    expect(verifyWebhookSignature({ header, body, secret: "whsec_new", now })).toBe(true);
    expect(verifyWebhookSignature({ header, body, secret: "whsec_old", now })).toBe(true);
  });
});
