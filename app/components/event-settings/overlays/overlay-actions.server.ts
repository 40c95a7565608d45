// Placeholder until the Stream Overlays tab lands: no intents, no data.
export const OVERLAY_INTENTS = [] as const;
export const isOverlayIntent = (_value: unknown): boolean => false;

export async function overlaysTabData(_args: { hostId: number; streamId: string }) {
  return {};
}

export type OverlaysTabData = Awaited<ReturnType<typeof overlaysTabData>>;

export async function overlayAction(_args: { hostId: number; eventId: number; streamId: string; request: Request }): Promise<Response> {
  return new Response(null, { status: 400 });
}
