import { Form } from "@remix-run/react";
import * as buttonStyles from "~/components/ui/button.css";
import type { AnalyticsTab, DateRange } from "~/utils/format";
import * as styles from "./range-picker.css";

const PRESETS = [
  { value: "7d", label: "Last 7 days" },
  { value: "30d", label: "Last 30 days" },
  { value: "90d", label: "Last 90 days" },
] as const;

/** Preset links and a custom from/to GET form: both keep the range in the URL, without JavaScript. */
export function RangePicker({ range, tab }: { range: DateRange; tab: AnalyticsTab }) {
  const tabParam = tab === "overview" ? "" : `&tab=${tab}`;
  return (
    <div className={styles.wrap}>
      <ul className={styles.presets} aria-label="Date range presets">
        {PRESETS.map((preset) => (
          <li key={preset.value}>
            <a
              href={`/analytics?range=${preset.value}${tabParam}`}
              className={range.preset === preset.value ? styles.pill.active : styles.pill.idle}
              aria-current={range.preset === preset.value ? "true" : undefined}
            >
              {preset.label}
            </a>
          </li>
        ))}
      </ul>
      <Form method="get" action="/analytics" className={styles.form} aria-label="Custom date range">
        {tab !== "overview" ? <input type="hidden" name="tab" value={tab} /> : null}
        <label className={styles.field}>
          From
          <input className={styles.input} type="date" name="from" defaultValue={range.from} key={`from-${range.from}`} required />
        </label>
        <label className={styles.field}>
          To
          <input className={styles.input} type="date" name="to" defaultValue={range.to} key={`to-${range.to}`} required />
        </label>
        <button type="submit" className={buttonStyles.button.secondary}>
          Apply range
        </button>
      </Form>
    </div>
  );
}
