import type { MetaFunction } from "@remix-run/node";
import { ComingNext } from "~/components/coming-next";

export const meta: MetaFunction = () => [{ title: "Watch — ShowUp" }];

export default function WatchPage() {
  return (
    <ComingNext
      tone="dark"
      title="Live stream"
      description="The watch page arrives with streaming: live video, chat, hearts and on-stream offers will appear here."
      backTo="/"
      backLabel="Back to ShowUp"
    />
  );
}
