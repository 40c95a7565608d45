import type { OverlaysTabData } from "./overlay-actions.server";

export function OverlaysTab(_props: { data: OverlaysTabData; actionData: unknown; basePath: string; hydrated: boolean }) {
  return null;
}
