import * as z from "zod";
import { BLOCKED_WORDS_MODES, LINKS_MODES } from "~/contracts/chat-shapes";
import { normaliseEntry } from "~/contracts/word-filter";

// The host's chat filter: GET/PUT /api/blocked-words and the Chat filter tab of Settings.

export const BLOCKED_WORDS_MAX = 1000;
export const BLOCKED_WORD_MAX_LENGTH = 60;
export { BLOCKED_WORDS_MODES, LINKS_MODES };

export const BLOCKED_WORDS_TEXTS = {
  words: "words must be a list of words and phrases",
  entry: "Each word or phrase must be text",
  tooMany: `At most ${BLOCKED_WORDS_MAX} words and phrases`,
  tooLong: (entry: string) => `"${entry.slice(0, 20)}…" is longer than ${BLOCKED_WORD_MAX_LENGTH} characters`,
  noLetters: (entry: string) => `"${entry}" needs at least one letter or digit`,
  mode: "mode must be mask or hold",
  links: "links must be allow, mask or hold",
} as const;

/** One entry: trimmed; 1 to 60 characters with a letter or digit in it (a lone `*` would match every word). */
const entrySchema = z
  .string({ error: BLOCKED_WORDS_TEXTS.entry })
  .transform((entry) =>
    entry
      .replace(/\u0000/g, "")
      .trim()
      .replace(/\s+/g, " "),
  )
  .superRefine((entry, ctx) => {
    if (entry.length > BLOCKED_WORD_MAX_LENGTH) ctx.addIssue({ code: "custom", message: BLOCKED_WORDS_TEXTS.tooLong(entry) });
    else if (entry && !/[\p{L}\p{N}]/u.test(entry)) ctx.addIssue({ code: "custom", message: BLOCKED_WORDS_TEXTS.noLetters(entry) });
  });

/** The list without blanks and without entries that read alike (case, accents), in the host's order. */
function distinct(entries: string[]) {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const key = normaliseEntry(entry);
    if (!entry || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const wordsSchema = z
  .array(entrySchema, { error: BLOCKED_WORDS_TEXTS.words })
  .max(BLOCKED_WORDS_MAX * 2, BLOCKED_WORDS_TEXTS.tooMany)
  .transform(distinct)
  .pipe(z.array(z.string()).max(BLOCKED_WORDS_MAX, BLOCKED_WORDS_TEXTS.tooMany));

const modeSchema = z.enum(BLOCKED_WORDS_MODES, { error: BLOCKED_WORDS_TEXTS.mode });
const linksSchema = z.enum(LINKS_MODES, { error: BLOCKED_WORDS_TEXTS.links });

/** PUT /api/blocked-words: the whole filter, replacing the saved one. */
export const blockedWordsSchema = z.object(
  { words: wordsSchema, mode: modeSchema, links: linksSchema },
  { error: "The body must be an object with words, mode and links" },
);
export type BlockedWordsInput = z.output<typeof blockedWordsSchema>;

/** The Settings tab's form: the same, with the words one per line in a textarea. */
export const blockedWordsFormSchema = z.object({
  words: z
    .string()
    .optional()
    // Blank lines dropped here: a form library may read an empty entry as a missing one.
    .transform((text) => (text ?? "").split(/\r?\n/).filter((line) => line.trim()))
    .pipe(wordsSchema),
  mode: modeSchema,
  links: linksSchema,
});
