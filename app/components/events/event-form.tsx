import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, type FetcherWithComponents } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { button } from "~/components/ui/button.css";
import { FieldErrors, FormAlert } from "~/components/ui/field";
import * as fieldStyles from "~/components/ui/field.css";
import { EVENT_CATEGORIES, eventInputSchema, eventUpdateSchema, type CurrentEventTime, type EventPatch } from "~/schemas/event";
import { resolveTimeZone, utcToZonedLocal } from "~/utils/time-zones";
import { CoverField } from "./cover-field";
import { BASIC_FIELDS, CUSTOM_DURATION, emptyEventForm, eventFormInput, type EventFormValues } from "../../schemas/event-form";
import { DurationField, Labelled, TextField, TimeZoneField, Toggle, WideTextarea, withoutKey, type FormShape } from "./event-form-fields";
import * as styles from "./event-form.css";
import { categoryLabel } from "./format";
import { useHydrated } from "./use-hydrated";

type Tab = "basic" | "settings";

export interface EventFormProps {
  /** The form's id; the ids of its fields derive from it. */
  id: string;
  mode: "create" | "edit";
  action: string;
  defaultValue: EventFormValues;
  lastResult?: SubmissionResult<string[]> | null;
  /** Edit: the event's current start, which may stay in the past. */
  current?: CurrentEventTime;
  /** Edit: offer Draft / Scheduled (not for live or completed events). */
  allowStatus?: boolean;
  submitting: boolean;
  /** In the dialog the form posts through a fetcher and stays on the page. */
  fetcher?: FetcherWithComponents<unknown>;
  hiddenFields?: Record<string, string>;
  onCancel?: () => void;
  cancelHref?: string;
  /** Edit: the event's current cover. */
  cover?: string | null;
  /** Without JavaScript the two sections get headings at this level. */
  headingLevel?: 2 | 3;
}

/** The Create Event form wherever it opens (dialog, /events/new, the events page without JavaScript): empty, posting to /events/new. */
export function CreateEventForm(props: Omit<EventFormProps, "mode" | "action" | "defaultValue" | "current" | "allowStatus" | "cover">) {
  return <EventForm {...props} mode="create" action="/events/new" defaultValue={emptyEventForm()} />;
}

const isBasic = (name: string) => (BASIC_FIELDS as readonly string[]).includes(name);

/** The create and edit form: Basic Info and Settings, as tabs with JavaScript, stacked without. */
export function EventForm(props: EventFormProps) {
  const {
    id,
    mode,
    action,
    defaultValue,
    lastResult,
    current,
    allowStatus,
    submitting,
    fetcher,
    hiddenFields,
    onCancel,
    cancelHref,
    cover = null,
    headingLevel = 2,
  } = props;
  const Heading = headingLevel === 3 ? "h3" : "h2";
  const hydrated = useHydrated();
  const currentAt = current?.scheduledAt;
  const currentZone = current?.timezone;
  const schema = useMemo(
    () => (currentAt && currentZone ? eventUpdateSchema({ scheduledAt: currentAt, timezone: currentZone }) : eventInputSchema),
    [currentAt, currentZone],
  );
  const [form, fields] = useForm<FormShape, EventPatch>({
    id,
    lastResult,
    defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(eventFormInput(formData), { schema, disableAutoCoercion: true }),
  });

  const [tab, setTab] = useState<Tab>("basic");
  const errorNames = Object.entries(form.allErrors)
    .filter(([, errors]) => errors?.length)
    .map(([name]) => name);
  const basicErrors = errorNames.some(isBasic);
  const settingsErrors = errorNames.some((name) => name && !isBasic(name));
  const errorTab: Tab | null = basicErrors ? "basic" : settingsErrors ? "settings" : null;
  // After a refused submit, show the tab that holds the first error.
  const [attempt, setAttempt] = useState(0);
  const handledAttempt = useRef(0);
  useEffect(() => {
    if (!attempt || handledAttempt.current === attempt || !errorTab) return;
    handledAttempt.current = attempt;
    setTab(errorTab);
  }, [attempt, errorTab, lastResult]);

  const title = fields.title.value ?? defaultValue.title;
  const scheduledAt = fields.scheduledAt.value ?? defaultValue.scheduledAt;
  const duration = fields.duration.value ?? defaultValue.duration;
  const recording = (fields.enableRecording.value ?? defaultValue.enableRecording) === "true";
  const zone = resolveTimeZone(fields.timezone.value ?? defaultValue.timezone) ?? "America/New_York";
  const incomplete = !title.trim() || !scheduledAt.trim();

  const FormTag = fetcher ? fetcher.Form : Form;
  const formProps = getFormProps(form);
  const tabs = hydrated;
  const panelProps = (name: Tab) =>
    tabs ? { role: "tabpanel", id: `${id}-${name}-panel`, "aria-labelledby": `${id}-${name}-tab`, hidden: tab !== name } : {};

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight" && event.key !== "Home" && event.key !== "End") return;
    event.preventDefault();
    const next: Tab = event.key === "Home" ? "basic" : event.key === "End" ? "settings" : tab === "basic" ? "settings" : "basic";
    setTab(next);
    document.getElementById(`${id}-${next}-tab`)?.focus();
  };

  return (
    <FormTag
      method="post"
      encType="multipart/form-data"
      action={action}
      className={styles.form}
      {...formProps}
      onSubmit={(event) => {
        setAttempt((n) => n + 1);
        formProps.onSubmit(event);
      }}
      noValidate
    >
      {Object.entries(hiddenFields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormAlert id={form.errorId} errors={form.errors} />
      {tabs ? (
        <div role="tablist" aria-label="Event details" className={styles.tabList}>
          {(["basic", "settings"] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`${id}-${name}-tab`}
              aria-controls={`${id}-${name}-panel`}
              aria-selected={tab === name}
              tabIndex={tab === name ? 0 : -1}
              className={styles.tab}
              onClick={() => setTab(name)}
              onKeyDown={onTabKey}
            >
              {name === "basic" ? "Basic Info" : "Settings"}
              {(name === "basic" ? basicErrors : settingsErrors) ? <span className={styles.tabErrorDot} aria-label="has errors" /> : null}
            </button>
          ))}
        </div>
      ) : null}

      <div className={styles.panel} {...panelProps("basic")}>
        {tabs ? null : <Heading className={styles.panelHeading}>Basic Info</Heading>}
        <div className={styles.grid}>
          <div className={styles.wide}>
            <TextField field={fields.title} label="Event title" placeholder="e.g. Scaling Your Coaching Business" />
          </div>
          <WideTextarea field={fields.description} label="Description" rows={3} placeholder="What will attendees learn?" />
          <div className={styles.wide}>
            <CoverField formId={id} title={title} cover={cover} errors={form.allErrors.cover} />
          </div>
          <Labelled field={fields.category} label="Category">
            <select {...withoutKey(getSelectProps(fields.category))} className={styles.control}>
              {EVENT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {categoryLabel(category)}
                </option>
              ))}
            </select>
          </Labelled>
          {allowStatus ? (
            <Labelled field={fields.status} label="Status">
              <select {...withoutKey(getSelectProps(fields.status))} className={styles.control}>
                <option value="draft">Draft</option>
                <option value="scheduled">Scheduled</option>
              </select>
            </Labelled>
          ) : null}
          <TextField
            field={fields.scheduledAt}
            label="Date and time"
            type="datetime-local"
            min={current ? undefined : utcToZonedLocal(new Date(), zone)}
          />
          <TimeZoneField field={fields.timezone} label="Time zone" preselectBrowserZone={!current} />
          <DurationField fields={fields} custom={duration === CUSTOM_DURATION} hydrated={hydrated} />
          <TextField
            field={fields.maxAttendees}
            label="Max attendees"
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            placeholder="Unlimited"
            hint="Leave empty for unlimited."
          />
          <TextField field={fields.hostName} label="Host name" autoComplete="name" />
          <WideTextarea field={fields.hostBio} label="Host bio" rows={2} placeholder="A line or two about the host" />
        </div>
      </div>

      <div className={styles.panel} {...panelProps("settings")}>
        {tabs ? null : <Heading className={styles.panelHeading}>Settings</Heading>}
        <fieldset className={styles.settingsGroup}>
          <legend className={styles.groupTitle}>Access</legend>
          <Toggle field={fields.registrationRequired} label="Registration required" description="Attendees register before they can join." />
          <Toggle
            field={fields.requireAuthentication}
            label="Confirm e-mail before joining"
            description="Registrants get their link by e-mail only and join once they open it. E-mail must be set up on this server."
          />
          <div className={styles.passcodeField}>
            <TextField field={fields.passcode} label="Passcode (optional)" autoComplete="off" hint="Attendees enter it to join." />
          </div>
        </fieldset>
        <fieldset className={styles.settingsGroup}>
          <legend className={styles.groupTitle}>Engagement</legend>
          <Toggle field={fields.enableQa} label="Enable Q&A" description="Attendees can ask questions." />
          <Toggle
            field={fields.enableChat}
            label="Enable chat"
            description="Live chat during the event. Close and reopen it any time from the chat panel."
          />
          <Toggle field={fields.enablePolls} label="Enable polls" description="Run polls while live." />
        </fieldset>
        <fieldset className={styles.settingsGroup}>
          <legend className={styles.groupTitle}>Recording and room</legend>
          <Toggle field={fields.enableRecording} label="Enable recording" description="Record the event for replays." />
          <div className={styles.subSetting} hidden={hydrated && !recording}>
            <span className={fieldStyles.label} id={`${id}-recording-location`}>
              Recording location
            </span>
            <div className={styles.radioRow} role="radiogroup" aria-labelledby={`${id}-recording-location`}>
              {(["cloud", "local"] as const).map((location) => (
                <label key={location} className={styles.radio}>
                  <input {...withoutKey(getInputProps(fields.recordingLocation, { type: "radio", value: location }))} />
                  {location === "cloud" ? "Cloud" : "Local"}
                </label>
              ))}
            </div>
            <FieldErrors id={fields.recordingLocation.errorId} errors={fields.recordingLocation.errors} />
          </div>
          <Toggle field={fields.enableWaitingRoom} label="Waiting room" description="Admit attendees when you are ready." />
          <Toggle
            field={fields.muteMembersOnEntry}
            label="Mute members on entry"
            description="The video starts muted with a Tap to unmute button. Off: viewers tap once to start it with sound."
          />
        </fieldset>
      </div>

      <div className={styles.footer}>
        {onCancel ? (
          <button type="button" className={button.ghost} onClick={onCancel}>
            Cancel
          </button>
        ) : (
          <Link to={cancelHref ?? "/events"} className={button.ghost}>
            Cancel
          </Link>
        )}
        <span className={styles.footerSpacer} />
        {tabs ? (
          tab === "basic" ? (
            <button type="button" className={button.secondary} onClick={() => setTab("settings")}>
              Next
            </button>
          ) : (
            <button type="button" className={button.secondary} onClick={() => setTab("basic")}>
              Previous
            </button>
          )
        ) : null}
        <button
          type="submit"
          className={`${button.primary} ${styles.submit}`}
          disabled={hydrated && (submitting || (mode === "create" && incomplete))}
        >
          {mode === "create" ? (submitting ? "Creating Event..." : "Create Event") : submitting ? "Saving Changes..." : "Save Changes"}
        </button>
      </div>
    </FormTag>
  );
}
