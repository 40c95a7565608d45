import type { Generated, Selectable } from "kysely";

/** What happens to a viewer's message with a blocked word: masked with asterisks, or held for the host's review. */
export type BlockedWordsMode = "mask" | "hold";
/** What happens to links in viewers' messages. */
export type LinksMode = "allow" | "mask" | "hold";

/** migrations/0023_blocked_words.ts: one row per host. */
export interface ChatFiltersTable {
  userId: number;
  /** The entries, one per line. */
  words: Generated<string>;
  mode: Generated<BlockedWordsMode>;
  links: Generated<LinksMode>;
  /** Raised on every save: each process reloads its compiled filter when it changes. */
  version: Generated<number>;
  updatedAt: string;
}

export interface ChatFilterTables {
  chatFilters: ChatFiltersTable;
}

export type ChatFilterRow = Selectable<ChatFiltersTable>;
