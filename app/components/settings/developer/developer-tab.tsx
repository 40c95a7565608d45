import type { DeveloperTabData } from "./developer-actions.server";

export function DeveloperTab(_props: { data: DeveloperTabData; actionData: unknown; hydrated: boolean }) {
  return null;
}
