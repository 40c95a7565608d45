import { useActionData, useFetcher } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { useHydrated } from "~/components/events/use-hydrated";
import { RESPOND_FETCHER, RESPOND_FIELD } from "~/components/event-settings/constants";
import { useActionToast } from "~/components/toaster";
import { button } from "~/components/ui/button.css";
import { FieldErrors } from "~/components/ui/field";
import * as field from "~/components/ui/field.css";
import { NoScriptToast } from "~/components/ui/no-script-toast";
import { stateBadge } from "~/components/ui/state-badge.css";
import { useRootData } from "~/components/use-root-data";
import { errorsOf, formErrorOf, isRefusal, resultFor, typedValue, type FormResult } from "~/utils/form-result";
import * as dash from "./dashboard.css";
import { PlaybackProblem, useRecordingPlayback } from "./recording-player";
import {
  AVAILABLE_FOR_LABELS,
  isReplayIntent,
  REPLAY_ID,
  REPLAY_INTENTS,
  REPLAY_TOAST_TITLES,
  type ReplayCardData,
  type ReplayChapterItem,
  type ReplayIntent,
} from "../../contracts/replay-card-data";
import * as styles from "./replay-card.css";

const CARD_TOASTS: ReadonlySet<string> = new Set(Object.values(REPLAY_TOAST_TITLES));

/** The root's toast when it is one of this card's: the page lands on the card, which shows it to visitors without JavaScript. */
export function useReplayToast() {
  const toast = useRootData()?.toast;
  return toast && CARD_TOASTS.has(toast.title) ? toast : null;
}

/**
 * One of the card's forms: with JavaScript a fetcher (answered in JSON, its toast shown, the card
 * reloaded); without, a plain post that lands back on the card. `answer` is this form's last
 * answer either way.
 */
function useReplayForm(intent: ReplayIntent) {
  const fetcher = useFetcher<FormResult<ReplayIntent>>();
  const hydrated = useHydrated();
  const page = resultFor(useActionData(), isReplayIntent);
  const answer = fetcher.data ?? (page?.intent === intent ? page : null);
  useActionToast(fetcher.data?.toast);
  const hidden = (
    <>
      <input type="hidden" name="intent" value={intent} />
      {hydrated ? <input type="hidden" name={RESPOND_FIELD} value={RESPOND_FETCHER} /> : null}
    </>
  );
  return { fetcher, answer, hidden, pending: fetcher.state !== "idle", action: hydrated ? undefined : `?index#${REPLAY_ID}` };
}

/** The form's message when no field carries it. */
function FormError({ answer, fields, id }: { answer: FormResult | null; fields: string[]; id: string }) {
  if (!isRefusal(answer) || fields.some((name) => errorsOf(answer, name)?.length)) return null;
  const message = formErrorOf(answer);
  return message ? (
    <p id={id} className={styles.alert} role="alert">
      {message}
    </p>
  ) : null;
}

function Group({ id, title, aside, children }: { id: string; title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.group} aria-labelledby={id}>
      <div className={styles.groupHead}>
        <h3 id={id} className={styles.groupTitle}>
          {title}
        </h3>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** A group's settings form: its fields, a Save button, and under it the message no field carries. */
function SaveForm({
  form,
  save,
  errorFields,
  errorId,
  children,
}: {
  form: ReturnType<typeof useReplayForm>;
  save: string;
  errorFields: string[];
  errorId: string;
  children: ReactNode;
}) {
  return (
    <>
      <form.fetcher.Form method="post" action={form.action} preventScrollReset className={styles.form}>
        {form.hidden}
        {children}
        <button type="submit" className={`${button.secondary} ${dash.action}`} disabled={form.pending}>
          {save}
        </button>
      </form.fetcher.Form>
      <FormError answer={form.answer} fields={errorFields} id={errorId} />
    </>
  );
}

function Badges({ data }: { data: ReplayCardData }) {
  const status =
    data.status === "none"
      ? { label: "No recording yet", tone: "neutral" as const }
      : data.status === "recording"
        ? { label: "Being recorded", tone: "live" as const }
        : { label: "Ready", tone: "success" as const };
  const publication =
    data.status !== "ready"
      ? null
      : !data.published
        ? { label: "Not published", tone: "neutral" as const }
        : data.expired
          ? { label: "Expired", tone: "warning" as const }
          : { label: "Published", tone: "brand" as const };
  return (
    <p className={styles.badges}>
      <span className={stateBadge[status.tone]}>{status.label}</span>
      {publication ? <span className={stateBadge[publication.tone]}>{publication.label}</span> : null}
    </p>
  );
}

/** The recording played from the trim start, stopping at the trim end: what registrants will see. */
function Preview({ preview }: { preview: NonNullable<ReplayCardData["preview"]> }) {
  const { video, problem } = useRecordingPlayback(preview.playbackUrl);
  const { startSeconds, endSeconds } = preview;
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const toStart = () => {
      if (element.currentTime < startSeconds) element.currentTime = startSeconds;
    };
    const atEnd = () => {
      if (endSeconds !== null && element.currentTime >= endSeconds) element.pause();
    };
    element.addEventListener("loadedmetadata", toStart);
    element.addEventListener("play", toStart);
    element.addEventListener("timeupdate", atEnd);
    return () => {
      element.removeEventListener("loadedmetadata", toStart);
      element.removeEventListener("play", toStart);
      element.removeEventListener("timeupdate", atEnd);
    };
  }, [video, startSeconds, endSeconds]);
  const fragment = `#t=${startSeconds}${endSeconds === null ? "" : `,${endSeconds}`}`;
  return (
    <>
      <video
        ref={video}
        className={styles.video}
        src={`${preview.playbackUrl}${fragment}`}
        controls
        playsInline
        preload="metadata"
        aria-label="Preview of the replay"
      />
      <PlaybackProblem problem={problem} />
    </>
  );
}

function PublishGroup({ data }: { data: ReplayCardData }) {
  const intent = data.published ? REPLAY_INTENTS.unpublish : REPLAY_INTENTS.publish;
  const form = useReplayForm(intent);
  return (
    <Group id="replay-publishing-title" title="Publishing">
      {data.published ? (
        <>
          <p className={styles.text}>
            {data.publishedLabel}.{" "}
            {data.available
              ? "Registrants watch it with their own personal link, which they get by e-mail:"
              : "Its availability has ended: registrants who open their link are told it has expired."}
          </p>
          <p className={styles.link}>
            <code className={styles.code}>{data.linkPattern}</code>
            <span className={styles.hint}>Each link ends with the registrant's own key, so there is no shared address to copy.</span>
          </p>
        </>
      ) : (
        <p className={styles.text}>Registrants can't watch it yet. Once it is published, each registrant gets a personal link by e-mail.</p>
      )}
      <form.fetcher.Form method="post" action={form.action} preventScrollReset className={styles.inline}>
        {form.hidden}
        <button type="submit" className={`${data.published ? button.secondary : button.primary} ${dash.action}`} disabled={form.pending}>
          {data.published ? "Unpublish" : "Publish replay"}
        </button>
      </form.fetcher.Form>
      <FormError answer={form.answer} fields={[]} id="replay-publish-error" />
    </Group>
  );
}

function AvailabilityGroup({ data }: { data: ReplayCardData }) {
  const form = useReplayForm(REPLAY_INTENTS.availability);
  return (
    <Group id="replay-availability-title" title="Availability">
      <p className={data.expired ? styles.currentExpired : styles.current}>{data.availability}</p>
      <SaveForm form={form} save="Save availability" errorFields={["availableFor", "until"]} errorId="replay-availability-error">
        {/* A saved change remounts the fields with the new end (and the choice it implies). */}
        <AvailabilityFields key={data.untilValue} data={data} answer={form.answer} />
      </SaveForm>
    </Group>
  );
}

function AvailabilityFields({ data, answer }: { data: ReplayCardData; answer: FormResult | null }) {
  const hydrated = useHydrated();
  const initial = typedValue(answer, "availableFor") ?? (data.untilValue ? "until" : "none");
  const [choice, setChoice] = useState(initial);
  const availableForErrors = errorsOf(answer, "availableFor");
  const untilErrors = errorsOf(answer, "until");
  return (
    <>
      <div className={styles.fields}>
        <div className={field.field}>
          <label htmlFor="replay-available-for" className={field.label}>
            Available for
          </label>
          <select
            id="replay-available-for"
            name="availableFor"
            className={`${field.input} ${styles.select}`}
            defaultValue={initial}
            onChange={(event) => setChoice(event.currentTarget.value)}
            aria-invalid={availableForErrors ? true : undefined}
            aria-describedby={availableForErrors ? "replay-available-for-error" : "replay-available-for-hint"}
          >
            {Object.entries(AVAILABLE_FOR_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          <FieldErrors id="replay-available-for-error" errors={availableForErrors} />
        </div>
        {!hydrated || choice === "until" ? (
          <div className={field.field}>
            <label htmlFor="replay-until" className={field.label}>
              Until <span className={styles.zone}>{data.zoneLabel}</span>
            </label>
            <input
              id="replay-until"
              name="until"
              type="datetime-local"
              className={field.input}
              defaultValue={typedValue(answer, "until") ?? data.untilValue}
              aria-invalid={untilErrors ? true : undefined}
              aria-describedby={untilErrors ? "replay-until-error" : undefined}
            />
            <FieldErrors id="replay-until-error" errors={untilErrors} />
          </div>
        ) : null}
      </div>
      <p id="replay-available-for-hint" className={styles.hint}>
        {hydrated
          ? "Hours count from when you save. Registrants see the time left as a countdown."
          : "Hours count from when you save; the date and time is used with “Until a date and time”. Registrants see the time left as a countdown."}
      </p>
    </>
  );
}

function ClockField({
  id,
  name,
  label,
  defaultValue,
  placeholder,
  errors,
  errorsElsewhere = false,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  placeholder: string;
  errors: string[] | undefined;
  /** The form shows the message itself (under the whole row), still tied to the field. */
  errorsElsewhere?: boolean;
}) {
  return (
    <div className={field.field}>
      <label htmlFor={id} className={field.label}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className={`${field.input} ${styles.clock}`}
        defaultValue={defaultValue}
        placeholder={placeholder}
        aria-invalid={errors ? true : undefined}
        aria-describedby={errors ? `${id}-error` : undefined}
      />
      {errorsElsewhere ? null : <FieldErrors id={`${id}-error`} errors={errors} />}
    </div>
  );
}

function TrimGroup({ data }: { data: ReplayCardData }) {
  const form = useReplayForm(REPLAY_INTENTS.trim);
  return (
    <Group id="replay-trim-title" title="Trim">
      <p className={styles.current}>{data.viewersSee ? `Viewers see ${data.viewersSee}.` : `Viewers see the whole recording (${data.length}).`}</p>
      <SaveForm
        key={`${data.trimStart}-${data.trimEnd}`}
        form={form}
        save="Save trim"
        errorFields={["trimStart", "trimEnd"]}
        errorId="replay-trim-error"
      >
        <div className={styles.clockFields}>
          <ClockField
            id="replay-trim-start"
            name="trimStart"
            label="Start (mm:ss)"
            defaultValue={typedValue(form.answer, "trimStart") ?? data.trimStart}
            placeholder="0:00"
            errors={errorsOf(form.answer, "trimStart")}
          />
          <ClockField
            id="replay-trim-end"
            name="trimEnd"
            label="End (mm:ss)"
            defaultValue={typedValue(form.answer, "trimEnd") ?? data.trimEnd}
            placeholder={data.length}
            errors={errorsOf(form.answer, "trimEnd")}
          />
        </div>
        <p className={styles.hint}>
          {data.keptWhole
            ? "The recording is kept whole: the player starts and stops at these times."
            : "Trimmed to whole segments of about 2 s: no re-encoding."}{" "}
          Leave End empty to play to the end ({data.length}).
          {data.mediaStart ? ` Viewers start at ${data.mediaStart}, where the segment begins.` : null}
        </p>
      </SaveForm>
    </Group>
  );
}

function ChapterRow({ chapter }: { chapter: ReplayChapterItem }) {
  const form = useReplayForm(REPLAY_INTENTS.removeChapter);
  return (
    <li className={styles.chapter}>
      <span className={styles.chapterAt}>{chapter.at}</span>
      <span className={styles.chapterTitle}>{chapter.title}</span>
      <form.fetcher.Form method="post" action={form.action} preventScrollReset>
        {form.hidden}
        <input type="hidden" name="chapterId" value={chapter.id} />
        <button type="submit" className={`${button.ghost} ${styles.remove}`} disabled={form.pending}>
          Remove<span className="visually-hidden"> the chapter {chapter.title}</span>
        </button>
      </form.fetcher.Form>
      {form.fetcher.data ? <FormError answer={form.fetcher.data} fields={[]} id={`replay-chapter-${chapter.id}-error`} /> : null}
    </li>
  );
}

function ChaptersGroup({ data, canAdd }: { data: ReplayCardData; canAdd: boolean }) {
  const form = useReplayForm(REPLAY_INTENTS.addChapter);
  const removal = resultFor(useActionData(), isReplayIntent);
  const full = data.chapters.length >= data.limits.chapters;
  const atErrors = errorsOf(form.answer, "chapterAt");
  const titleErrors = errorsOf(form.answer, "chapterTitle");
  const added = form.fetcher.data?.result.status === "success" ? form.fetcher.data : null;
  return (
    <Group
      id="replay-chapters-title"
      title="Chapters"
      aside={
        <span className={styles.hint}>
          {data.chapters.length} of {data.limits.chapters}
        </span>
      }
    >
      {data.chapters.length ? (
        <ol className={styles.chapters} aria-label="Chapters, in the order of the recording">
          {data.chapters.map((chapter) => (
            <ChapterRow key={chapter.id} chapter={chapter} />
          ))}
        </ol>
      ) : (
        <p className={styles.text}>No chapters yet. Add them here, or mark them during the live from the event's settings.</p>
      )}
      {removal?.intent === REPLAY_INTENTS.removeChapter ? <FormError answer={removal} fields={[]} id="replay-remove-chapter-error" /> : null}
      {canAdd ? (
        full ? (
          <p className={styles.hint}>This replay has the most chapters it can have. Remove one to add another.</p>
        ) : (
          <form.fetcher.Form
            method="post"
            action={form.action}
            preventScrollReset
            className={styles.chapterForm}
            key={added ? JSON.stringify(added) : "add"}
          >
            {form.hidden}
            <ClockField
              id="replay-chapter-at"
              name="chapterAt"
              label="At (mm:ss)"
              defaultValue={typedValue(form.answer, "chapterAt") ?? ""}
              placeholder="12:30"
              errors={atErrors}
              errorsElsewhere
            />
            <div className={`${field.field} ${styles.titleField}`}>
              <label htmlFor="replay-chapter-title" className={field.label}>
                Title
              </label>
              <input
                id="replay-chapter-title"
                name="chapterTitle"
                type="text"
                maxLength={data.limits.chapterTitle}
                className={field.input}
                defaultValue={typedValue(form.answer, "chapterTitle") ?? ""}
                placeholder="Pricing and Q&A"
                aria-invalid={titleErrors ? true : undefined}
                aria-describedby={titleErrors ? "replay-chapter-title-error" : undefined}
              />
            </div>
            <button type="submit" className={`${button.secondary} ${dash.action} ${styles.addButton}`} disabled={form.pending}>
              Add chapter
            </button>
            {atErrors || titleErrors ? (
              <div className={styles.rowErrors}>
                <FieldErrors id="replay-chapter-at-error" errors={atErrors} />
                <FieldErrors id="replay-chapter-title-error" errors={titleErrors} />
              </div>
            ) : null}
          </form.fetcher.Form>
        )
      ) : null}
      <FormError answer={form.answer} fields={["chapterAt", "chapterTitle"]} id="replay-add-chapter-error" />
    </Group>
  );
}

function Waiting({ data }: { data: ReplayCardData }) {
  if (data.status === "recording")
    return <p className={styles.text}>This broadcast is still being recorded. Once it ends, you can preview, trim and publish its replay here.</p>;
  return (
    <p className={styles.text}>
      {data.recordingOn
        ? "The replay appears here once a broadcast of this event has been recorded. You can then preview it, trim it, add chapters and publish it for registrants."
        : "Recording is off for this event, so there will be no replay. Turn recording on with Edit event before you go live."}
    </p>
  );
}

/** The host decides about the event's replay: preview, publish, availability, trim and chapters. Every form works without JavaScript. */
export function ReplayCard({ data }: { data: ReplayCardData }) {
  const toast = useReplayToast();
  return (
    <section className={`${dash.card} ${dash.wide} ${styles.card}`} id={REPLAY_ID} aria-labelledby="replay-title">
      <div className={dash.cardHeader}>
        <h2 id="replay-title" className={dash.cardTitle}>
          Replay
        </h2>
        <Badges data={data} />
      </div>
      {toast ? <NoScriptToast toast={toast} className={toast.variant === "destructive" ? styles.alert : styles.notice} /> : null}
      {data.status === "ready" ? (
        <>
          <div className={styles.layout}>
            <div className={styles.previewColumn}>
              {data.preview ? <Preview preview={data.preview} /> : null}
              <p className={styles.hint}>
                Length {data.length}
                {data.viewersSee ? ` · viewers see ${data.viewersSee}` : null}
              </p>
            </div>
            <div className={styles.controls}>
              <PublishGroup data={data} />
              <AvailabilityGroup data={data} />
            </div>
          </div>
          <div className={styles.lower}>
            <TrimGroup data={data} />
            <ChaptersGroup data={data} canAdd />
          </div>
        </>
      ) : (
        <>
          <Waiting data={data} />
          {data.chapters.length ? <ChaptersGroup data={data} canAdd={false} /> : null}
        </>
      )}
    </section>
  );
}
