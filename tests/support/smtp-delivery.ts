import { afterAll, beforeAll } from "vitest";
import type { DeliveryDeps } from "~/services/delivery/delivery.server";
import { smtpTransport } from "~/services/delivery/mail/transport.server";
import type { SmsSender } from "~/services/delivery/sms.server";
import { startSmtpServer } from "./mail-servers";

/**
 * A loopback SMTP server for the file's tests and the delivery worker's deps pointing at it
 * (`no-reply@showup.test`, 1,000 a minute), started before the file's tests and closed after.
 * `settings` is read in the hook, so it may use what earlier hooks started (an app's URL, a fake
 * SMS provider). `rejectRecipient` is passed to the SMTP server.
 */
export function smtpDeliveryForTests(
  settings: () => { origin: string; sms: SmsSender },
  { rejectRecipient }: Parameters<typeof startSmtpServer>[0] = {},
) {
  const state = {} as { smtp: Awaited<ReturnType<typeof startSmtpServer>>; deps: DeliveryDeps };
  beforeAll(async () => {
    state.smtp = await startSmtpServer({ rejectRecipient });
    state.deps = { mail: smtpTransport(state.smtp.url), mailFrom: "no-reply@showup.test", ratePerMinute: 1000, ...settings() };
  });
  afterAll(async () => {
    state.deps.mail.close();
    await state.smtp.close();
  });
  return state;
}
