import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { Field, SelectField, TextareaField } from "~/components/ui/field";
import { ButtonLink, SubmitButton } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { eyebrow } from "~/components/static-page.css";
import type { TryCall, TryParam } from "~/services/integrations/api-reference.server";
import { MethodBadge, Words, WordsParagraph } from "./api-reference";
import * as reference from "./api-reference.css";
import * as styles from "./try-call.css";

/** The "Try it" page as the loader gives it. */
export interface TryPageData {
  call: TryCall;
  signedIn: boolean;
  /** Sign in, then come back here. */
  signInHref: string;
}

/** What the call answered, as the page shows it. */
export interface TryAnswer {
  /** The request as sent: method and path with its query. */
  sent: string;
  status: number;
  statusText: string;
  contentType: string | null;
  /** The body: JSON pretty-printed, any other text as it came; cut when very long. */
  body: string;
  /** Where a redirect leads. */
  location: string | null;
  ms: number;
}

/** The action's answer: the call's, or why it was not made; always what was typed, to show again. */
export interface TryOutcome {
  /** What was typed, by field name. */
  values: Record<string, string>;
  /** Why the call was not made, by field name; "" for the form as a whole. */
  errors: Record<string, string>;
  signIn: boolean;
  answer: TryAnswer | null;
}

/** The form's field of a parameter: path and query parameters may share a name. */
export const paramField = (param: Pick<TryParam, "in" | "name">) => `${param.in}:${param.name}`;
const inputId = (field: string) => `try-${field.replace(/:/g, "-")}`;

/** One call's "Try it" page: the request's form, sent with the host's session, and the answer beside it. */
export function TryCallView({ page, outcome }: { page: TryPageData; outcome: TryOutcome | null }) {
  const { call } = page;
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const answerRef = useRef<HTMLElement>(null);
  const errors = outcome?.errors ?? {};
  const problems = Object.entries(errors);
  const signIn = outcome?.signIn ?? !page.signedIn;
  const value = (field: string, fallback = "") => outcome?.values[field] ?? fallback;

  // With JavaScript the page stays where it is: bring the answer into view when it is below the form.
  useEffect(() => {
    if (outcome) answerRef.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, [outcome]);

  return (
    <article className={styles.page}>
      <p className={styles.back}>
        <a href={call.referenceHref}>← API reference</a>
      </p>
      <p className={eyebrow}>Try it</p>
      <h1 className={styles.title}>{call.summary}</h1>
      <div className={styles.callHead}>
        <MethodBadge method={call.method} />
        <code className={reference.path}>{call.path}</code>
      </div>
      <WordsParagraph text={call.description} className={styles.text} />
      <div className={styles.note}>
        {call.method === "GET" ? (
          <p className={styles.noteText}>Sent as you, with this browser&apos;s session: the answer holds your own data.</p>
        ) : (
          <Notice tone="warning">Sent as you, with this browser&apos;s session: a real {call.method} that changes your own data.</Notice>
        )}
      </div>

      <div className={styles.layout}>
        <section className={styles.panel} aria-labelledby="try-request-title">
          <h2 id="try-request-title" className={styles.panelTitle}>
            Request
          </h2>
          {/* Without JavaScript the answer's page opens at the answer. */}
          <Form method="post" action={`${call.tryHref}#answer`} preventScrollReset className={styles.form} noValidate>
            {call.params.length === 0 && !call.takesBody ? <p className={styles.muted}>This call takes no parameters and no body.</p> : null}
            {call.params.map((param) => (
              <ParamField key={paramField(param)} param={param} value={value(paramField(param))} error={errors[paramField(param)]} />
            ))}
            {call.takesBody ? (
              <TextareaField
                label="JSON body"
                hint={
                  <>
                    Sent as <code className={reference.code}>application/json</code>; the fields are listed in{" "}
                    <a href={call.referenceHref}>the reference</a>.
                    {call.bodyNote ? (
                      <>
                        {" "}
                        <Words text={call.bodyNote} />
                      </>
                    ) : null}
                  </>
                }
                errors={errors.body ? [errors.body] : undefined}
                errorId="try-body-error"
                textareaProps={{
                  id: "try-body",
                  name: "body",
                  defaultValue: value("body", call.exampleBody ?? ""),
                  rows: Math.min(16, Math.max(6, (value("body", call.exampleBody ?? "").match(/\n/g)?.length ?? 0) + 2)),
                  spellCheck: false,
                  autoCapitalize: "off",
                  autoComplete: "off",
                  className: styles.code,
                }}
              />
            ) : null}
            {signIn ? (
              <SignInPrompt href={page.signInHref} />
            ) : (
              <div className={styles.send}>
                <SubmitButton pending={sending} pendingLabel="Sending…">
                  Send
                </SubmitButton>
              </div>
            )}
          </Form>
        </section>

        <section id="answer" ref={answerRef} className={styles.panel} aria-labelledby="try-answer-title">
          <h2 id="try-answer-title" className={styles.panelTitle}>
            Answer
          </h2>
          <div role="status" className={styles.status}>
            {outcome?.answer ? (
              <AnswerLine answer={outcome.answer} />
            ) : problems.length && !outcome?.signIn ? (
              <strong className={styles.notSent}>Not sent</strong>
            ) : null}
          </div>
          {outcome?.answer ? (
            <>
              {outcome.answer.location ? (
                <p className={styles.muted}>
                  Leads to <code className={reference.code}>{outcome.answer.location}</code>
                </p>
              ) : null}
              <pre className={styles.body} tabIndex={0} aria-label="Answer body">
                <code>{outcome.answer.body || "(no body)"}</code>
              </pre>
            </>
          ) : problems.length && !outcome?.signIn ? (
            <ul className={styles.problems}>
              {problems.map(([field, message]) => (
                <li key={field}>{field ? <a href={`#${inputId(field)}`}>{message}</a> : message}</li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>
              {signIn ? "Once you are signed in, the call's status and body show here." : "Press Send: the call's status and body show here."}
            </p>
          )}
        </section>
      </div>
    </article>
  );
}

function ParamField({ param, value, error }: { param: TryParam; value: string; error: string | undefined }) {
  const field = paramField(param);
  const id = inputId(field);
  const label = (
    <>
      <code className={reference.code}>{param.name}</code>{" "}
      <span className={styles.where}>
        {param.in === "path" ? "in the path" : "query"}
        {param.required ? "" : ", optional"}
      </span>
    </>
  );
  const hint: ReactNode = (
    <>
      <span className={styles.type}>{param.type}</span>
      {param.description ? (
        <>
          {" · "}
          <Words text={param.description} />
        </>
      ) : null}
    </>
  );
  const frame = { label, hint, errors: error ? [error] : undefined, errorId: `${id}-error` };
  if (param.options) {
    return (
      <SelectField {...frame} selectProps={{ id, name: field, defaultValue: value || (param.required ? param.options[0] : "") }}>
        {param.required ? null : <option value="">(not sent)</option>}
        {param.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </SelectField>
    );
  }
  return <Field {...frame} inputProps={{ id, name: field, defaultValue: value, autoComplete: "off", spellCheck: false, className: styles.code }} />;
}

function AnswerLine({ answer }: { answer: TryAnswer }) {
  const tone = answer.status < 300 ? styles.code2xx : answer.status < 400 ? styles.code3xx : answer.status < 500 ? styles.code4xx : styles.code5xx;
  return (
    <>
      <span className={tone}>{`${answer.status} ${answer.statusText}`.trim()}</span>
      <span className={styles.muted}>
        <code className={reference.code}>{answer.sent}</code> {`· ${answer.ms} ms`}
      </span>
    </>
  );
}

function SignInPrompt({ href }: { href: string }) {
  return (
    <Notice tone="info">
      <span className={styles.signIn}>
        <span>Sign in to try calls with your account.</span>
        <ButtonLink to={href} size="sm">
          Sign in
        </ButtonLink>
      </span>
    </Notice>
  );
}
