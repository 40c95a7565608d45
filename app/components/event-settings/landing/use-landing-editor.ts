import { useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useToast } from "~/components/toaster";
import type { LandingPageSettings } from "~/utils/live-events";
import type { FormResult } from "~/utils/form-result";
import { RESPOND_FETCHER, RESPOND_FIELD } from "../constants";
import { FEATURES_FIELD, TEXT_FIELDS, type LandingDraft, type LandingIntent } from "./landing-form";

export function draftOf(settings: LandingPageSettings, typed: Partial<LandingDraft> | null): LandingDraft {
  const saved: LandingDraft = {
    isVisible: settings.isVisible,
    activePage: settings.activePage,
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
export function previewOf(draft: LandingDraft): LandingPageSettings {
  const url = draft.customUrl.trim();
  return {
    isVisible: draft.isVisible,
    activePage: draft.activePage,
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
const comparable = (draft: LandingDraft) => JSON.stringify([previewOf(draft), draft.customUrl.trim()]);

/**
 * The tab's form state. With JavaScript every save (Update, a page type, the active page) sends the
 * whole form through one fetcher, so what the preview shows is what gets saved; the answer's toast
 * is shown and its field errors kept for the form.
 */
export function useLandingEditor({ saved, typed, action }: { saved: LandingPageSettings; typed: Partial<LandingDraft> | null; action: string }) {
  const [draft, setDraft] = useState(() => draftOf(saved, typed));
  const fetcher = useFetcher<FormResult<LandingIntent>>({ key: "landing-page" });
  const show = useToast();
  const [result, setResult] = useState<FormResult<LandingIntent> | null>(null);
  const handled = useRef<FormResult<LandingIntent> | null>(null);

  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== "idle" || !data || handled.current === data) return;
    handled.current = data;
    setResult(data);
    if (data.toast) show(data.toast);
  }, [fetcher.state, fetcher.data, show]);

  const change = useCallback((patch: Partial<LandingDraft>) => setDraft((current) => ({ ...current, ...patch })), []);

  const save = useCallback(
    (intent: LandingIntent, patch: Partial<LandingDraft> = {}) => {
      const next = { ...draft, ...patch };
      setDraft(next);
      const form = new FormData();
      form.set("intent", intent);
      form.set(RESPOND_FIELD, RESPOND_FETCHER);
      for (const field of [...TEXT_FIELDS, FEATURES_FIELD] as const) form.set(field, next[field]);
      form.set("activePage", next.activePage);
      form.set("isVisible", next.isVisible ? "on" : "off");
      fetcher.submit(form, { method: "post", action, preventScrollReset: true });
    },
    [draft, fetcher, action],
  );

  const savedKey = useMemo(() => comparable(draftOf(saved, null)), [saved]);
  const unsaved = comparable(draft) !== savedKey;

  return { draft, change, save, result, saving: fetcher.state !== "idle", unsaved };
}
