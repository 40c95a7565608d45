import { Form } from "@remix-run/react";
import { LANDING_PAGE_LABELS } from "~/components/landing-page/landing-content";
import { LandingPanel } from "~/components/landing-page/landing-panel";
import { button } from "~/components/ui/button.css";
import { formErrorOf, isRefusal, resultFor } from "~/utils/form-result";
import { tabPath } from "../constants";
import type { LandingTabData } from "./landing-tab-data";
import { isLandingIntent, typedDraft } from "./landing-form";
import { ActivePageSelect, PageTypePicker } from "./page-type-picker";
import { LandingFields } from "./landing-fields";
import { previewOf, useLandingEditor } from "./use-landing-editor";
import * as styles from "./landing-tab.css";

function VisibilitySwitch({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className={styles.switchRow}>
      <span>
        <span className={styles.switchTitle}>Show to viewers</span>
        <span className={styles.switchHint}>On the watch page and the event’s public page.</span>
      </span>
      <input
        type="checkbox"
        role="switch"
        name="isVisible"
        className={styles.switchInput}
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
    </label>
  );
}

/**
 * The Event Settings screen's Landing Page tab: what viewers see beside the stream. Page-type
 * buttons (choosing one shows it and saves), the active page selector, the visibility switch, the
 * active type's fields, Update Landing Page, and a preview drawn by the viewers' own component.
 */
export function LandingTab({
  data,
  actionData,
  basePath,
  hydrated,
}: {
  data: LandingTabData;
  actionData: unknown;
  basePath: string;
  hydrated: boolean;
}) {
  const fromPage = resultFor(actionData, isLandingIntent);
  const failed = isRefusal(fromPage) ? fromPage : null;
  const typed = typedDraft(failed);
  const editor = useLandingEditor({ saved: data.settings, typed, action: tabPath(basePath, "landing") });
  const { draft } = editor;
  const preview = previewOf(hydrated ? draft : { ...draft, ...typed });

  return (
    <div className={styles.tab}>
      {failed && !editor.result ? (
        <p className={styles.alert} role="alert">
          {formErrorOf(failed)}
        </p>
      ) : null}

      <section className={styles.card} aria-labelledby="landing-title">
        <div className={styles.cardHead}>
          <div>
            <h2 id="landing-title" className={styles.cardTitle}>
              Landing page
            </h2>
            <p className={styles.cardIntro}>Put an offer, your bio or useful links in front of every viewer, live.</p>
          </div>
          {data.publicPath ? (
            <a href={data.publicPath} target="_blank" rel="noreferrer" className={styles.publicLink}>
              View public page
            </a>
          ) : null}
        </div>
        <PageTypePicker
          active={draft.activePage}
          visible={data.settings.isVisible}
          hydrated={hydrated}
          onChoose={(page) => editor.save("landing-choose", { activePage: page, isVisible: true })}
        />
        <ActivePageSelect active={draft.activePage} hydrated={hydrated} onSelect={(page) => editor.save("landing-active", { activePage: page })} />
      </section>

      <div className={styles.columns}>
        <Form
          method="post"
          preventScrollReset
          className={styles.card}
          aria-labelledby="landing-content-title"
          onSubmit={(event) => {
            if (!hydrated) return;
            event.preventDefault();
            editor.save("landing-update");
          }}
        >
          <input type="hidden" name="intent" value="landing-update" />
          <VisibilitySwitch checked={draft.isVisible} onChange={(isVisible) => editor.change({ isVisible })} />
          <h3 id="landing-content-title" className={styles.sectionTitle}>
            {LANDING_PAGE_LABELS[draft.activePage]} page
          </h3>
          <LandingFields page={draft.activePage} draft={draft} answer={editor.result ?? failed} onChange={editor.change} />
          <div className={styles.actions}>
            {hydrated && editor.unsaved ? <span className={styles.unsaved}>Unsaved changes</span> : null}
            <button type="submit" className={button.primary} disabled={editor.saving}>
              {editor.saving ? "Saving…" : "Update Landing Page"}
            </button>
          </div>
        </Form>

        <section className={styles.previewCard} aria-labelledby="landing-preview-title">
          <div className={styles.previewHead}>
            <h3 id="landing-preview-title" className={styles.sectionTitle}>
              Preview
            </h3>
            <span className={preview.isVisible ? styles.badge.visible : styles.badge.hidden}>
              {preview.isVisible ? "Visible to viewers" : "Hidden from viewers"}
            </span>
          </div>
          <div className={preview.isVisible ? styles.previewFrame : styles.previewFrameHidden}>
            <LandingPanel settings={preview} preview />
          </div>
        </section>
      </div>
    </div>
  );
}
