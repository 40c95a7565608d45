import * as styles from "./system-status.css";

/** The streaming provider's state: 'Connected' when Mux is configured, otherwise 'Setup Required'. */
export function ProviderBadge({ configured }: { configured: boolean }) {
  return (
    <span className={styles.badge[configured ? "connected" : "setup"]}>
      <span className={styles.dot} aria-hidden="true" />
      {configured ? "Connected" : "Setup Required"}
    </span>
  );
}

/** A small card of the platform's own state, for the host's dashboard. */
export function SystemStatus({ videoConfigured, className }: { videoConfigured: boolean; className?: string }) {
  return (
    <section className={className ? `${styles.card} ${className}` : styles.card} aria-labelledby="system-status-title">
      <h2 id="system-status-title" className={styles.title}>
        System status
      </h2>
      <dl className={styles.list}>
        <div className={styles.row}>
          <dt className={styles.term}>Streaming provider</dt>
          <dd className={styles.value}>
            <ProviderBadge configured={videoConfigured} />
          </dd>
        </div>
      </dl>
      <p className={styles.note}>
        {videoConfigured
          ? "Mux receives your encoder's stream, and your event goes live by itself when the stream arrives."
          : "No video provider is configured: you can still create streams and go live by hand with Go Live and End Stream."}
      </p>
    </section>
  );
}
