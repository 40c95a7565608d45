import type { ReactNode } from "react";
import type { ApiReferenceData, ReferenceCall, ReferenceField, ReferenceReply, ReplyShape } from "~/services/integrations/api-reference.server";
import * as styles from "./api-reference.css";
import { eyebrow } from "~/components/static-page.css";

/** Text with `code` spans, as the catalogue writes them. */
export function Words({ text }: { text: string }) {
  const parts: ReactNode[] = text.split("`").map((part, i) =>
    i % 2 ? (
      <code key={i} className={styles.code}>
        {part}
      </code>
    ) : (
      part
    ),
  );
  return <>{parts}</>;
}

/** A paragraph of the catalogue's words in the caller's look; nothing when the call has none. */
export function WordsParagraph({ text, className }: { text: string | null; className: string }) {
  return text ? (
    <p className={className}>
      <Words text={text} />
    </p>
  ) : null;
}

/** One of the basics above the calls (authentication, pages, errors): a titled paragraph. */
function Basic({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.basic} aria-labelledby={`basics-${id}`}>
      <h2 id={`basics-${id}`} className={styles.basicTitle}>
        {title}
      </h2>
      <p className={styles.basicText}>{children}</p>
    </section>
  );
}

/** The API reference for hosts: every call by area, read from the same catalogue as /api/openapi.json. */
export function ApiReference({ data }: { data: ApiReferenceData }) {
  return (
    <article className={styles.page}>
      <p className={eyebrow}>Developers</p>
      <h1 className={styles.title}>API reference</h1>
      <p className={styles.lead}>
        Connect ShowUp to your CRM, e-mail tool or your own scripts. Every call below answers JSON; the same description is available as{" "}
        <a href={data.openApiUrl}>an OpenAPI 3.1 document</a> for code generators and tools like Postman. What a live stream pushes, on its event
        stream (<code className={styles.code}>GET /api/streams/{"{streamId}"}/events</code>) and the <code className={styles.code}>/ws</code> socket,
        is described as <a href={data.asyncApiUrl}>an AsyncAPI 3 document</a>.
      </p>

      <div className={styles.basics}>
        <Basic id="auth" title="Authentication">
          Create a key in <a href="/settings?tab=developer">Settings → Developer</a> and send it as{" "}
          <code className={styles.code}>Authorization: Bearer su_…</code>. A <strong>read</strong> key may only make GET calls; a{" "}
          <strong>read and write</strong> key may make any.
        </Basic>
        <Basic id="pages" title="Pages">
          List calls take <code className={styles.code}>?limit=</code> (up to 500). When there is more, the answer carries{" "}
          <code className={styles.code}>Link: &lt;…&gt;; rel=&quot;next&quot;</code> and <code className={styles.code}>X-Next-Cursor</code>: pass it
          back as <code className={styles.code}>?cursor=</code>.
        </Basic>
        <Basic id="errors" title="Errors">
          A refusal answers <code className={styles.code}>{"{ error, fieldErrors? }"}</code>: 400 bad input, 401 no or revoked key, 403 not allowed
          (e.g. a read key writing), 404 not found or not yours, 409 conflict, 429 too fast.
        </Basic>
      </div>

      <nav className={styles.toc} aria-label="Areas of the API">
        <h2 className={styles.tocTitle}>Areas</h2>
        <ul className={styles.tocList}>
          {data.areas.map((area) => (
            <li key={area.slug}>
              <a className={styles.tocLink} href={`#${area.slug}`}>
                {area.name}
              </a>
            </li>
          ))}
          {data.objects.length ? (
            <li>
              <a className={styles.tocLink} href="#objects">
                Objects
              </a>
            </li>
          ) : null}
        </ul>
      </nav>

      {data.areas.map((area) => (
        <Area key={area.slug} id={area.slug} title={area.name}>
          {area.calls.map((call) => (
            <Call key={call.id} call={call} shapes={data.shapes} />
          ))}
        </Area>
      ))}

      {data.objects.length ? (
        <Area id="objects" title="Objects" lead="What several calls answer with, described once.">
          {data.objects.map((object) => (
            <article key={object.id} id={object.id} className={styles.call} aria-labelledby={`${object.id}-title`}>
              <h3 id={`${object.id}-title`} className={styles.summary}>
                {object.name}
              </h3>
              <div className={styles.objectBody}>
                <ReplyShapes shapes={data.shapes[object.name] ?? []} />
                <Example label={`Example ${object.name}`} text={object.example} />
              </div>
            </article>
          ))}
        </Area>
      ) : null}
    </article>
  );
}

/** One part of the reference under its own heading (an area of calls, or the objects). */
function Area({ id, title, lead, children }: { id: string; title: string; lead?: string; children: ReactNode }) {
  return (
    <section id={id} className={styles.area} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.areaTitle}>
        {title}
      </h2>
      {lead ? <p className={styles.text}>{lead}</p> : null}
      <div className={styles.calls}>{children}</div>
    </section>
  );
}

export function MethodBadge({ method }: { method: string }) {
  return <span className={styles.method[method as keyof typeof styles.method] ?? styles.method.GET}>{method}</span>;
}

function Call({ call, shapes }: { call: ReferenceCall; shapes: ApiReferenceData["shapes"] }) {
  return (
    <article id={call.id} className={styles.call} aria-labelledby={`${call.id}-title`}>
      <div className={styles.callHead}>
        <MethodBadge method={call.method} />
        <code className={styles.path}>{call.path}</code>
        <a className={styles.tryLink} href={call.tryHref}>
          Try it<span className="visually-hidden">: {call.summary}</span>
        </a>
      </div>
      <h3 id={`${call.id}-title`} className={styles.summary}>
        {call.summary}
      </h3>
      <WordsParagraph text={call.description} className={styles.text} />
      <dl className={styles.facts}>
        <dt className={styles.factName}>Who</dt>
        <dd className={styles.factValue}>
          <Words text={call.who} />
        </dd>
        <dt className={styles.factName}>Key scope</dt>
        <dd className={styles.factValue}>
          {call.scope ? <span className={styles.scope[call.scope]}>{call.scope === "read" ? "read" : "read and write"}</span> : "no key needed"}
        </dd>
      </dl>
      <Fields title="Path" fields={call.pathParams} />
      <Fields title="Query" fields={call.query} />
      <Fields title="Body (JSON)" fields={call.body} />
      <WordsParagraph text={call.bodyNote} className={styles.text} />
      <h4 className={styles.subTitle}>Answers</h4>
      {/* Each answer in a row; one with a JSON body of its own opens to show its fields and an example. */}
      <ul className={styles.answers}>
        {call.responses.map((response) => {
          const reply = call.replies.find((one) => one.code === response.code);
          return (
            <li key={response.code} className={styles.answer}>
              {reply ? (
                <Reply call={call} reply={reply} shapes={shapes[reply.shape] ?? []} />
              ) : (
                <div className={styles.answerLine}>
                  <span className={styles.replyCode}>{response.code}</span>
                  <span className={styles.replyWhat}>
                    <Words text={response.text} />
                  </span>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <h4 className={styles.subTitle}>Example call</h4>
      {/* Focusable so keyboard users can scroll a long line. */}
      <pre className={styles.curl} tabIndex={0} aria-label={`curl example: ${call.method} ${call.path}`}>
        <code>{call.curl}</code>
      </pre>
    </article>
  );
}

/**
 * A success answer's body: its fields and the document's example, folded away until opened; a
 * body that other calls answer too is a link to where it is drawn once, under Objects.
 */
function Reply({ call, reply, shapes }: { call: ReferenceCall; reply: ReferenceReply; shapes: ReplyShape[] }) {
  const count = shapes.reduce((sum, shape) => sum + shape.fields.length, 0);
  if (reply.objectId)
    return (
      <div className={styles.answerLine}>
        <span className={styles.replyCode}>{reply.code}</span>
        <span className={styles.replyWhat}>
          <Words text={reply.description} />
          <span className={styles.replyCount}>
            {" · "}
            <a href={`#${reply.objectId}`}>{reply.shape}</a>
          </span>
        </span>
      </div>
    );
  return (
    <details className={styles.reply}>
      <summary className={styles.replySummary}>
        <span className={styles.replyCode}>{reply.code}</span>
        <span className={styles.replyWhat}>
          <Words text={reply.description} />
          <span className={styles.replyCount}>{count ? ` · ${count} fields and an example` : " · an example"}</span>
        </span>
      </summary>
      <div className={styles.replyBody}>
        <ReplyShapes shapes={shapes} />
        {reply.example ? <Example label={`Example answer ${reply.code}: ${call.method} ${call.path}`} text={reply.example} /> : null}
      </div>
    </details>
  );
}

/** An example body, focusable so keyboard users can scroll it. */
function Example({ label, text }: { label: string; text: string }) {
  return (
    <pre className={styles.replyExample} tabIndex={0} aria-label={label}>
      <code>{text}</code>
    </pre>
  );
}

/** A reply body's fields, with a line saying what it is (one per choice when it is one of several). */
function ReplyShapes({ shapes }: { shapes: ReplyShape[] }) {
  return (
    <div className={styles.replyShapes}>
      {shapes.map((shape) => (
        <div key={shape.lead}>
          <p className={styles.replyLead}>{shape.lead}</p>
          <Fields fields={shape.fields} answer />
        </div>
      ))}
    </div>
  );
}

/**
 * A list of fields. In a request every field the call needs is marked required; in an answer
 * (`answer`) the few that may be left out are marked optional instead.
 */
function Fields({ title, fields, answer = false }: { title?: string; fields: ReferenceField[]; answer?: boolean }) {
  if (fields.length === 0) return null;
  return (
    <>
      {title ? <h4 className={styles.subTitle}>{title}</h4> : null}
      <ul className={styles.fields}>
        {fields.map((field) => (
          <li key={field.name} className={styles.field}>
            <span className={styles.fieldName}>
              <code className={styles.code}>{field.name}</code>
              {answer ? (
                field.required ? null : (
                  <span className={styles.optional}>optional</span>
                )
              ) : field.required ? (
                <span className={styles.required}>required</span>
              ) : null}
            </span>
            <span className={styles.fieldAbout}>
              <span className={styles.fieldType}>{field.type}</span>
              {field.description ? <Words text={field.description} /> : null}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
