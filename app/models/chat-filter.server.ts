import { sql } from "kysely";
import type { BlockedWordsMode, LinksMode } from "../../db/schema/chat-filters";
import type { BlockedWordsInput } from "~/schemas/blocked-words";
import { db } from "~/utils/db.server";
import { nowIso } from "~/utils/tokens.server";

// A host's chat filter (blocked words, what happens to a match, links): one row per host, none
// until the host saves one.

export interface ChatFilterRecord {
  words: string[];
  mode: BlockedWordsMode;
  links: LinksMode;
  /** 0 before the first save. */
  version: number;
}

const EMPTY: ChatFilterRecord = { words: [], mode: "mask", links: "allow", version: 0 };

const entriesOf = (text: string) => (text ? text.split("\n") : []);

export async function getChatFilter({ hostId }: { hostId: number }): Promise<ChatFilterRecord> {
  const row = await db().selectFrom("chatFilters").select(["words", "mode", "links", "version"]).where("userId", "=", hostId).executeTakeFirst();
  return row ? { words: entriesOf(row.words), mode: row.mode, links: row.links, version: Number(row.version) } : { ...EMPTY };
}

/** The version stamp alone: a process compares it with its compiled copy's. */
export async function getChatFilterVersion({ hostId }: { hostId: number }): Promise<number> {
  const row = await db().selectFrom("chatFilters").select("version").where("userId", "=", hostId).executeTakeFirst();
  return row ? Number(row.version) : 0;
}

/** Replaces the host's filter and raises its version stamp. */
export async function saveChatFilter({ hostId, input }: { hostId: number; input: BlockedWordsInput }): Promise<ChatFilterRecord> {
  const now = nowIso();
  const words = input.words.join("\n");
  const row = await db()
    .insertInto("chatFilters")
    .values({ userId: hostId, words, mode: input.mode, links: input.links, version: 1, updatedAt: now })
    .onConflict((oc) =>
      oc
        .column("userId")
        .doUpdateSet({ words, mode: input.mode, links: input.links, version: sql<number>`chat_filters.version + 1`, updatedAt: now }),
    )
    .returning(["words", "mode", "links", "version"])
    .executeTakeFirstOrThrow();
  return { words: entriesOf(row.words), mode: row.mode, links: row.links, version: Number(row.version) };
}
