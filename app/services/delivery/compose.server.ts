import { getMailSender } from "~/models/host-settings.server";
import { failuresBetween, hostWantsNotice, registrationsBetween } from "~/models/host-notice.server";
import { loadMailEvent, loadMailRegistration, type MailContext } from "~/models/mail-context.server";
import type { OutboxMessage } from "~/models/outbox.server";
import { cancelRegistrationPath, registrationLink } from "~/models/registration.server";
import { DEFAULT_BRAND } from "~/schemas/host-settings";
import { formatInZone } from "~/utils/zone-format";
import { googleCalendarLink, icsFile, outlookCalendarLink, registrationCalendarEntry, type CalendarEntry } from "~/utils/calendar";
import { renderMail, type MailBody, type MailSender } from "~/services/delivery/mail/mail-layout";
import type { OutgoingMail } from "~/services/delivery/mail/transport.server";
import { unsubscribeUrl } from "~/services/delivery/mail/unsubscribe.server";

// Turns an outbox row into the e-mail its reader gets: the words per kind, the host's colours and
// footer, the unsubscribe link and header, and for a registration the calendar file.

export interface ComposeOptions {
  origin: string;
  mailFrom: string;
  now?: Date;
  /** Shared by the messages of one delivery pass: a reminder to thousands reads its host and event once. */
  cache?: ComposeCache;
}

export interface ComposeCache {
  senders: Map<number, Promise<MailSender>>;
  events: Map<number, Promise<MailContext["event"]>>;
}

export const newComposeCache = (): ComposeCache => ({ senders: new Map(), events: new Map() });

function remembered<V>(map: Map<number, Promise<V>>, key: number, load: () => Promise<V>) {
  let value = map.get(key);
  if (!value) {
    value = load();
    map.set(key, value);
  }
  return value;
}

async function loadContext(message: OutboxMessage, cache: ComposeCache): Promise<MailContext> {
  const { eventId, registrationId } = message;
  const [event, registration] = await Promise.all([
    eventId ? remembered(cache.events, eventId, () => loadMailEvent(eventId)) : null,
    registrationId ? loadMailRegistration(registrationId) : null,
  ]);
  return { event, registration };
}

/** Why a message cannot be written any more (what it is about is gone). */
export class NothingToSend extends Error {}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** "Hi Maya," for mail that carries the person's first name; no greeting when it does not. */
function greetingByFirstName(message: OutboxMessage) {
  const firstName = text(message.payload.firstName);
  return firstName ? `Hi ${firstName},` : undefined;
}

function durationLabel(minutes: number) {
  if (minutes < 60) return `${minutes} minutes`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `${hours} hour${hours === 1 ? "" : "s"}${rest ? ` ${rest} minutes` : ""}`;
}

function requireEvent(context: MailContext) {
  if (!context.event) throw new NothingToSend("The event no longer exists.");
  return context.event;
}

function requireRegistration(context: MailContext) {
  if (!context.registration) throw new NothingToSend("The registration no longer exists.");
  return context.registration;
}

function calendarEntry(context: MailContext, sender: MailSender, origin: string, now: Date): CalendarEntry {
  const event = requireEvent(context);
  const registration = requireRegistration(context);
  return registrationCalendarEntry({
    event,
    registrationId: registration.id,
    url: registrationLink(origin, event.id, registration.accessToken),
    organizer: sender,
    now,
  });
}

/** The link under a registrant's e-mails that gives their seat up (the page asks first). */
function cancelLink(context: MailContext, origin: string) {
  const event = requireEvent(context);
  const registration = requireRegistration(context);
  return { label: "Can't make it? Cancel your registration", href: `${origin}${cancelRegistrationPath(event.id, registration.accessToken)}` };
}

function registrationBody(message: OutboxMessage, context: MailContext, sender: MailSender, entry: CalendarEntry, origin: string): MailBody {
  const event = requireEvent(context);
  const registration = requireRegistration(context);
  const when = formatInZone(event.scheduledAt, registration.timezone, { weekday: "long", month: "long" });
  const resend = message.kind === "personal_link";
  return {
    preview: `${event.title} — ${when}. Your personal link is inside.`,
    heading: resend ? `Your link for ${event.title}` : `You're registered for ${event.title}`,
    greeting: `Hi ${registration.firstName},`,
    paragraphs: [
      resend
        ? "Here is your personal link again. It opens the event straight away, no sign-in needed."
        : `Your seat is saved. ${sender.name} is looking forward to seeing you there.`,
    ],
    details: [
      { label: "When", value: when },
      { label: "Length", value: durationLabel(event.durationMinutes) },
      { label: "Host", value: event.hostName || sender.name },
    ],
    action: { label: "Join the event", href: entry.url },
    links: [
      { label: "Add to Google Calendar", href: googleCalendarLink(entry) },
      { label: "Add to Outlook", href: outlookCalendarLink(entry) },
      cancelLink(context, origin),
    ],
    note: "This link is personal: it is your seat, so please don't share it. The attached calendar file adds the event to any calendar app.",
  };
}

function viewerLinkBody(message: OutboxMessage, sender: MailSender): MailBody {
  const title = text(message.payload.watchTitle);
  return {
    preview: `Your personal link to watch ${title} is inside.`,
    heading: `Your link to watch ${title}`,
    greeting: greetingByFirstName(message),
    paragraphs: [
      `Someone (hopefully you) registered ${message.toAddress} to watch "${title}" with ${sender.name}. Open your personal link on the device you want to watch on: it signs you in straight away.`,
    ],
    action: { label: "Join the stream", href: text(message.payload.link) },
    note: "This link is personal: it is your seat, so please don't share it. Did not ask for it? Nothing to do: the link is still only yours.",
  };
}

function invitationBody(message: OutboxMessage, context: MailContext, sender: MailSender): MailBody {
  const event = requireEvent(context);
  const headline = text(message.payload.headline) || event.title;
  const from = text(message.payload.from) || event.hostName || sender.name;
  const when = formatInZone(event.scheduledAt, event.timezone, { weekday: "long", month: "long" });
  return {
    preview: `${from} invites you to ${headline}.`,
    heading: `You're invited: ${headline}`,
    paragraphs: [`${from} invites you to join "${headline}", a live online event.`, ...(event.description ? [event.description] : [])],
    details: [
      { label: "When", value: when },
      { label: "Length", value: durationLabel(event.durationMinutes) },
    ],
    action: { label: "Save my seat", href: text(message.payload.link) },
    note: "Registering takes a few seconds: your first name and e-mail, and you get a personal link to watch.",
  };
}

function reminderBody(message: OutboxMessage, context: MailContext, origin: string): MailBody {
  const event = requireEvent(context);
  const registration = requireRegistration(context);
  const link = text(message.payload.link);
  const subject = message.subject || `Reminder: ${event.title}`;
  return {
    preview: text(message.payload.message) || subject,
    heading: subject,
    greeting: `Hi ${registration.firstName},`,
    paragraphs: [text(message.payload.message) || message.bodyText],
    details: [{ label: "Starts", value: formatInZone(event.scheduledAt, registration.timezone, { weekday: "long", month: "long" }) }],
    action: { label: "Join the event", href: link },
    links: [cancelLink(context, origin)],
    note: "This link is personal: it is your seat, so please don't share it.",
  };
}

function followUpBody(message: OutboxMessage, context: MailContext): MailBody {
  const event = requireEvent(context);
  const registration = requireRegistration(context);
  const replayUntil = text(message.payload.replayUntil);
  const subject = message.subject || `The replay of ${event.title}`;
  return {
    preview: text(message.payload.message) || subject,
    heading: subject,
    greeting: `Hi ${registration.firstName},`,
    paragraphs: [text(message.payload.message) || message.bodyText],
    details: replayUntil ? [{ label: "Replay online until", value: replayUntil }] : undefined,
    action: { label: "Watch the replay", href: text(message.payload.link) },
    note: "This link is personal: it opens your own replay, so please don't share it.",
  };
}

function passwordResetBody(message: OutboxMessage): MailBody {
  return {
    preview: "Choose a new password for your ShowUp account.",
    heading: "Reset your password",
    greeting: greetingByFirstName(message),
    paragraphs: ["Someone (hopefully you) asked to reset the password of your ShowUp account. Use the button to choose a new one."],
    action: { label: "Choose a new password", href: text(message.payload.link) },
    note: "The link works once and expires in one hour. If you did not ask for it, ignore this e-mail: your password stays as it is.",
  };
}

function teamInvitationBody(message: OutboxMessage): MailBody {
  const hostName = text(message.payload.hostName);
  const role = text(message.payload.role) || "moderator";
  return {
    preview: `${hostName} invites you to help run their events on ShowUp.`,
    heading: `Join ${hostName}'s team`,
    greeting: "Hi,",
    paragraphs: [
      `${hostName} invites you to their team on ShowUp as a ${role}: you will help run their live events with your own account.`,
      "Open the invitation to join with your ShowUp account, or create one first.",
    ],
    action: { label: "Open the invitation", href: text(message.payload.link) },
    note: "The invitation works once and expires in 7 days. If you did not expect it, ignore this e-mail.",
  };
}

function signInUnlockBody(message: OutboxMessage): MailBody {
  return {
    preview: "Sign-in to your ShowUp account is slowed down after many wrong passwords.",
    heading: "Someone is trying to sign in to your account",
    greeting: greetingByFirstName(message),
    paragraphs: [
      "Someone is trying to sign in to your ShowUp account with wrong passwords, from many places, so sign-in to it is slowed down for now.",
      "To sign in anyway, use the button in the browser you sign in with: it lets that browser through for 24 hours.",
    ],
    action: { label: "Let me sign in", href: text(message.payload.link) },
    note: "The link works once and expires in one hour. Your password was not changed; if you think someone knows it, reset it.",
  };
}

function recordingStoppedBody(message: OutboxMessage, origin: string): MailBody {
  return {
    preview: message.bodyText,
    heading: "Recording stopped: the server's disk is nearly full",
    paragraphs: [message.bodyText],
    action: message.eventId ? { label: "Open the event dashboard", href: `${origin}/events/${message.eventId}` } : undefined,
  };
}

const PLATFORM_SENDER = (email: string): MailSender => ({
  name: "ShowUp",
  email,
  postalAddress: null,
  brandPrimary: DEFAULT_BRAND.primary,
  brandAccent: DEFAULT_BRAND.accent,
});

const KIND_LABELS: Record<string, string> = {
  reminder: "Reminder",
  follow_up: "Follow-up",
  invitation: "Invitation",
  registration_confirmation: "Registration confirmation",
  personal_link: "Personal link",
  viewer_link: "Viewer link",
  team_invitation: "Team invitation",
};

const MAX_LISTED = 20;

async function registrationDigestBody(message: OutboxMessage, origin: string, cache: ComposeCache): Promise<MailBody> {
  if (!(await hostWantsNotice({ hostId: message.hostId, pref: "notifyRegistrations" })))
    throw new NothingToSend("The host turned off registration notices.");
  const context = await loadContext({ ...message, registrationId: null }, cache);
  const event = requireEvent(context);
  const { registrations, total } = await registrationsBetween({ eventId: event.id, from: text(message.payload.from), to: text(message.payload.to) });
  if (!registrations.length) throw new NothingToSend("No registrations are left to report.");
  const listed = registrations.slice(0, MAX_LISTED).map((r) => `${`${r.firstName} ${r.lastName}`.trim()} <${r.email}>`);
  const more = registrations.length - listed.length;
  const count = registrations.length === 1 ? "1 new registration" : `${registrations.length} new registrations`;
  return {
    preview: `${count} for ${event.title}; ${total} in all.`,
    heading: `${count} for ${event.title}`,
    paragraphs: [
      `${listed.join("\n")}${more > 0 ? `\n…and ${more} more` : ""}`,
      `${total} ${total === 1 ? "person has" : "people have"} registered so far.`,
    ],
    action: { label: "Open the event dashboard", href: `${origin}/events/${event.id}` },
    links: [{ label: "Notification settings", href: `${origin}/settings?tab=notifications` }],
  };
}

async function failureDigestBody(message: OutboxMessage, origin: string): Promise<MailBody> {
  if (!(await hostWantsNotice({ hostId: message.hostId, pref: "notifyDeliveryFailures" })))
    throw new NothingToSend("The host turned off delivery failure notices.");
  const failures = await failuresBetween({ hostId: message.hostId, from: text(message.payload.from), to: text(message.payload.to) });
  if (!failures.length) throw new NothingToSend("No failures are left to report.");
  const lines = failures.slice(0, MAX_LISTED).map((f) => {
    const what = `${KIND_LABELS[f.kind] ?? f.kind}${f.channel === "sms" ? " (SMS)" : ""}`;
    return `${what} to ${f.toAddress}${f.eventTitle ? ` for ${f.eventTitle}` : ""}: ${f.lastError ?? "unknown error"}`;
  });
  const more = failures.length - lines.length;
  const firstEvent = failures.find((f) => f.eventId !== null)?.eventId;
  return {
    preview: `${failures.length} message${failures.length === 1 ? "" : "s"} could not be delivered.`,
    heading: failures.length === 1 ? "A message could not be delivered" : `${failures.length} messages could not be delivered`,
    paragraphs: [
      "We tried several times and gave up on these. Check the addresses and numbers; the event dashboard shows each reminder's state.",
      `${lines.join("\n")}${more > 0 ? `\n…and ${more} more` : ""}`,
    ],
    action: firstEvent ? { label: "Open the event dashboard", href: `${origin}/events/${firstEvent}` } : undefined,
    links: [{ label: "Notification settings", href: `${origin}/settings?tab=notifications` }],
  };
}

/** The e-mail for an outbox row; throws NothingToSend when what it is about was deleted. */
export async function composeEmail(
  message: OutboxMessage,
  { origin, mailFrom, now = new Date(), cache = newComposeCache() }: ComposeOptions,
): Promise<OutgoingMail> {
  const common = { outboxId: message.id, kind: message.kind, to: message.toAddress };
  if (message.kind === "host_registrations" || message.kind === "host_delivery_failures") {
    const registrations = message.kind === "host_registrations";
    const rendered = await renderMail({
      body: registrations ? await registrationDigestBody(message, origin, cache) : await failureDigestBody(message, origin),
      sender: PLATFORM_SENDER(mailFrom),
      footer: {
        reason: `You get this e-mail because "${registrations ? "New registrations" : "Reminder delivery failures"}" is on in your ShowUp notification settings.`,
        unsubscribeUrl: null,
      },
    });
    return { ...common, from: { name: "ShowUp", address: mailFrom }, subject: message.subject || "ShowUp notice", ...rendered };
  }
  if (message.kind === "host_recording_stopped") {
    const rendered = await renderMail({
      body: recordingStoppedBody(message, origin),
      sender: PLATFORM_SENDER(mailFrom),
      footer: { reason: "You get this e-mail because a broadcast of yours was being recorded on this server.", unsubscribeUrl: null },
    });
    return { ...common, from: { name: "ShowUp", address: mailFrom }, subject: message.subject || "Recording stopped", ...rendered };
  }
  if (message.kind === "host_webhook_disabled") {
    const rendered = await renderMail({
      body: {
        preview: message.bodyText,
        heading: "A webhook endpoint was disabled",
        paragraphs: [message.bodyText],
        action: { label: "Open Integrations", href: `${origin}/dashboard/settings/integrations` },
      },
      sender: PLATFORM_SENDER(mailFrom),
      footer: { reason: "You get this e-mail because a webhook endpoint of your ShowUp account stopped receiving events.", unsubscribeUrl: null },
    });
    return { ...common, from: { name: "ShowUp", address: mailFrom }, subject: message.subject || "A webhook endpoint was disabled", ...rendered };
  }
  if (message.kind === "password_reset") {
    const sender = PLATFORM_SENDER(mailFrom);
    const rendered = await renderMail({
      body: passwordResetBody(message),
      sender,
      footer: { reason: "You get this e-mail because a password reset was requested for your ShowUp account.", unsubscribeUrl: null },
    });
    return { ...common, from: { name: "ShowUp", address: mailFrom }, subject: message.subject || "Reset your ShowUp password", ...rendered };
  }
  if (message.kind === "team_invitation") {
    const rendered = await renderMail({
      body: teamInvitationBody(message),
      sender: PLATFORM_SENDER(mailFrom),
      footer: {
        reason: `You get this e-mail because ${text(message.payload.hostName)} invited ${message.toAddress} to their team.`,
        unsubscribeUrl: null,
      },
    });
    return { ...common, from: { name: "ShowUp", address: mailFrom }, subject: message.subject || "You're invited to a team on ShowUp", ...rendered };
  }
  if (message.kind === "sign_in_unlock") {
    const rendered = await renderMail({
      body: signInUnlockBody(message),
      sender: PLATFORM_SENDER(mailFrom),
      footer: { reason: "You get this e-mail because many wrong passwords were tried on your ShowUp account.", unsubscribeUrl: null },
    });
    return {
      ...common,
      from: { name: "ShowUp", address: mailFrom },
      subject: message.subject || "Someone is trying to sign in to your account",
      ...rendered,
    };
  }

  if (message.kind === "viewer_link") {
    const sender = await remembered(cache.senders, message.hostId, () => getMailSender({ hostId: message.hostId }));
    const title = text(message.payload.watchTitle);
    const rendered = await renderMail({
      body: viewerLinkBody(message, sender),
      sender,
      footer: { reason: `You get this e-mail because ${message.toAddress} was registered to watch ${title}.`, unsubscribeUrl: null },
    });
    return {
      ...common,
      from: { name: `${sender.name} via ShowUp`, address: mailFrom },
      replyTo: sender.email,
      subject: message.subject || `Your link to watch ${title}`,
      ...rendered,
    };
  }

  const [sender, context] = await Promise.all([
    remembered(cache.senders, message.hostId, () => getMailSender({ hostId: message.hostId })),
    loadContext(message, cache),
  ]);
  const event = requireEvent(context);
  const displayName = event.hostName || sender.name;
  const unsubscribe = unsubscribeUrl(origin, { hostId: message.hostId, email: message.toAddress });
  const headers = { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
  const from = { name: `${displayName} via ShowUp`, address: mailFrom };
  const brandedSender = { ...sender, name: displayName };

  if (message.kind === "registration_confirmation" || message.kind === "personal_link") {
    const entry = calendarEntry(context, brandedSender, origin, now);
    const rendered = await renderMail({
      body: registrationBody(message, context, brandedSender, entry, origin),
      sender: brandedSender,
      footer: { reason: `You get this e-mail because you registered for ${event.title}.`, unsubscribeUrl: unsubscribe },
    });
    const subject = message.subject || `You're registered: ${event.title}`;
    return {
      ...common,
      from,
      replyTo: sender.email,
      subject,
      ...rendered,
      headers,
      attachments: [{ filename: "invite.ics", content: icsFile(entry), contentType: "text/calendar; charset=utf-8; method=PUBLISH" }],
    };
  }

  if (message.kind === "invitation") {
    const rendered = await renderMail({
      body: invitationBody(message, context, brandedSender),
      sender: brandedSender,
      footer: { reason: `You get this e-mail because ${displayName} invited ${message.toAddress} to ${event.title}.`, unsubscribeUrl: unsubscribe },
    });
    return { ...common, from, replyTo: sender.email, subject: message.subject || `You're invited: ${event.title}`, ...rendered, headers };
  }

  const rendered = await renderMail({
    body: message.kind === "follow_up" ? followUpBody(message, context) : reminderBody(message, context, origin),
    sender: brandedSender,
    footer: { reason: `You get this e-mail because you registered for ${event.title}.`, unsubscribeUrl: unsubscribe },
  });
  const fallbackSubject = message.kind === "follow_up" ? `The replay of ${event.title}` : `Reminder: ${event.title}`;
  return { ...common, from, replyTo: sender.email, subject: message.subject || fallbackSubject, ...rendered, headers };
}
