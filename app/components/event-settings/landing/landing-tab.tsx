import { Form } from "@remix-run/react";
import { LANDING_PAGE_LABELS } from "~/components/landing-page/landing-content";
import { LandingPanel } from "~/components/landing-page/landing-panel";
import { button } from "~/components/ui/button.css";
import { formErrorOf, isRefusal, resultFor } from "~/utils/form-result";
import { tabPath } from "../constants";
import type { LandingTabData } from "../../../contracts/landing-tab-data";
import { isLandingIntent, NOTHING, typedDraft } from "./landing-form";
import { PageTypePicker } from "./page-type-picker";
import { LandingFields } from "./landing-fields";
import { previewOf, useLandingEditor } from "./use-landing-editor";
import * as styles from "./landing-tab.css";

/**
 * The Event Settings screen's Landing Page tab: what viewers see beside the stream. One group of
 * tiles chooses the page shown (or nothing, and saves at once); below, the fields of that page (of
 * the last one shown while nothing is), Update Landing Page, and a preview drawn by the viewers' own
 * component.
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
  const { draft, shown } = editor;
  const preview = previewOf(hydrated ? draft : { ...draft, ...typed }, shown);
  const pageLabel = LANDING_PAGE_LABELS[shown.activePage];

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
        <PageTypePicker current={shown.isVisible ? shown.activePage : NOTHING} hydrated={hydrated} onChoose={editor.choose} />
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
            editor.save();
          }}
        >
          <input type="hidden" name="intent" value="landing-update" />
          <div>
            <h3 id="landing-content-title" className={styles.sectionTitle}>
              {pageLabel} page
            </h3>
            {shown.isVisible ? null : (
              <p className={styles.sectionNote}>Viewers see no landing page now. What you save here shows when you choose {pageLabel} above.</p>
            )}
          </div>
          <LandingFields page={shown.activePage} draft={draft} answer={editor.result ?? failed} onChange={editor.change} />
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
