import { getBlockedWords, saveBlockedWordsFromBody } from "~/services/room/chat/blocked-words.server";
import { apiRoute, noStore, readJson } from "~/utils/http.server";
import { signedIn } from "~/routes/shared.account/signed-in.server";

/** Room for 1000 entries of 60 characters, each written as JSON escapes. */
const BODY_MAX_BYTES = 512 * 1024;

export const { loader, action } = apiRoute({
  /** The host's chat filter: `{ words, mode: mask | hold, links: allow | mask | hold }`. */
  GET: signedIn(async ({ user }) => noStore(await getBlockedWords({ hostId: user.id }))),
  /** The same body replaces it (400 naming the fields when invalid); answers the saved filter. */
  PUT: signedIn(async ({ request, user }) => {
    const body = await readJson(request, { maxBytes: BODY_MAX_BYTES });
    return noStore(await saveBlockedWordsFromBody({ hostId: user.id, body }));
  }),
});
