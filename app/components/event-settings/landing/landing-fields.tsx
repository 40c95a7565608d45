import type { LandingPageType } from "~/components/landing-page/landing-content";
import { errorsOf, type FormResult } from "~/utils/form-result";
import type { LandingDraft, TextField } from "./landing-form";
import * as styles from "./landing-fields.css";

type EditableField = TextField | "customOfferFeatures";

interface FieldSpec {
  name: EditableField;
  label: string;
  hint?: string;
  kind?: "text" | "long" | "url";
  placeholder?: string;
  maxLength: number;
}

// The limits mirror the settings' own (schemas/overlay.ts LANDING_LIMITS), kept here so the page loads no zod.
const TITLE: FieldSpec = { name: "customTitle", label: "Title", maxLength: 200, placeholder: "e.g. About this masterclass" };
const DESCRIPTION: FieldSpec = { name: "customDescription", label: "Description", kind: "long", maxLength: 5000 };

const FIELDS: Record<LandingPageType, FieldSpec[]> = {
  offer: [
    { name: "customOfferTitle", label: "Offer title", maxLength: 200, placeholder: "e.g. Coaching Accelerator" },
    { name: "customOfferPrice", label: "Price", maxLength: 50, placeholder: "e.g. $497 or 3 × $179" },
    { ...DESCRIPTION, placeholder: "Why this offer is worth it" },
    {
      name: "customOfferFeatures",
      label: "Features",
      kind: "long",
      hint: "One per line, up to 20.",
      maxLength: 4200,
      placeholder: "8 live group calls\nPrivate community\nLifetime access",
    },
    {
      name: "customUrl",
      label: "Checkout link",
      kind: "url",
      hint: "Where “Claim this offer” leads (https://…).",
      maxLength: 2048,
      placeholder: "https://",
    },
  ],
  about: [TITLE, { ...DESCRIPTION, placeholder: "What viewers will learn, who it is for…" }],
  host: [
    { ...TITLE, placeholder: "e.g. Meet your coach" },
    { name: "customHostName", label: "Host name", maxLength: 100 },
    { name: "customHostBio", label: "Host bio", kind: "long", maxLength: 5000 },
  ],
  testimonials: [
    { ...TITLE, placeholder: "e.g. What our students say" },
    {
      ...DESCRIPTION,
      label: "Testimonials",
      hint: "One per paragraph (leave a blank line between them). End one with a line like “— Ana, Lisbon” to name its author.",
      placeholder: "This changed how I run my business.\n— Ana, Lisbon",
    },
  ],
  resources: [
    { ...TITLE, placeholder: "e.g. Your free resources" },
    { ...DESCRIPTION, label: "Resources", hint: "One per line: a label and its link.", placeholder: "Workbook — https://example.com/workbook.pdf" },
  ],
  url: [{ name: "customUrl", label: "URL", kind: "url", hint: "An http(s) address.", maxLength: 2048, placeholder: "https://" }, TITLE, DESCRIPTION],
};

/** The fields of the active page type; the other types' fields keep their saved values. */
export function LandingFields({
  page,
  draft,
  answer,
  onChange,
}: {
  page: LandingPageType;
  draft: LandingDraft;
  /** The last save's answer: a refusal marks its fields. */
  answer: FormResult | null;
  onChange: (patch: Partial<LandingDraft>) => void;
}) {
  return (
    <div className={styles.fields}>
      {FIELDS[page].map((field) => {
        const id = `landing-${field.name}`;
        const fieldErrors = errorsOf(answer, field.name);
        const describedBy = [field.hint ? `${id}-hint` : null, fieldErrors?.length ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
        const common = {
          id,
          name: field.name,
          value: draft[field.name],
          placeholder: field.placeholder,
          maxLength: field.maxLength,
          "aria-invalid": fieldErrors?.length ? true : undefined,
          "aria-describedby": describedBy,
        };
        return (
          <div key={field.name} className={styles.field}>
            <label htmlFor={id} className={styles.label}>
              {field.label}
            </label>
            {field.kind === "long" ? (
              <textarea
                {...common}
                rows={field.name === "customOfferFeatures" ? 5 : 4}
                className={styles.textarea}
                onChange={(e) => onChange({ [field.name]: e.currentTarget.value })}
              />
            ) : (
              <input
                {...common}
                type={field.kind === "url" ? "url" : "text"}
                inputMode={field.kind === "url" ? "url" : undefined}
                className={styles.input}
                onChange={(e) => onChange({ [field.name]: e.currentTarget.value })}
              />
            )}
            {field.hint ? (
              <p id={`${id}-hint`} className={styles.hint}>
                {field.hint}
              </p>
            ) : null}
            {fieldErrors?.length ? (
              <p id={`${id}-error`} className={styles.error}>
                {fieldErrors.join(" ")}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
