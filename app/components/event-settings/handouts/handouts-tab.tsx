import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { HandoutIcon } from "~/components/handouts/handout-icon";
import { Field } from "~/components/ui/field";
import * as fieldStyles from "~/components/ui/field.css";
import { button, size } from "~/components/ui/button.css";
import { ConfirmPost } from "~/components/ui/confirm-disclosure";
import { errorsOf, formErrorOf, isRefusal, resultFor, typedValue, type FormResult } from "~/utils/form-result";
import {
  formatBytes,
  HANDOUT_ACCEPT,
  HANDOUT_KIND_LABEL,
  handoutHref,
  HANDOUTS_PER_EVENT,
  linkHost,
  type HandoutHostView,
} from "~/contracts/handouts";
import { TAB_PARAM } from "../constants";
import {
  HANDOUT_UPLOAD_PARAM,
  HANDOUT_UPLOAD_VALUE,
  handoutAnchor,
  isHandoutIntent,
  type HandoutIntent,
  type HandoutsTabData,
} from "../../../contracts/handout-constants";
import { TabAlert } from "../tab-notice";
import * as panel from "../tab-panel.css";
import * as styles from "./handouts-tab.css";

type Answer = FormResult<HandoutIntent> | null;

/** "PDF · 2.4 MB" or "Link · example.com". */
const describe = (handout: HandoutHostView) =>
  handout.kind === "link"
    ? `${HANDOUT_KIND_LABEL.link} · ${linkHost(handout.url ?? "")}`
    : `${HANDOUT_KIND_LABEL[handout.kind]} · ${formatBytes(handout.bytes ?? 0)}`;

function stats(handout: HandoutHostView) {
  const noun = handout.kind === "link" ? "click" : "download";
  const total = `${handout.downloads} ${noun}${handout.downloads === 1 ? "" : "s"}`;
  return handout.distinctViewers > 0 ? `${total} · ${handout.distinctViewers} viewer${handout.distinctViewers === 1 ? "" : "s"}` : total;
}

function HandoutRow({ handout, streamId }: { handout: HandoutHostView; streamId: string }) {
  return (
    <li id={handoutAnchor(handout.id)} className={styles.item}>
      <HandoutIcon kind={handout.kind} tone="light" />
      <div className={styles.text}>
        <a
          className={styles.name}
          href={handoutHref(streamId, handout.id, null)}
          {...(handout.kind === "link" ? { target: "_blank", rel: "noopener noreferrer" } : { download: handout.fileName ?? true })}
        >
          {handout.title}
        </a>
        <span className={styles.meta}>
          {describe(handout)}
          {handout.fileName ? ` · ${handout.fileName}` : ""}
        </span>
        <span className={styles.stats}>{stats(handout)}</span>
      </div>
      <ConfirmPost
        className={styles.remove}
        summaryClassName={size.compact}
        summary="Remove"
        label={`Remove ${handout.title}`}
        question={`Remove “${handout.title}”? Viewers stop seeing it now and its download count goes with it.`}
        intent="remove-handout"
        fields={{ handoutId: handout.id }}
        confirm="Yes, remove"
        confirmClassName={styles.small}
      />
    </li>
  );
}

/** The refusal of the form that posts `intent`: each named field's errors, and the form's own message when no field shows one. */
function refusalOf<Name extends string>(answer: Answer, intent: HandoutIntent, names: Name[]) {
  const failed = answer?.intent === intent && isRefusal(answer) ? answer : null;
  const errors = Object.fromEntries(names.map((name) => [name, errorsOf(failed, name)])) as Record<Name, string[] | undefined>;
  const otherError = failed && names.every((name) => !errors[name]) ? formErrorOf(failed) : null;
  return { failed, errors, otherError };
}

/** One of the forms that add a handout, in its own card under the list. */
function AddCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={panel.card} aria-labelledby={id}>
      <h3 id={id} className={styles.subtitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

function UploadForm({ answer, full }: { answer: Answer; full: boolean }) {
  const { errors, otherError } = refusalOf(answer, "upload-handout", ["file", "title"]);
  return (
    <AddCard id="handout-upload-title" title="Upload a file">
      {/* The tab's name rides along: a refusal renders the page at this address. A document post (also
          with JavaScript) lands on the redirect's tab with the new handout listed. */}
      <Form
        reloadDocument
        method="post"
        action={`?${TAB_PARAM}=handouts&${HANDOUT_UPLOAD_PARAM}=${HANDOUT_UPLOAD_VALUE}`}
        encType="multipart/form-data"
        preventScrollReset
        className={styles.form}
      >
        <Field
          label="File"
          hint="PDF, PNG, JPEG, WebP or GIF, up to 25 MB."
          errors={errors.file}
          errorId="handout-file-error"
          inputProps={{ id: "handout-file", type: "file", name: "file", required: true, accept: HANDOUT_ACCEPT, className: fieldStyles.fileInput }}
        />
        <Field
          label="Title (optional)"
          errors={errors.title}
          errorId="handout-file-title-error"
          inputProps={{ id: "handout-file-title", name: "title", maxLength: 120, placeholder: "The file's name if left blank" }}
        />
        <TabAlert message={otherError} />
        <button type="submit" className={`${button.primary} ${styles.small}`} disabled={full}>
          Upload
        </button>
      </Form>
    </AddCard>
  );
}

function LinkForm({ answer, full }: { answer: Answer; full: boolean }) {
  const { failed, errors, otherError } = refusalOf(answer, "add-handout-link", ["title", "url"]);
  return (
    <AddCard id="handout-link-title" title="Add a link">
      <Form method="post" preventScrollReset className={styles.form}>
        <input type="hidden" name="intent" value="add-handout-link" />
        <Field
          label="Title"
          errors={errors.title}
          errorId="handout-link-name-error"
          inputProps={{ id: "handout-link-name", name: "title", required: true, maxLength: 120, defaultValue: typedValue(failed, "title") }}
        />
        <Field
          label="URL"
          errors={errors.url}
          errorId="handout-link-url-error"
          inputProps={{
            id: "handout-link-url",
            name: "url",
            type: "url",
            required: true,
            placeholder: "https://",
            defaultValue: typedValue(failed, "url"),
          }}
        />
        <TabAlert message={otherError} />
        <button type="submit" className={`${button.secondary} ${styles.small}`} disabled={full}>
          Add link
        </button>
      </Form>
    </AddCard>
  );
}

/**
 * The Event Settings screen's Handouts tab: the event's files and links with their download counts
 * and a Remove that asks first (a disclosure, so it works without JavaScript), then the upload
 * and link forms.
 */
export function HandoutsTab({ data, actionData }: { data: HandoutsTabData; actionData: unknown }) {
  const answer = resultFor(actionData, isHandoutIntent);
  const removeFailure = answer?.intent === "remove-handout" && isRefusal(answer) ? formErrorOf(answer) : null;
  const full = data.handouts.length >= HANDOUTS_PER_EVENT;
  return (
    <div className={panel.tab}>
      <TabAlert message={removeFailure} />
      <section className={panel.card} aria-labelledby="handouts-title">
        <div className={panel.head}>
          <div className={styles.titleRow}>
            <h2 id="handouts-title" className={panel.title}>
              Handouts
            </h2>
            <span className={styles.count}>
              {data.handouts.length} of {HANDOUTS_PER_EVENT}
            </span>
          </div>
          <p className={panel.intro}>
            Slides, worksheets and links your viewers can download from the watch page, live and afterwards. New ones show to open pages at once.
          </p>
        </div>
        {data.handouts.length === 0 ? (
          <p className={styles.empty}>No handouts yet. Upload a file or add a link below.</p>
        ) : (
          <ul className={styles.list} aria-label="Handouts">
            {data.handouts.map((handout) => (
              <HandoutRow key={handout.id} handout={handout} streamId={data.streamId} />
            ))}
          </ul>
        )}
        {full ? <p className={styles.hint}>This event has the most handouts it can have. Remove one to add another.</p> : null}
      </section>
      <div className={styles.forms}>
        <UploadForm answer={answer} full={full} />
        <LinkForm answer={answer} full={full} />
      </div>
    </div>
  );
}
