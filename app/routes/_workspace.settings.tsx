import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/services/auth.server";
import * as styles from "./_workspace.settings.css";

export const meta: MetaFunction = () => [{ title: "Settings — ShowUp" }];

const tabs = [
  { id: "basic-info", label: "Your basic info", soon: "Your name, e-mail, profile photo (JPG, GIF or PNG, 1MB max), weekly capacity and billable rate." },
  { id: "integrations", label: "Integrations", badge: "New", soon: "Connect your streaming provider and the other tools you use.", more: { to: "/dashboard/settings/integrations", label: "Manage integrations" } },
  { id: "billing", label: "Billing & Subscription", soon: "Your plan, invoices and payment method.", more: { to: "/dashboard/settings/billing", label: "Open billing" } },
  { id: "notifications", label: "Notifications", soon: "Choose which e-mails and alerts you receive about your events." },
  { id: "security", label: "Security", soon: "Change your password and set up two-factor authentication." },
  { id: "team", label: "Team & Access", soon: "You are on a solo plan. Upgrade your plan to invite team members.", more: { to: "/settings?tab=billing", label: "Upgrade plan" } },
  { id: "branding", label: "Branding", soon: "Your logo and brand colours for registration and watch pages." },
  { id: "developer", label: "Developer Tools", soon: "API keys and webhooks for connecting ShowUp to your own systems." },
] as const;

type TabId = (typeof tabs)[number]["id"];

function isTabId(value: string | null): value is TabId {
  return tabs.some((tab) => tab.id === value);
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const requested = new URL(request.url).searchParams.get("tab");
  return json({
    tab: isTabId(requested) ? requested : "basic-info",
    name: `${user.firstName} ${user.lastName}`.trim() || user.email,
  });
}

export default function SettingsPage() {
  const { tab, name } = useLoaderData<typeof loader>();
  const active = tabs.find((candidate) => candidate.id === tab) ?? tabs[0];

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Settings</h1>
        <p className={styles.who}>
          {name} <span className={styles.role}>Admin</span>
        </p>
      </header>
      <div className={styles.layout}>
        <nav aria-label="Settings sections">
          <ul className={styles.tabList}>
            {tabs.map((item) => (
              <li key={item.id}>
                <Link
                  to={`/settings?tab=${item.id}`}
                  className={styles.tab}
                  aria-current={item.id === active.id ? "page" : undefined}
                  preventScrollReset
                >
                  {item.label}
                  {"badge" in item ? <span className={styles.badge}>{item.badge}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className={styles.panel} aria-labelledby="settings-panel-title">
          <span className={styles.soonBadge}>Coming next</span>
          <h2 id="settings-panel-title" className={styles.panelTitle}>
            {active.label}
          </h2>
          <p className={styles.panelText}>{active.soon}</p>
          {"more" in active ? (
            <Link to={active.more.to} className={styles.more}>
              {active.more.label} <span aria-hidden="true">→</span>
            </Link>
          ) : null}
        </section>
      </div>
    </div>
  );
}
