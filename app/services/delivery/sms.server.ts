import type { Config } from "~/utils/config.server";
import { getLogger } from "~/utils/logger.server";

export interface SmsSender {
  /** Resolves with the provider's id for the text; rejects with an SmsError. */
  send(text: { to: string; body: string }): Promise<{ id: string }>;
}

export class SmsError extends Error {
  constructor(
    message: string,
    /** True when a retry cannot help (a bad number, a refused recipient). */
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

const E164 = /^\+[1-9]\d{6,14}$/;

export function isE164(phone: string) {
  return E164.test(phone);
}

// Texts are cut at ten segments' worth; providers refuse longer bodies.
const MAX_BODY = 1600;

/** A Twilio-compatible Messages API: POST form-encoded To, From, Body with basic auth. */
export function twilioSender({
  accountSid,
  authToken,
  from,
  apiBase,
}: {
  accountSid: string;
  authToken: string;
  from: string;
  apiBase: string;
}): SmsSender {
  const endpoint = `${apiBase.replace(/\/+$/, "")}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;
  return {
    async send({ to, body }) {
      if (!isE164(to)) throw new SmsError(`${to} is not an international (E.164) number such as +15551234567`, true);
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: "POST",
          headers: { Authorization: authorization, "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
          body: new URLSearchParams({ To: to, From: from, Body: body.slice(0, MAX_BODY) }),
          signal: AbortSignal.timeout(20_000),
        });
      } catch (error) {
        throw new SmsError(`SMS provider unreachable: ${(error as Error).message}`, false);
      }
      const answer = (await response.json().catch(() => ({}))) as { sid?: unknown; message?: unknown; code?: unknown };
      if (!response.ok) {
        const detail = typeof answer.message === "string" ? answer.message : response.statusText;
        const permanent = response.status >= 400 && response.status < 500 && response.status !== 429;
        throw new SmsError(`SMS provider answered ${response.status}: ${detail}`, permanent);
      }
      return { id: typeof answer.sid === "string" ? answer.sid : "" };
    },
  };
}

/** Without a provider: the text is written to the log, so a self-hoster can see what would go out. */
export function logSender(): SmsSender {
  let count = 0;
  return {
    async send({ to, body }) {
      if (!isE164(to)) throw new SmsError(`${to} is not an international (E.164) number such as +15551234567`, true);
      count += 1;
      getLogger().info({ to, body: body.slice(0, MAX_BODY) }, "SMS not configured: text logged instead of sent");
      return { id: `logged-${Date.now()}-${count}` };
    },
  };
}

export function smsSenderFor(config: Pick<Config, "TWILIO_ACCOUNT_SID" | "TWILIO_AUTH_TOKEN" | "TWILIO_FROM" | "TWILIO_API_BASE">): SmsSender {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = config;
  return accountSid && authToken && from ? twilioSender({ accountSid, authToken, from, apiBase: config.TWILIO_API_BASE }) : logSender();
}
