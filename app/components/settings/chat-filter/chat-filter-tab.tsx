import { useDraft } from "~/components/use-draft";
import { FieldErrors } from "~/components/ui/field";
import * as fieldStyles from "~/components/ui/field.css";
import { errorsOf } from "~/utils/form-result";
import { SettingsForm, settingsResultFor, valueOf } from "../shared/settings-form";
import * as styles from "../shared/settings-form.css";
import * as own from "./chat-filter-tab.css";

/** Spec-less limits, kept in step with app/schemas/blocked-words.ts (no zod on this page's bundle). */
const WORDS_MAX = 1000;
const ENTRY_MAX = 60;

type Mode = "mask" | "hold";
type Links = "allow" | "mask" | "hold";

export interface ChatFilterData {
  words: string[];
  mode: Mode;
  links: Links;
}

const MODES: { value: Mode; label: string; hint: string }[] = [
  { value: "mask", label: "Mask", hint: "The message is published with the word replaced by asterisks." },
  { value: "hold", label: "Hold for review", hint: "The message waits on your chat panel until you approve it." },
];

const LINKS: { value: Links; label: string; hint: string }[] = [
  { value: "allow", label: "Allow", hint: "Viewers' links are published as sent." },
  { value: "mask", label: "Block", hint: "Links are replaced by asterisks." },
  { value: "hold", label: "Hold for review", hint: "A message with a link waits for your approval." },
];

const CHOICE_GROUPS = [
  { name: "mode", legend: "When a message has a blocked word", options: MODES },
  { name: "links", legend: "Links in viewers' messages", options: LINKS },
] as const;

function Choices<T extends string>({
  name,
  legend,
  options,
  initial,
  errors,
}: {
  name: string;
  legend: string;
  options: { value: T; label: string; hint: string }[];
  initial: string;
  errors?: string[];
}) {
  return (
    <fieldset className={own.group}>
      <legend className={`${fieldStyles.label} ${own.legend}`}>{legend}</legend>
      <div className={own.choices}>
        {options.map((option) => (
          <label key={option.value} className={own.choice}>
            <input type="radio" name={name} value={option.value} defaultChecked={initial === option.value} className={own.radio} />
            <span>
              <strong>{option.label}</strong>
              <span className={own.choiceHint}>{option.hint}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldErrors id={`chat-filter-${name}-error`} errors={errors} />
    </fieldset>
  );
}

/** The host's chat filter: blocked words one per line, what a match does, and viewers' links. */
export function ChatFilterTab({ data, actionData, saved }: { data: ChatFilterData; actionData: unknown; saved: boolean }) {
  const reply = settingsResultFor("chat-filter", actionData);
  const [words, setWords, field] = useDraft<HTMLTextAreaElement>(valueOf(reply, "words", data.words.join("\n")));
  const count = words.split("\n").filter((line) => line.trim()).length;
  const wordErrors = errorsOf(reply, "words");
  return (
    <SettingsForm intent="chat-filter" id="chat-filter-form" saved={saved} savedText="Your chat filter has been saved." actionData={reply}>
      <p className={styles.hint}>
        Applies to viewers&apos; messages in the chat and Q&amp;A of all your events. Your own messages are never filtered. Questions are masked
        rather than held.
      </p>
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor="chat-filter-words">
          Blocked words and phrases
        </label>
        <p id="chat-filter-words-hint" className={styles.hint}>
          One per line, up to {WORDS_MAX}, each up to {ENTRY_MAX} characters. Case and accents don&apos;t matter; whole words only. Use * for any
          letters: <code>scam*</code> also catches “scammer”.
        </p>
        <textarea
          ref={field}
          id="chat-filter-words"
          name="words"
          className={own.textarea}
          value={words}
          onChange={(event) => setWords(event.currentTarget.value)}
          spellCheck={false}
          autoCapitalize="off"
          aria-invalid={wordErrors?.length ? true : undefined}
          aria-describedby={`chat-filter-words-hint${wordErrors?.length ? " chat-filter-words-error" : ""}`}
        />
        <p className={styles.hint} aria-live="polite">
          {count === 1 ? "1 entry" : `${count} entries`}
        </p>
        <FieldErrors id="chat-filter-words-error" errors={wordErrors} />
      </div>
      {CHOICE_GROUPS.map((group) => (
        <Choices key={group.name} {...group} initial={valueOf(reply, group.name, data[group.name])} errors={errorsOf(reply, group.name)} />
      ))}
    </SettingsForm>
  );
}
