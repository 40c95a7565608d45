// Every chat post's outcome, for the operator's metrics: taken, or refused and why. Counted where a
// post comes in (the JSON call's fast path, the watch page's form, the host's chat panel), so a body
// refused before it reaches the room counts too.
import { HttpError } from "~/utils/http.server";
import { CHAT_REFUSAL_REASONS, chatPostsAccepted, chatRefusals, type ChatRefusalReason } from "~/utils/metrics.server";

const isChatRefusalReason = (kind: string | undefined): kind is ChatRefusalReason => CHAT_REFUSAL_REASONS.some((reason) => reason === kind);

/**
 * Why a post was refused: the kind its refusal was thrown with (closed, timed out, slow mode, rate
 * limited), else by its status: a body refused (400, 413, 415), no access to the room, too many tries.
 */
function chatRefusalReason(error: unknown): ChatRefusalReason {
  if (!(error instanceof HttpError)) return "error";
  if (isChatRefusalReason(error.kind)) return error.kind;
  switch (error.status) {
    case 400:
    case 413:
    case 415:
      return "invalid";
    case 401:
    case 403:
    case 404:
      return "no_access";
    case 429:
      return "rate_limited";
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
