import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ComingNext } from "~/components/coming-next";
import { SystemStatus } from "~/components/system-status";
import { belowPlaceholder } from "~/components/system-status.css";
import { requireUser } from "~/services/auth.server";
import { getVideoProvider } from "~/services/video/index.server";

export const meta: MetaFunction = () => [{ title: "Dashboard — ShowUp" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return json({ firstName: user.firstName.trim() || "User", videoConfigured: getVideoProvider().configured });
}

export default function DashboardPage() {
  const { firstName, videoConfigured } = useLoaderData<typeof loader>();
  return (
    <>
      <ComingNext
        title={`Welcome, ${firstName}`}
        description="Your dashboard arrives next: your events, onboarding checklist, earnings and today's registrations, all from your own data."
        backTo="/events"
        backLabel="Go to your events"
      />
      <SystemStatus videoConfigured={videoConfigured} className={belowPlaceholder} />
    </>
  );
}
