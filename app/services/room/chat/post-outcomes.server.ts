// Every chat post's outcome, for the operator's metrics: taken, or refused and why. Counted where a
// post comes in (the JSON call's fast path, the watch page's form, the host's chat panel), so a body
// refused before it reaches the room counts too.
import { CHAT_CLOSED_TEXT, CHAT_WAITING_TEXT } from "~/contracts/live-events";
import { HttpError } from "~/utils/http.server";
import { chatPostsAccepted, chatRefusals, type ChatRefusalReason } from "~/utils/metrics.server";
import { CHAT_DISABLED, CHAT_TOO_FAST } from "./messages.server";

const ROOM_SHUT = new Set([CHAT_DISABLED, CHAT_CLOSED_TEXT, CHAT_WAITING_TEXT]);

/** Why a post was refused, from the error it was refused with. */
function chatRefusalReason(error: unknown): ChatRefusalReason {
  if (!(error instanceof HttpError)) return "error";
  switch (error.status) {
    case 400:
    case 413:
    case 415:
      return "invalid";
    case 429:
      return error.message === CHAT_TOO_FAST ? "rate_limited" : "slow_mode";
    case 403:
      if (ROOM_SHUT.has(error.message)) return "closed";
      return error.details?.timedOutUntil ? "timed_out" : "no_access";
    case 401:
    case 404:
      return "no_access";
    default:
      return "error";
  }
}

/** For a post's promise (`.then(countChatAccepted, countChatRefused)`): counts it taken. */
export function countChatAccepted<T>(result: T) {
  chatPostsAccepted.inc();
  return result;
}

/** For a post's promise: counts it refused, with its reason, and passes the refusal on. */
export function countChatRefused(error: unknown): never {
  chatRefusals[chatRefusalReason(error)].inc();
  throw error;
}
