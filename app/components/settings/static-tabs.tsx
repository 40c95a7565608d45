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

/** The eight tabs of the spec, in its order; the text ones (no form) carry what they say. */
export const DEFAULT_TAB: TabInfo = { id: "basic-info", label: "Your basic info" };

export const SETTINGS_TAB_LIST: TabInfo[] = [
  DEFAULT_TAB,
  {
    id: "integrations",
    label: "Integrations",
    badge: "New",
    text: "Connect your streaming provider and the other tools you use.",
    more: { to: "/dashboard/settings/integrations", label: "Manage integrations" },
  },
  {
    id: "billing",
    label: "Billing & Subscription",
    text: "You are on the Demo plan: $29/month.",
    more: { to: "/dashboard/settings/billing", label: "Open billing" },
  },
  { id: "notifications", label: "Notifications" },
  { id: "security", label: "Security" },
  {
    id: "team",
    label: "Team & Access",
    text: "You are on a solo plan. Upgrade your plan to invite team members.",
    more: { to: "/settings?tab=billing", label: "Upgrade plan" },
  },
  { id: "branding", label: "Branding" },
  { id: "developer", label: "Developer Tools" },
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
