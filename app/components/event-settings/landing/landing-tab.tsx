import type { LandingTabData } from "./landing-actions.server";

export function LandingTab(_props: { data: LandingTabData; actionData: unknown; basePath: string; hydrated: boolean }) {
  return null;
}
