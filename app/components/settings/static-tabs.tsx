import { Link } from "@remix-run/react";
import type { SettingsTab } from "~/schemas/host-settings";
import * as styles from "./shared/settings-form.css";

interface TabInfo {
  id: SettingsTab;
  label: string;
  badge?: string;
  text?: string;
  more?: { to: string; label: string };
}

/** The eight tabs of the spec, in its order, then ours; the text ones (no form) carry what they say. */
export const DEFAULT_TAB: TabInfo = { id: "basic-info", label: "Your basic info" };

export const SETTINGS_TAB_LIST: TabInfo[] = [
  DEFAULT_TAB,
  {
    id: "integrations",
    label: "Integrations",
    text: "Send what happens in your webinars to your own tools with signed webhooks, connect Zapier or Make, and find your API keys.",
    more: { to: "/dashboard/settings/integrations", label: "Manage integrations" },
  },
  {
    id: "billing",
    label: "Billing & Subscription",
    text: "You are not billed during the invite-only beta. The plans: Starter $97/month, Professional $197/month, Enterprise $497/month.",
    more: { to: "/landing-page#pricing", label: "See the plans" },
  },
  { id: "notifications", label: "Notifications" },
  { id: "security", label: "Security" },
  { id: "team", label: "Team & Access" },
  { id: "branding", label: "Branding" },
  { id: "developer", label: "Developer Tools" },
  { id: "chat-filter", label: "Chat filter" },
];

export function InfoTab({ tab }: { tab: TabInfo }) {
  return (
    <div className={styles.form}>
      {tab.text ? <p>{tab.text}</p> : null}
      {tab.more ? (
        <Link to={tab.more.to}>
          {tab.more.label} <span aria-hidden="true">→</span>
        </Link>
      ) : null}
    </div>
  );
}
