import dns from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import net from "node:net";

// Outgoing webhook requests, safe against server-side request forgery: in production only https://
// and only public addresses, checked on the address the host name resolves to at the moment of
// sending, and the connection goes to that very address (a second, different DNS answer cannot
// slip in between). Host names the operator lists are exempt. Redirects are never followed.

export interface WebhookNetworkPolicy {
  /** Production rules: https:// only, public addresses only (NODE_ENV=production). */
  production: boolean;
  /** Host names (lower case) exempt from both rules. */
  allowedHosts: string[];
}

/** Why a URL may not be reached; its message is what the host reads. */
export class WebhookTargetRefused extends Error {}

const BLOCKED = new net.BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // unspecified, "this network"
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const)
  BLOCKED.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 96], // unspecified, loopback, IPv4-compatible
  ["64:ff9b::", 96], // NAT64 of any IPv4 address
  ["64:ff9b:1::", 48], // local-use NAT64
  ["100::", 64], // discard-only
  // Tunnels that carry an IPv4 address inside (2002:a9fe:a9fe:: is 169.254.169.254 through a
  // 6to4 relay): both deprecated, so no receiver lives there, and whole prefixes are refused.
  ["2001::", 32], // Teredo
  ["2002::", 16], // 6to4
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local
  ["ff00::", 8], // multicast
] as const)
  BLOCKED.addSubnet(network, prefix, "ipv6");

/** The IPv4 address inside an IPv4-mapped IPv6 address (::ffff:a.b.c.d in any spelling), else null. */
function mappedIpv4(address: string) {
  const normal = new URL(`http://[${address}]/`).hostname;
  const match = /^\[::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})\]$/.exec(normal);
  if (!match) return null;
  const high = parseInt(match[1] ?? "0", 16);
  const low = parseInt(match[2] ?? "0", 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** Private, loopback, link-local, unique-local, CGNAT, unspecified or otherwise not a public address. */
export function isNonPublicAddress(address: string) {
  const family = net.isIP(address);
  if (family === 4) return BLOCKED.check(address, "ipv4");
  if (family !== 6) return true;
  const v4 = mappedIpv4(address);
  return v4 ? BLOCKED.check(v4, "ipv4") : BLOCKED.check(address, "ipv6");
}

const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/^\[|\]$/g, "");

/** The checks that need no network: a parseable http(s) URL, https:// in production unless allowed. */
export function checkWebhookUrlShape(text: string, policy: WebhookNetworkPolicy) {
  const url = URL.canParse(text) ? new URL(text) : null;
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) throw new WebhookTargetRefused("The URL must start with https://.");
  if (url.username || url.password) throw new WebhookTargetRefused("The URL may not carry a user name or password.");
  const allowed = policy.allowedHosts.includes(hostOf(url));
  if (policy.production && !allowed && url.protocol !== "https:")
    throw new WebhookTargetRefused("Webhooks are sent over https:// only: plain http:// is refused.");
  return { url, allowed };
}

/**
 * The address to connect to for `text`: every address its host resolves to must be public (in
 * production, unless the host is allowed). Throws WebhookTargetRefused with the reason.
 */
export async function resolveWebhookTarget(text: string, policy: WebhookNetworkPolicy) {
  const { url, allowed } = checkWebhookUrlShape(text, policy);
  const host = hostOf(url);
  let addresses: { address: string; family: number }[];
  if (net.isIP(host)) addresses = [{ address: host, family: net.isIP(host) }];
  else {
    try {
      addresses = await dns.lookup(host, { all: true, verbatim: true });
    } catch {
      throw new WebhookTargetRefused(`The host name ${host} could not be resolved.`);
    }
  }
  const first = addresses[0];
  if (!first) throw new WebhookTargetRefused(`The host name ${host} could not be resolved.`);
  if (policy.production && !allowed) {
    const inner = addresses.find((entry) => isNonPublicAddress(entry.address));
    if (inner)
      throw new WebhookTargetRefused(
        `${host} resolves to ${inner.address}, a private, loopback or link-local address: webhooks go to public addresses only.`,
      );
  }
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}

/**
 * The check when a host saves a URL: its shape, and in production (unless the host is allowed)
 * the addresses its host name resolves to now. Sending checks the addresses again.
 */
export async function checkWebhookUrl(text: string, policy: WebhookNetworkPolicy) {
  const { allowed } = checkWebhookUrlShape(text, policy);
  if (policy.production && !allowed) await resolveWebhookTarget(text, policy);
}

export interface WebhookResponse {
  /** The HTTP status, or null when none came (refused, unreachable, timed out). */
  status: number | null;
  durationMs: number;
  /** Why it counts as failed; null for a 2xx. */
  error: string | null;
}

/** POSTs `body` once, to the checked address, within `timeoutMs`; a redirect is a failure and is not followed. */
export async function postWebhook({
  url: text,
  headers,
  body,
  policy,
  timeoutMs,
}: {
  url: string;
  headers: Record<string, string>;
  body: string;
  policy: WebhookNetworkPolicy;
  timeoutMs: number;
}): Promise<WebhookResponse> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let target;
  try {
    target = await resolveWebhookTarget(text, policy);
  } catch (error) {
    if (!(error instanceof WebhookTargetRefused)) throw error;
    return { status: null, durationMs: elapsed(), error: `Refused: ${error.message}` };
  }
  const { url, address, family } = target;
  const client = url.protocol === "https:" ? https : http;
  return new Promise<WebhookResponse>((resolve) => {
    const request = client.request(url, {
      method: "POST",
      // A connection of its own, pinned to the checked address (a pooled one may lead elsewhere).
      agent: false,
      lookup: (_hostname, options, callback) => {
        if ((options as { all?: boolean }).all)
          (callback as unknown as (e: null, list: { address: string; family: number }[]) => void)(null, [{ address, family }]);
        else callback(null, address, family);
      },
      headers: { ...headers, "Content-Length": String(Buffer.byteLength(body)) },
    });
    const timer = setTimeout(() => request.destroy(new Error(`No answer within ${timeoutMs / 1000} s.`)), timeoutMs);
    request.on("response", (response) => {
      const status = response.statusCode ?? 0;
      response.resume();
      response.on("error", () => {});
      response.on("close", () => {
        clearTimeout(timer);
        let error: string | null = null;
        if (status >= 300 && status < 400)
          error = `Redirect (${status}) to ${response.headers.location ?? "nowhere"} not followed: webhooks are never redirected.`;
        else if (status < 200 || status >= 300) error = `The endpoint answered ${status}.`;
        resolve({ status, durationMs: elapsed(), error });
      });
    });
    request.on("error", (error) => {
      clearTimeout(timer);
      resolve({ status: null, durationMs: elapsed(), error: error.message || "The request failed." });
    });
    request.end(body);
  });
}
