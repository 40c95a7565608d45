// A host's blocked words: read and saved by the host (GET/PUT /api/blocked-words, the Settings
// tab), and compiled once per host for the chat and Q&A. Each process keeps its compiled copy and
// checks the version stamp at most once a second, so a save reaches every process within a second
// (this process at once).
import { getChatFilter, getChatFilterVersion, saveChatFilter } from "~/models/chat-filter.server";
import { blockedWordsSchema, type BlockedWordsInput } from "~/schemas/blocked-words";
import { validationError } from "~/utils/http.server";
import { applyFilter, compileFilter, type ChatFilterRules, type CompiledFilter, type FilterOutcome } from "~/contracts/word-filter";

/** How long a compiled filter is used before its version stamp is checked again. */
const RECHECK_MS = 1_000;
const CACHE_MAX = 10_000;

interface Cached {
  version: number;
  filter: CompiledFilter;
  checkedAt: number;
  /** A check or reload under way: concurrent messages wait for the same one. */
  refreshing: Promise<CompiledFilter> | null;
}

const filters = new Map<number, Cached>();

export async function getBlockedWords({ hostId }: { hostId: number }): Promise<ChatFilterRules> {
  const { words, mode, links } = await getChatFilter({ hostId });
  return { words, mode, links };
}

/** Replaces the host's filter with a validated one; this process uses it from the next message on. */
export async function saveBlockedWords({ hostId, input }: { hostId: number; input: BlockedWordsInput }): Promise<ChatFilterRules> {
  const saved = await saveChatFilter({ hostId, input });
  const rules = { words: saved.words, mode: saved.mode, links: saved.links };
  filters.set(hostId, { version: saved.version, filter: compileFilter(rules), checkedAt: Date.now(), refreshing: null });
  return rules;
}

/** PUT /api/blocked-words: the body validated (400 naming the fields), then saved. */
export async function saveBlockedWordsFromBody({ hostId, body }: { hostId: number; body: unknown }) {
  const parsed = blockedWordsSchema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  return saveBlockedWords({ hostId, input: parsed.data });
}

async function refresh(hostId: number, current: Cached | undefined): Promise<CompiledFilter> {
  const version = await getChatFilterVersion({ hostId });
  if (current && current.version === version) {
    current.checkedAt = Date.now();
    return current.filter;
  }
  const record = await getChatFilter({ hostId });
  const filter = compileFilter(record);
  const entries = filters;
  if (entries.size >= CACHE_MAX && !entries.has(hostId)) entries.clear();
  entries.set(hostId, { version: record.version, filter, checkedAt: Date.now(), refreshing: null });
  return filter;
}

/** The host's compiled filter (from this process's copy while it is fresh). */
export function filterForHost(hostId: number): CompiledFilter | Promise<CompiledFilter> {
  const current = filters.get(hostId);
  if (current && Date.now() - current.checkedAt < RECHECK_MS) return current.filter;
  if (current?.refreshing) return current.refreshing;
  const refreshing = refresh(hostId, current).finally(() => {
    const entry = filters.get(hostId);
    if (entry) entry.refreshing = null;
  });
  if (current) current.refreshing = refreshing;
  return refreshing;
}

/** A viewer's chat message through the host's filter: masked, or held for review. */
export async function filterViewerMessage(hostId: number, text: string): Promise<FilterOutcome> {
  return applyFilter(await filterForHost(hostId), text);
}

/**
 * A viewer's question through the host's filter. Questions are masked, never held: the Q&A has no
 * review queue, and a question held out of sight would lose its place in the voting.
 */
export async function filterViewerQuestion(hostId: number, text: string): Promise<string> {
  return applyFilter(await filterForHost(hostId), text, { canHold: false }).text;
}
