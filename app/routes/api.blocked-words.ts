import { requireApiUser } from "~/services/account/auth.server";
import { getBlockedWords, saveBlockedWordsFromBody } from "~/services/room/chat/blocked-words.server";
import { apiRoute, noStore, readJson } from "~/utils/http.server";

/** Room for 1000 entries of 60 characters, each written as JSON escapes. */
const BODY_MAX_BYTES = 512 * 1024;

export const { loader, action } = apiRoute({
  /** The host's chat filter: `{ words, mode: mask | hold, links: allow | mask | hold }`. */
  GET: async ({ request }) => {
    const user = await requireApiUser(request);
    return noStore(await getBlockedWords({ hostId: user.id }));
  },
  /** The same body replaces it (400 naming the fields when invalid); answers the saved filter. */
  PUT: async ({ request }) => {
    const user = await requireApiUser(request);
    const body = await readJson(request, { maxBytes: BODY_MAX_BYTES });
    return noStore(await saveBlockedWordsFromBody({ hostId: user.id, body }));
  },
});
