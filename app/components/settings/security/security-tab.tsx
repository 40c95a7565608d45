import type { SecurityTabData } from "./security-actions.server";

export function SecurityTab(_props: { data: SecurityTabData; actionData: unknown; hydrated: boolean }) {
  return null;
}
