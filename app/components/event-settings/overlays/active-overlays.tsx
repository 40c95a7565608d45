import type { ParsedOverlay } from "~/schemas/overlay-view";
import { button } from "~/components/ui/button.css";
import { formErrorOf } from "~/utils/form-result";
import { FormError, OverlayCard } from "./overlay-card";
import { CARD_IDS, type OverlayResult } from "../../../contracts/overlay-constants";
import { overlayKind, overlaySummary, timeLeft } from "./overlay-summary";
import * as styles from "./active-overlays.css";
import { OverlayIntentForm, useOverlayForm } from "./use-overlay-form";

interface RowProps {
  overlay: ParsedOverlay;
  actionData: OverlayResult | null;
  hydrated: boolean;
}

function StopButton({ overlay, actionData, hydrated }: RowProps) {
  const form = useOverlayForm({ actionData, intent: "overlay-stop", hydrated });
  return (
    <OverlayIntentForm form={form} fields={{ overlayId: overlay.id }}>
      <button
        type="submit"
        className={`${button.secondary} ${styles.small}`}
        disabled={form.pending}
        aria-label={`Stop ${overlayKind(overlay.type)}: ${overlaySummary(overlay)}`}
      >
        {form.pending ? "Stopping…" : "Stop"}
      </button>
    </OverlayIntentForm>
  );
}

function StepButton({ step, of, disabled }: { step: -1 | 1; of: string; disabled: boolean }) {
  return (
    <button
      type="submit"
      name="step"
      value={String(step)}
      className={`${button.secondary} ${styles.small}`}
      disabled={disabled}
      aria-label={`${of} ${step < 0 ? "minus" : "plus"} one`}
    >
      {step < 0 ? "−1" : "+1"}
    </button>
  );
}

/** Set the current value, or step it by one: the viewers' bar follows at once. */
function ProgressControls({ overlay, actionData, hydrated }: RowProps & { overlay: ParsedOverlay & { type: "progressbar" } }) {
  const form = useOverlayForm({ actionData, intent: "progress-update", hydrated });
  const { current, total, label } = overlay.config;
  const percent = total > 0 ? Math.min(100, Math.round((current / total) * 100)) : 0;
  const id = `progress-${overlay.id}-current`;
  return (
    <OverlayIntentForm form={form} fields={{ overlayId: overlay.id }} className={styles.progress}>
      <div className={styles.bar} role="progressbar" aria-label={label || "Progress"} aria-valuemin={0} aria-valuemax={total} aria-valuenow={current}>
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <label htmlFor={id} className="visually-hidden">
        Current value of {label || "the progress bar"}
      </label>
      <input key={current} id={id} name="current" type="number" min={0} max={total} defaultValue={current} className={styles.number} />
      {/* First in the form: Enter in the number field sets it rather than stepping. */}
      <button type="submit" className={`${button.secondary} ${styles.small}`} disabled={form.pending}>
        {form.pending ? "Saving…" : "Set"}
      </button>
      <StepButton step={-1} of={label || "Progress"} disabled={form.pending || current <= 0} />
      <StepButton step={1} of={label || "Progress"} disabled={form.pending || current >= total} />
      <FormError error={form.error} />
    </OverlayIntentForm>
  );
}

const ACTIVE_COUNT_ID = "active-overlays-count";

/** Primary only while something is showing; otherwise disabled, described by "Nothing showing". */
function HideAll({ count, actionData, hydrated }: { count: number; actionData: OverlayResult | null; hydrated: boolean }) {
  const form = useOverlayForm({ actionData, intent: "overlays-hide-all", hydrated });
  const nothing = count === 0;
  return (
    <OverlayIntentForm form={form}>
      <button
        type="submit"
        className={`${nothing ? button.secondary : button.primary} ${styles.small}`}
        disabled={form.pending || nothing}
        aria-describedby={nothing ? ACTIVE_COUNT_ID : undefined}
        title={nothing ? "No overlay is showing, so there is nothing to hide." : undefined}
      >
        {form.pending ? "Hiding…" : "Hide all"}
      </button>
    </OverlayIntentForm>
  );
}

/** Every overlay showing now, with the time it has left (ticking with JavaScript) and a Stop button. */
export function ActiveOverlays({
  overlays,
  now,
  actionData,
  hydrated,
}: {
  overlays: ParsedOverlay[];
  now: number;
  actionData: OverlayResult | null;
  hydrated: boolean;
}) {
  const failed = actionData?.intent === "overlay-stop" || actionData?.intent === "overlays-hide-all" ? formErrorOf(actionData) : null;
  return (
    <OverlayCard id={CARD_IDS.active} tone="active" title="Active Overlays" lede="What your viewers see on the stream right now." wide>
      <div className={styles.headRow}>
        <span className={styles.count} role="status" id={ACTIVE_COUNT_ID}>
          {overlays.length ? `${overlays.length} showing` : "Nothing showing"}
        </span>
        <HideAll count={overlays.length} actionData={actionData} hydrated={hydrated} />
      </div>
      <FormError error={failed} />
      {overlays.length ? (
        <ul className={styles.list} aria-label="Overlays showing now">
          {overlays.map((overlay) => {
            const left = timeLeft(overlay, now);
            return (
              <li key={overlay.id} className={styles.item}>
                <div className={styles.main}>
                  <div className={styles.line}>
                    <span className={styles.kind[overlay.type]}>{overlayKind(overlay.type)}</span>
                    {left ? <span className={styles.left}>{left}</span> : null}
                  </div>
                  <p className={styles.summary}>{overlaySummary(overlay)}</p>
                </div>
                <StopButton overlay={overlay} actionData={actionData} hydrated={hydrated} />
                {overlay.type === "progressbar" ? <ProgressControls overlay={overlay} actionData={actionData} hydrated={hydrated} /> : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className={styles.empty}>No overlays are showing. Start one below: it appears here and on the stream at once.</p>
      )}
    </OverlayCard>
  );
}
