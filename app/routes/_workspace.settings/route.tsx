import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { BasicInfoTab } from "~/components/settings/basic-info/basic-info-tab";
import { BrandingTab } from "~/components/settings/branding/branding-tab";
import { ChatFilterTab } from "~/components/settings/chat-filter/chat-filter-tab";
import { DeveloperTab } from "~/components/settings/developer/developer-tab";
import { NotificationsTab } from "~/components/settings/notifications/notifications-tab";
import { SecurityTab } from "~/components/settings/security/security-tab";
import { SettingsNav } from "~/components/settings/settings-nav";
import { TeamTab } from "~/components/settings/team/team-tab";
import { DEFAULT_TAB, InfoTab, SETTINGS_TAB_LIST } from "~/components/settings/static-tabs";
import { getHostSettings } from "~/models/host-settings.server";
import { SETTINGS_TABS, type SettingsTab } from "~/schemas/host-settings";
import { requireUser } from "~/services/account/auth.server";
import { accountRoles } from "~/services/account/team.server";
import { basicInfoAction, brandingAction, chatFilterAction, notificationsAction } from "~/services/hosting/host-settings.server";
import { getBlockedWords } from "~/services/room/chat/blocked-words.server";
import { formFailure } from "~/utils/form-result.server";
import { formFields } from "~/utils/http.server";
import { developerAction, developerTabData, isDeveloperIntent } from "./developer-actions.server";
import * as styles from "./route.css";
import { isSecurityIntent, securityAction, securityTabData } from "./security-actions.server";
import { isTeamIntent, teamAction, teamTabData } from "./team-actions.server";
import { pageMeta } from "~/utils/page-meta";

export const meta: MetaFunction = () => pageMeta("Settings");

// The page can hold what is shown only once (a new API key, recovery codes) or a two-factor secret.
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

const isTab = (value: string | null): value is SettingsTab => (SETTINGS_TABS as readonly string[]).includes(value ?? "");

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const requested = url.searchParams.get("tab");
  const tab: SettingsTab = isTab(requested) ? requested : "basic-info";
  const [settings, roles] = await Promise.all([getHostSettings({ userId: user.id }), accountRoles(user)]);
  return json({
    tab,
    saved: url.searchParams.get("saved") === tab,
    name: `${user.firstName} ${user.lastName}`.trim() || user.email,
    roles,
    basicInfo: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      capacityHours: settings.capacityHours,
      billableRateCents: settings.billableRateCents,
      photoUrl: settings.photoUpdatedAt ? `/resources/profile-photo/${user.id}?v=${encodeURIComponent(settings.photoUpdatedAt)}` : null,
      postalAddress: settings.postalAddress,
    },
    notifications: settings.notifications,
    brand: settings.brand,
    security: tab === "security" ? await securityTabData({ userId: user.id, request }) : null,
    developer: tab === "developer" ? await developerTabData({ userId: user.id, request }) : null,
    team: tab === "team" ? await teamTabData(user) : null,
    chatFilter: tab === "chat-filter" ? await getBlockedWords({ hostId: user.id }) : null,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const userId = user.id;
  // The photo form is the only multipart one; the others are small forms read from a copy, so
  // the Security and Developer handlers still get an unread request.
  if ((request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data")) return basicInfoAction({ userId, request });
  let posted: FormData;
  try {
    posted = await request.clone().formData();
  } catch {
    return formFailure(null, "The form could not be read. Submit it again from the page.", { toast: null });
  }
  const formData = formFields(posted);
  const intent = formData.get("intent");
  if (isSecurityIntent(intent)) return securityAction({ userId, request });
  if (isDeveloperIntent(intent)) return developerAction({ userId, request });
  if (isTeamIntent(intent)) return teamAction({ user, request });
  switch (intent) {
    case "basic-info":
      return basicInfoAction({ userId, request });
    case "notifications":
      return notificationsAction({ userId, formData });
    case "branding":
      return brandingAction({ userId, formData });
    case "chat-filter":
      return chatFilterAction({ userId, formData });
    default:
      return formFailure(null, "Unknown settings form. Reload the page and try again.", { toast: null });
  }
}

function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export default function SettingsPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const hydrated = useHydrated();
  const active = SETTINGS_TAB_LIST.find((candidate) => candidate.id === data.tab) ?? DEFAULT_TAB;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Settings</h1>
        <p className={styles.who}>
          {data.name}{" "}
          {data.roles.map((role) => (
            <span key={role} className={styles.role}>
              {role}
            </span>
          ))}
        </p>
      </header>
      <div className={styles.layout}>
        <SettingsNav current={active.id} />
        <section className={styles.panel} aria-labelledby="settings-panel-title">
          <h2 id="settings-panel-title" className={styles.panelTitle}>
            {active.label}
          </h2>
          {data.tab === "basic-info" ? (
            <BasicInfoTab data={data.basicInfo} actionData={actionData} saved={data.saved} />
          ) : data.tab === "notifications" ? (
            <NotificationsTab data={data.notifications} actionData={actionData} saved={data.saved} />
          ) : data.tab === "branding" ? (
            <BrandingTab data={data.brand} actionData={actionData} saved={data.saved} />
          ) : data.tab === "security" && data.security ? (
            <SecurityTab data={data.security} actionData={actionData} hydrated={hydrated} />
          ) : data.tab === "chat-filter" && data.chatFilter ? (
            <ChatFilterTab data={data.chatFilter} actionData={actionData} saved={data.saved} />
          ) : data.tab === "developer" && data.developer ? (
            <DeveloperTab data={data.developer} actionData={actionData} hydrated={hydrated} />
          ) : data.tab === "team" && data.team ? (
            <TeamTab data={data.team} actionData={actionData} />
          ) : (
            <InfoTab tab={active} />
          )}
        </section>
      </div>
    </div>
  );
}
