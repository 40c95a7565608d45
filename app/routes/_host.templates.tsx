import type { MetaFunction } from "@remix-run/node";
import { ComingNext } from "~/components/coming-next";

export const meta: MetaFunction = () => [{ title: "Templates — ShowUp" }];

export default function TemplatesPage() {
  return (
    <ComingNext
      title="Templates"
      description="Templates for registration pages, reminders and offers arrive here, so a new event starts from something that already works."
      backTo="/dashboard"
      backLabel="Back to the dashboard"
    />
  );
}
