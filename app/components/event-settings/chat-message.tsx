import { Form, Link } from "@remix-run/react";
import { memo, type FormEvent, type MouseEvent, type ReactNode } from "react";
import { button } from "~/components/ui/button.css";
import { staffBadgeOf, type ChatMessage } from "~/contracts/live-events";
import { TIMEOUT_CHOICES, timeoutEndLabel, type ViewerModerationState } from "~/contracts/moderation";
import { CHAT_ID, KICK_PARAM, kickConfirmText, PROFILE_ID, PROFILE_PARAM, type ChatIntent } from "./constants";
import type { ProfileTarget } from "./customer-profile";
import { messageDateTime, messageTime } from "./format";
import * as styles from "./chat-message.css";

export interface MessageContext {
  /** The page's own path: forms post to it and name links add ?profile= to it. */
  basePath: string;
  hostName: string;
  timeZone: string;
  hydrated: boolean;
  /** With JavaScript: sends a form through a fetcher. */
  submit: (form: HTMLFormElement) => void;
  /** The host's: a chatter's Customer Profile (their purchases); absent for the host's team. */
  openProfile?: (target: ProfileTarget) => void;
}

const authorName = (message: ChatMessage, hostName: string) =>
  message.isStreamer ? (message.staff?.name ?? hostName) : (message.viewer?.firstName ?? "Former viewer");

/** One moderation button, a small form of its own that works without JavaScript. */
function ActionForm({
  intent,
  fields,
  label,
  context,
  confirmText,
  danger,
  children,
}: {
  intent: ChatIntent;
  fields: Record<string, string>;
  label: string;
  context: MessageContext;
  confirmText?: string;
  danger?: boolean;
  children: ReactNode;
}) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirmText && !window.confirm(confirmText)) return;
    context.submit(event.currentTarget);
  };
  return (
    <Form method="post" className={styles.actionForm} onSubmit={onSubmit} preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={danger ? styles.dangerAction : styles.action}>
        {children}
        <span className="visually-hidden"> {label}</span>
      </button>
    </Form>
  );
}

/** Without JavaScript, Kick first asks on the page (?kick={messageId}): see KickConfirm. */
function KickLink({ messageId, name, basePath }: { messageId: number; name: string; basePath: string }) {
  return (
    <Link to={`${basePath}?${KICK_PARAM}=${messageId}#${CHAT_ID}`} className={styles.dangerAction} preventScrollReset>
      Kick<span className="visually-hidden"> {name}</span>
    </Link>
  );
}

/** The confirmation step of Kick without JavaScript, shown at the top of the chat. */
export function KickConfirm({ message, hostName, basePath }: { message: ChatMessage; hostName: string; basePath: string }) {
  const viewer = message.viewer;
  if (!viewer) return null;
  const name = authorName(message, hostName);
  return (
    <div className={styles.confirmBox} role="alertdialog" aria-labelledby="kick-confirm-text">
      <p id="kick-confirm-text" className={styles.confirmText}>
        {kickConfirmText(name)}
      </p>
      <div className={styles.confirmActions}>
        <Form method="post" action={basePath} preventScrollReset>
          <input type="hidden" name="intent" value="kick" />
          <input type="hidden" name="viewerId" value={String(viewer.id)} />
          <button type="submit" className={styles.confirmButton}>
            Confirm kick
          </button>
        </Form>
        <Link to={`${basePath}#${CHAT_ID}`} className={styles.cancel} preventScrollReset>
          Cancel
        </Link>
      </div>
    </div>
  );
}

/** Timeout: a menu of 1, 5 or 10 minutes (a disclosure, so it works without JavaScript), each a plain form. */
function TimeoutMenu({ viewerId, name, context }: { viewerId: number; name: string; context: MessageContext }) {
  return (
    <details className={styles.menu} onSubmitCapture={(event) => event.currentTarget.removeAttribute("open")}>
      <summary className={styles.menuSummary} title="Timeout">
        <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
          <circle cx="12" cy="13" r="8" />
          <path d="M12 9v4l2 2M9 2h6" />
        </svg>
        <span className="visually-hidden">Timeout {name}</span>
      </summary>
      <div className={styles.menuList}>
        {TIMEOUT_CHOICES.map((minutes) => (
          <ActionForm
            key={minutes}
            intent="timeout"
            fields={{ viewerId: String(viewerId), minutes: String(minutes) }}
            label={`timeout for ${name}`}
            context={context}
          >
            {minutes} min
          </ActionForm>
        ))}
      </div>
    </details>
  );
}

function Actions({ message, context, viewerState }: { message: ChatMessage; context: MessageContext; viewerState?: ViewerModerationState }) {
  const name = authorName(message, context.hostName);
  const messageFields = { messageId: String(message.id) };
  const viewer = message.viewer;
  return (
    <div className={styles.actions} role="group" aria-label={`Moderate ${name}'s message`}>
      {message.status === "sticky" ? (
        <ActionForm intent="unsticky" fields={messageFields} label={`message from ${name}`} context={context}>
          Unpin
        </ActionForm>
      ) : (
        <ActionForm intent="sticky" fields={messageFields} label={`message from ${name}`} context={context}>
          Pin
        </ActionForm>
      )}
      <ActionForm intent="remove" fields={messageFields} label={`message from ${name}`} context={context}>
        Remove
      </ActionForm>
      {viewer ? (
        <>
          {viewerState?.timedOutUntil ? (
            <ActionForm intent="untimeout" fields={{ viewerId: String(viewer.id) }} label={`for ${name}`} context={context}>
              End timeout
            </ActionForm>
          ) : (
            <TimeoutMenu viewerId={viewer.id} name={name} context={context} />
          )}
          {viewerState?.isShadowbanned ? (
            <ActionForm intent="unshadowban" fields={{ viewerId: String(viewer.id) }} label={`of ${name}`} context={context}>
              Undo shadowban
            </ActionForm>
          ) : (
            <ActionForm intent="shadowban" fields={{ viewerId: String(viewer.id) }} label={name} context={context}>
              Shadowban
            </ActionForm>
          )}
          {viewerState?.isKicked ? (
            <ActionForm intent="readmit" fields={{ viewerId: String(viewer.id) }} label={name} context={context}>
              Readmit
            </ActionForm>
          ) : context.hydrated ? (
            <ActionForm
              intent="kick"
              fields={{ viewerId: String(viewer.id) }}
              label={name}
              context={context}
              confirmText={kickConfirmText(name)}
              danger
            >
              Kick
            </ActionForm>
          ) : (
            <KickLink messageId={message.id} name={name} basePath={context.basePath} />
          )}
        </>
      ) : null}
    </div>
  );
}

function Author({ message, context }: { message: ChatMessage; context: MessageContext }) {
  const viewer = message.viewer;
  const { openProfile } = context;
  if (message.isStreamer || !viewer || !openProfile) return <span className={styles.name}>{authorName(message, context.hostName)}</span>;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!context.hydrated || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    openProfile(viewer);
  };
  return (
    <Link
      to={`${context.basePath}?${PROFILE_PARAM}=${viewer.id}#${PROFILE_ID}`}
      className={styles.nameLink}
      onClick={onClick}
      aria-haspopup={context.hydrated ? "dialog" : undefined}
      preventScrollReset
    >
      {viewer.firstName}
      <span className="visually-hidden">: open the customer profile</span>
    </Link>
  );
}

/** A chat line: who, when, what, and (not for the host's own messages) the moderation actions. */
/** What the host has done to the viewer that still holds: timed out, shadowbanned, kicked. */
function ViewerBadges({ state, timeZone }: { state: ViewerModerationState | undefined; timeZone: string }) {
  if (!state) return null;
  return (
    <>
      {state.timedOutUntil ? <span className={styles.stateBadge}>Timed out until {timeoutEndLabel(state.timedOutUntil, timeZone)}</span> : null}
      {state.isShadowbanned ? <span className={styles.stateBadge}>Shadowbanned</span> : null}
      {state.isKicked ? <span className={styles.stateBadge}>Kicked</span> : null}
    </>
  );
}

export const ChatMessageItem = memo(function ChatMessageItem({
  message,
  context,
  pending,
  viewerState,
}: {
  message: ChatMessage;
  context: MessageContext;
  pending?: boolean;
  /** The author's moderation state (a viewer the host acted on). */
  viewerState?: ViewerModerationState;
}) {
  const sticky = message.status === "sticky";
  return (
    <li className={message.isStreamer ? styles.hostRow : styles.row} data-pending={pending ? "true" : undefined} data-message-id={message.id}>
      <div className={styles.meta}>
        <Author message={message} context={context} />
        {message.isStreamer ? <span className={styles.hostBadge}>{staffBadgeOf(message)}</span> : null}
        {sticky ? <span className={styles.pinnedBadge}>Pinned</span> : null}
        <ViewerBadges state={viewerState} timeZone={context.timeZone} />
        <time className={styles.time} dateTime={message.timestamp} title={messageDateTime(message.timestamp, context.timeZone)}>
          {messageTime(message.timestamp, context.timeZone)}
        </time>
      </div>
      <p className={styles.text}>{message.message}</p>
      {message.isStreamer ? null : <Actions message={message} context={context} viewerState={viewerState} />}
    </li>
  );
});

/** A message waiting in the review queue: who, when, what as sent, and Approve / Reject (plain forms without JavaScript). */
export const HeldMessageItem = memo(function HeldMessageItem({
  message,
  context,
  pending,
}: {
  message: ChatMessage;
  context: MessageContext;
  pending?: boolean;
}) {
  const name = authorName(message, context.hostName);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!context.hydrated) return;
    event.preventDefault();
    context.submit(event.currentTarget);
  };
  return (
    <li className={styles.heldRow} data-pending={pending ? "true" : undefined} data-message-id={message.id}>
      <div className={styles.meta}>
        <Author message={message} context={context} />
        <time className={styles.time} dateTime={message.timestamp} title={messageDateTime(message.timestamp, context.timeZone)}>
          {messageTime(message.timestamp, context.timeZone)}
        </time>
      </div>
      <p className={styles.text}>{message.message}</p>
      <div className={styles.heldActions} role="group" aria-label={`Review ${name}'s message`}>
        {(["approve", "reject"] as const).map((intent) => (
          <Form key={intent} method="post" className={styles.actionForm} onSubmit={submit} preventScrollReset>
            <input type="hidden" name="intent" value={intent} />
            <input type="hidden" name="messageId" value={String(message.id)} />
            <button type="submit" className={`${intent === "approve" ? button.primary : button.secondary} ${styles.heldButton}`}>
              {intent === "approve" ? "Approve" : "Reject"}
              <span className="visually-hidden"> message from {name}</span>
            </button>
          </Form>
        ))}
      </div>
    </li>
  );
});
