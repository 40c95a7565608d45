import { useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { isLandingPageType } from "~/components/landing-page/landing-content";
import { useToast } from "~/components/toaster";
import type { LandingPageSettings } from "~/contracts/live-events";
import type { FormResult } from "~/utils/form-result";
import { RESPOND_FETCHER, RESPOND_FIELD } from "../constants";
import { FEATURES_FIELD, NOTHING, SHOW_FIELD, TEXT_FIELDS, type LandingDraft, type LandingIntent, type ShowChoice } from "./landing-form";

export function draftOf(settings: LandingPageSettings, typed: Partial<LandingDraft> | null): LandingDraft {
  const saved: LandingDraft = {
    customTitle: settings.customTitle ?? "",
    customDescription: settings.customDescription ?? "",
    customHostName: settings.customHostName ?? "",
    customHostBio: settings.customHostBio ?? "",
    customOfferTitle: settings.customOfferTitle ?? "",
    customOfferPrice: settings.customOfferPrice ?? "",
    customUrl: settings.customUrl ?? "",
    customOfferFeatures: settings.customOfferFeatures.join("\n"),
  };
  return { ...saved, ...typed };
}

const blankToNull = (text: string) => (text.trim() === "" ? null : text.trim());

/** What viewers would see once saved; a link that is not http(s) yet is left out. */
export function previewOf(draft: LandingDraft, shown: Pick<LandingPageSettings, "isVisible" | "activePage">): LandingPageSettings {
  const url = draft.customUrl.trim();
  return {
    ...shown,
    customTitle: blankToNull(draft.customTitle),
    customDescription: blankToNull(draft.customDescription),
    customHostName: blankToNull(draft.customHostName),
    customHostBio: blankToNull(draft.customHostBio),
    customOfferTitle: blankToNull(draft.customOfferTitle),
    customOfferPrice: blankToNull(draft.customOfferPrice),
    customUrl: /^https?:\/\/[^\s]+$/i.test(url) ? url : null,
    customOfferFeatures: draft.customOfferFeatures
      .split(/\r?\n/)
      .map((feature) => feature.trim())
      .filter(Boolean),
    updatedAt: null,
  };
}

/** Saving trims the texts and drops empty features: only a change that survives that is unsaved. */
const comparable = (draft: LandingDraft) => JSON.stringify([previewOf(draft, { isVisible: false, activePage: "offer" }), draft.customUrl.trim()]);

/** One save's fetcher: each answer is handled once (its toast shown, `onAnswer` called). */
function useSave(key: string, onAnswer: (answer: FormResult<LandingIntent>) => void) {
  const fetcher = useFetcher<FormResult<LandingIntent>>({ key });
  const show = useToast();
  const handled = useRef<FormResult<LandingIntent> | null>(null);
  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== "idle" || !data || handled.current === data) return;
    handled.current = data;
    onAnswer(data);
    if (data.toast) show(data.toast);
  }, [fetcher.state, fetcher.data, show, onAnswer]);
  return fetcher;
}

/**
 * The tab's state with JavaScript. A tile posts the same choice as without JavaScript, and the
 * tiles show it at once (the pending choice until the saved one arrives, so a refused choice falls
 * back by itself). Update sends the content form; its answer's field errors are kept for the form.
 * Each has its own fetcher so a tile does not turn Update into "Saving…".
 */
export function useLandingEditor({ saved, typed, action }: { saved: LandingPageSettings; typed: Partial<LandingDraft> | null; action: string }) {
  const [draft, setDraft] = useState(() => draftOf(saved, typed));
  const [result, setResult] = useState<FormResult<LandingIntent> | null>(null);
  const update = useSave("landing-update", setResult);
  const ignore = useCallback(() => undefined, []);
  const tile = useSave("landing-show", ignore);

  const change = useCallback((patch: Partial<LandingDraft>) => setDraft((current) => ({ ...current, ...patch })), []);

  const post = useCallback(
    (fetcher: typeof update, fields: Record<string, string>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      form.set(RESPOND_FIELD, RESPOND_FETCHER);
      fetcher.submit(form, { method: "post", action, preventScrollReset: true });
    },
    [action],
  );

  const save = useCallback(() => {
    const fields: Record<string, string> = { intent: "landing-update" };
    for (const field of [...TEXT_FIELDS, FEATURES_FIELD] as const) fields[field] = draft[field];
    post(update, fields);
  }, [draft, post, update]);

  const choose = useCallback((choice: ShowChoice) => post(tile, { intent: "landing-show", [SHOW_FIELD]: choice }), [post, tile]);

  const pending = tile.formData?.get(SHOW_FIELD);
  const shown =
    pending === NOTHING
      ? { isVisible: false, activePage: saved.activePage }
      : isLandingPageType(pending)
        ? { isVisible: true, activePage: pending }
        : saved;

  const savedKey = useMemo(() => comparable(draftOf(saved, null)), [saved]);
  const unsaved = comparable(draft) !== savedKey;

  return {
    draft,
    shown: { isVisible: shown.isVisible, activePage: shown.activePage },
    change,
    save,
    choose,
    result,
    saving: update.state !== "idle",
    unsaved,
  };
}
