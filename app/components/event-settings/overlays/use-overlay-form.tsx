import { useFetcher } from "@remix-run/react";
import { useRef, useState, type FormEvent, type FormHTMLAttributes, type ReactNode } from "react";
import { useActionToast, useToast } from "~/components/toaster";
import { useNewAnswer } from "~/components/use-new-answer";
import { formErrorOf, isRefusal, typedValues } from "~/utils/form-result";
import { RESPOND_FETCHER, RESPOND_FIELD } from "../constants";
import { toastFromText, type OverlayResult, type OverlayIntent } from "../../../contracts/overlay-constants";

interface Options {
  /** The page's action answer (a form posted without JavaScript); used when it is this form's. */
  actionData: OverlayResult | null;
  intent: OverlayIntent;
  hydrated: boolean;
  /** Checks the form before it is sent (with JavaScript): the spec's text, or null when fine. */
  validate?: (data: FormData) => string | null;
  onSuccess?: (form: HTMLFormElement) => void;
}

/** A refusal's messages by field (the form's own, under "", are its `error`). */
function fieldErrorsIn(answer: OverlayResult | null) {
  const errors: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(answer?.result.error ?? {})) if (name && messages) errors[name] = messages;
  return errors;
}

/**
 * One overlay form: with JavaScript it posts through its own fetcher (JSON answer, toast, pending
 * state) after checking itself; without, it is a plain form and the page's action answer (a
 * failure) brings back its message and the values typed.
 */
export function useOverlayForm({ actionData, intent, hydrated, validate, onSuccess }: Options) {
  const fetcher = useFetcher<OverlayResult>();
  const show = useToast();
  const [clientError, setClientError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { data, state } = fetcher;
  useNewAnswer(data, (answer) => {
    if (answer.toast) show(answer.toast);
    if (!isRefusal(answer) && formRef.current) onSuccess?.(formRef.current);
  });

  const fromPage = actionData?.intent === intent ? actionData : null;
  // A form sent before the page came to life posts plainly: its answer arrives as the page's
  // action data, whose notice only shows without JavaScript, so it becomes the toast here.
  const pageToast = fromPage && !isRefusal(fromPage) ? fromPage.toast : null;
  useActionToast(pageToast);
  const result = state === "idle" ? (data ?? fromPage) : null;
  const failed = isRefusal(result) ? result : null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const problem = validate?.(new FormData(event.currentTarget)) ?? null;
    setClientError(problem);
    if (problem) {
      event.preventDefault();
      show(toastFromText(problem));
    }
  };
  return {
    intent,
    fetcher,
    formRef,
    onSubmit,
    pending: state !== "idle",
    error: clientError ?? formErrorOf(failed),
    fieldErrors: clientError ? {} : fieldErrorsIn(failed),
    values: isRefusal(fromPage) ? typedValues(fromPage) : null,
    /** Tells the action to answer with JSON: only when the fetcher sends the form. */
    respond: hydrated ? <input type="hidden" name={RESPOND_FIELD} value={RESPOND_FETCHER} /> : null,
  };
}

/**
 * The form of `useOverlayForm`: posts its intent and these hidden fields, asking for JSON once the
 * page has come to life; `children` are its fields and buttons.
 */
export function OverlayIntentForm({
  form,
  fields = {},
  children,
  ...attributes
}: {
  form: ReturnType<typeof useOverlayForm>;
  fields?: Record<string, string | number>;
  children: ReactNode;
} & Pick<FormHTMLAttributes<HTMLFormElement>, "className" | "onSubmit" | "onChange" | "noValidate" | "aria-labelledby">) {
  return (
    <form.fetcher.Form method="post" ref={form.formRef} preventScrollReset {...attributes}>
      <input type="hidden" name="intent" value={form.intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {form.respond}
      {children}
    </form.fetcher.Form>
  );
}
