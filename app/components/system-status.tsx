import { stateBadge } from "~/components/ui/state-badge.css";
import * as styles from "./system-status.css";
import type { ProviderBadgeKind } from "~/contracts/video-provider";
import { withClass } from "~/utils/class-names";

/**
 * The streaming provider at a glance: "Built-in" for this box's own ingest, "Connected" for Mux,
 * "Manual" for an outside ingest server set by hand, "Setup Required" when there is nowhere to send video.
 */

const BADGE_LABELS: Record<ProviderBadgeKind, string> = {
  "built-in": "Built-in",
  connected: "Connected",
  manual: "Manual",
  setup: "Setup Required",
};

export function ProviderBadge({ kind }: { kind: ProviderBadgeKind }) {
  return (
    <span className={stateBadge[kind === "built-in" || kind === "connected" ? "success" : "warning"]}>
      <span className={styles.dot} aria-hidden="true" />
      {BADGE_LABELS[kind]}
    </span>
  );
}

const NOTES: Record<ProviderBadgeKind, string> = {
  "built-in": "This server receives your encoder's stream itself, and your event goes live by itself when the video arrives.",
  connected: "Mux receives your encoder's stream, and your event goes live by itself when the stream arrives.",
  manual: "Your encoder sends to the outside ingest server set up for this platform; you go live by hand with Go Live and End Stream.",
  setup: "No video provider is configured: you can still create streams and go live by hand with Go Live and End Stream.",
};

/** A small card of the platform's own state, for the host's dashboard. */
export function SystemStatus({ videoConfigured, badge, className }: { videoConfigured: boolean; badge?: ProviderBadgeKind; className?: string }) {
  const kind = badge ?? (videoConfigured ? "connected" : "setup");
  return (
    <section className={withClass(styles.card, className)} aria-labelledby="system-status-title">
      <h2 id="system-status-title" className={styles.title}>
        System status
      </h2>
      <dl className={styles.list}>
        <div className={styles.row}>
          <dt className={styles.term}>Streaming provider</dt>
          <dd className={styles.value}>
            <ProviderBadge kind={kind} />
          </dd>
        </div>
      </dl>
      <p className={styles.note}>{NOTES[kind]}</p>
    </section>
  );
}

export interface ServerFactView {
  label: string;
  ok: boolean;
  state: string;
  variables: string;
}

/** The admin's server status page: each fact, whether it is set, and the variables that set it. */
export function ServerFacts({ facts }: { facts: ServerFactView[] }) {
  return (
    <section className={styles.card} aria-labelledby="server-facts-title">
      <h2 id="server-facts-title" className={styles.title}>
        This server
      </h2>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.label} className={styles.fact}>
            <dt className={styles.factLabel}>{fact.label}</dt>
            <dd className={styles.value}>
              <span className={stateBadge[fact.ok ? "success" : "warning"]}>
                <span className={styles.dot} aria-hidden="true" />
                {fact.ok ? "Set" : "Not set"}
              </span>{" "}
              {fact.state}
            </dd>
            <dd className={styles.note}>
              Set with <code>{fact.variables}</code>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
