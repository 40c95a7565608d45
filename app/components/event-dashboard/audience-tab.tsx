import { formatCount } from "~/components/events/format";
import { button } from "~/components/ui/button.css";
import { DayBarChart, CountList } from "./bar-chart";
import type { AudienceData } from "../../contracts/dashboard-data";
import { DashboardCard } from "./dashboard-card";
import * as styles from "./dashboard.css";

function Registrants({ audience }: { audience: AudienceData }) {
  const columns = ["Name", "E-mail", "Company", "Job title", "Time zone", "Registered"];
  return (
    <DashboardCard
      titleId="registrants-title"
      title="Registrants"
      headingLevel={3}
      aside={
        audience.total > audience.registrants.length ? (
          <a href="/audience" className={styles.muted}>
            Showing the latest {formatCount(audience.registrants.length)} of {formatCount(audience.total)}: see all on Audience
          </a>
        ) : null
      }
    >
      <div className={styles.tableWrap}>
        <table className={`${styles.table} ${styles.registrantsTable}`}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col" className={styles.th}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {audience.registrants.map((r) => (
              <tr key={r.id}>
                <td className={styles.td}>{r.name}</td>
                <td className={styles.td}>{r.email}</td>
                <td className={styles.td}>{r.company ?? "—"}</td>
                <td className={styles.td}>{r.jobTitle ?? "—"}</td>
                <td className={styles.td}>{r.timezone}</td>
                <td className={`${styles.td} ${styles.nowrap}`}>{r.registeredAt}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DashboardCard>
  );
}

export function AudienceTab({ audience, publicUrl }: { audience: AudienceData; publicUrl: string }) {
  if (!audience.total) {
    return (
      <section className={styles.empty} aria-labelledby="audience-empty-title">
        <h2 id="audience-empty-title" className={styles.cardTitle}>
          No registrations yet
        </h2>
        <p className={styles.muted}>Share the registration page: each registrant&apos;s company, role and time zone will show up here.</p>
        <a href={publicUrl} target="_blank" rel="noopener" className={button.primary}>
          Open the registration page<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </section>
    );
  }
  return (
    <>
      <h2 className="visually-hidden">Audience Intelligence</h2>
      <DashboardCard
        titleId="timeline-title"
        title="Registration timeline"
        headingLevel={3}
        aside={<span className={styles.muted}>{audience.total === 1 ? "1 registrant" : `${formatCount(audience.total)} registrants`}</span>}
      >
        <DayBarChart points={audience.timeline} caption="Registrations per day, in the event's time zone," valueLabel="Registrations" />
      </DashboardCard>
      <div className={styles.grid3}>
        <CountList title="Top time zones" rows={audience.timeZones} emptyText="No time zones yet." />
        <CountList title="Top companies" rows={audience.companies} emptyText="No registrant has given a company yet." />
        <CountList title="Top job titles" rows={audience.jobTitles} emptyText="No registrant has given a job title yet." />
      </div>
      <Registrants audience={audience} />
    </>
  );
}
