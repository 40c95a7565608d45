// The chat filter's matcher: a host's blocked words and phrases compiled once into one regular
// expression (a trie of the entries, so a message is scanned in one pass however long the list),
// and a links pattern. Matching is case- and accent-insensitive (both sides lowercased, NFD, marks
// stripped) on whole words; `*` inside an entry stands for any run of letters. Pure: no Node imports.
import type { BlockedWordsMode, LinksMode } from "../../db/schema/chat-filters";
// The host's rules as GET and PUT /api/blocked-words answer them: a zod shape (chat-shapes.ts).
import type { ChatFilterRules } from "./chat-shapes";

export type { ChatFilterRules };

export interface CompiledFilter {
  /** null when the list is empty. */
  words: RegExp | null;
  mode: BlockedWordsMode;
  links: LinksMode;
}

/** What becomes of a message: its text to store (masked, or as sent when held) and whether it waits for review. */
export interface FilterOutcome {
  text: string;
  held: boolean;
}

const MARKS = /\p{M}/gu;
const ASCII = /^[\x00-\x7f]*$/;
const WORD_CHAR = "[\\p{L}\\p{N}]";
const WILDCARD = "\\p{L}*";
const SPACE = "\\s+";

/** Lowercased, decomposed, without accents: "Café" and "CAFE" read alike. */
export function normaliseEntry(entry: string) {
  return entry.trim().replace(/\s+/g, " ").toLowerCase().normalize("NFD").replace(MARKS, "");
}

/**
 * A text in the matcher's form, with where each of its characters came from in the original (so
 * a match is masked in the text as sent). ASCII text keeps its positions: no map.
 */
function normaliseText(text: string): { text: string; origin: number[] | null } {
  if (ASCII.test(text)) return { text: text.toLowerCase(), origin: null };
  let out = "";
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    const plain = char.toLowerCase().normalize("NFD").replace(MARKS, "");
    for (let i = 0; i < plain.length; i += 1) origin.push(index);
    out += plain;
    index += char.length;
  }
  return { text: out, origin };
}

const escapeChar = (char: string) => char.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

interface TrieNode {
  end: boolean;
  next: Map<string, TrieNode>;
}

function tokensOf(entry: string): string[] {
  const tokens: string[] = [];
  for (const char of normaliseEntry(entry)) {
    const token = char === "*" ? WILDCARD : char === " " ? SPACE : escapeChar(char);
    // Two wildcards in a row mean one.
    if (token === WILDCARD && tokens[tokens.length - 1] === WILDCARD) continue;
    tokens.push(token);
  }
  return tokens;
}

function emit(node: TrieNode): string {
  // Literal continuations before a wildcard: the longer entry's span is the one masked.
  const branches = [...node.next.entries()]
    .sort(([a], [b]) => Number(a === WILDCARD) - Number(b === WILDCARD))
    .map(([token, child]) => token + emit(child));
  if (!branches.length) return "";
  const body = branches.length === 1 && !node.end ? (branches[0] as string) : `(?:${branches.join("|")})`;
  return node.end ? `${body}?` : body;
}

/** The entries as one whole-word pattern, or null for an empty list. */
export function compileWords(entries: readonly string[]): RegExp | null {
  const root: TrieNode = { end: false, next: new Map() };
  for (const entry of entries) {
    const tokens = tokensOf(entry);
    if (!tokens.length) continue;
    let node = root;
    for (const token of tokens) {
      let child = node.next.get(token);
      if (!child) {
        child = { end: false, next: new Map() };
        node.next.set(token, child);
      }
      node = child;
    }
    node.end = true;
  }
  if (!root.next.size) return null;
  return new RegExp(`(?<!${WORD_CHAR})${emit(root)}(?!${WORD_CHAR})`, "gu");
}

export function compileFilter(rules: ChatFilterRules): CompiledFilter {
  return { words: compileWords(rules.words), mode: rules.mode, links: rules.links };
}

/**
 * Links: http(s)://…, www.…, and bare domains (example.com, shop.example.co.uk/path). The last
 * character of a link is never sentence punctuation ("see example.com." keeps its full stop).
 */
const LINKS =
  /(?:https?:\/\/|www\.)[^\s<>"]*[^\s<>".,;:!?)\]'"]|(?<![\p{L}\p{N}@._/-])(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,24}(?![\p{L}\p{N}@_-])(?:[/?#][^\s<>"]*[^\s<>".,;:!?)\]'"]|\/)?/gu;

function spans(pattern: RegExp, text: string): [number, number][] {
  pattern.lastIndex = 0;
  const found: [number, number][] = [];
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match[0].length === 0) {
      pattern.lastIndex += 1;
      continue;
    }
    found.push([match.index, match.index + match[0].length]);
  }
  return found;
}

function toOriginal(range: [number, number], origin: number[] | null, length: number): [number, number] {
  if (!origin) return range;
  const [start, end] = range;
  return [origin[start] ?? length, end < origin.length ? (origin[end] ?? length) : length];
}

/** Every character but spaces (and accents written apart) of the ranges becomes an asterisk: a masked word keeps its length. */
function mask(text: string, ranges: [number, number][]) {
  if (!ranges.length) return text;
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  let out = "";
  let at = 0;
  for (const [start, end] of sorted) {
    if (end <= at) continue;
    const from = Math.max(start, at);
    out += text.slice(at, from) + Array.from(text.slice(from, end), (char) => (/\s/.test(char) ? char : /\p{M}/u.test(char) ? "" : "*")).join("");
    at = end;
  }
  return out + text.slice(at);
}

/**
 * Applies the filter to a message. `checkLinks` is false for the host's (and staff's) own
 * messages; `canHold` false where nothing can wait for review (a held outcome is masked instead).
 */
export function applyFilter(filter: CompiledFilter, text: string, { checkLinks = true, canHold = true } = {}): FilterOutcome {
  const linkRule = checkLinks ? filter.links : "allow";
  if (!filter.words && linkRule === "allow") return { text, held: false };
  const normal = normaliseText(text);
  const wordHits = filter.words ? spans(filter.words, normal.text) : [];
  const linkHits = linkRule === "allow" ? [] : spans(LINKS, normal.text);
  if (!wordHits.length && !linkHits.length) return { text, held: false };
  if (canHold && ((wordHits.length && filter.mode === "hold") || (linkHits.length && linkRule === "hold"))) return { text, held: true };
  const ranges = [...wordHits, ...linkHits].map((range) => toOriginal(range, normal.origin, text.length));
  return { text: mask(text, ranges), held: false };
}
