import { useForm, type DefaultValue, type Submission, type SubmissionResult } from "@conform-to/react";

/**
 * A conform form that the browser checks by the server's own rules: from the first blur (or only
 * on submit), then again as the user types.
 */
export function useCheckedForm<Schema extends Record<string, unknown>, FormValue = Schema>({
  id,
  lastResult,
  check,
  shouldValidate = "onBlur",
  defaultValue,
}: {
  id: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
  check: (formData: FormData) => Submission<Schema, string[], FormValue>;
  shouldValidate?: "onSubmit" | "onBlur";
  defaultValue?: DefaultValue<Schema>;
}) {
  return useForm<Schema, FormValue>({
    id,
    lastResult,
    shouldValidate,
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => check(formData),
    defaultValue,
  });
}
