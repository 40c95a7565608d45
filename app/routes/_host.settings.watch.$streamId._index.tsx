import type { MetaFunction } from "@remix-run/node";
import { ComingNext } from "~/components/coming-next";

export const meta: MetaFunction = () => [{ title: "Stream settings — ShowUp" }];

export default function StreamSettingsPage() {
  return (
    <ComingNext
      title="Stream settings"
      description="Stream settings arrive with streaming: overlays, the viewer landing page and chat moderation for this stream."
      backTo="/events"
      backLabel="Back to events"
    />
  );
}
