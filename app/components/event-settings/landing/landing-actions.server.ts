// Placeholder until the Landing Page tab lands: no intents, no data.
export const LANDING_INTENTS = [] as const;
export const isLandingIntent = (_value: unknown): boolean => false;

export async function landingTabData(_args: { hostId: number; streamId: string }) {
  return {};
}

export type LandingTabData = Awaited<ReturnType<typeof landingTabData>>;

export async function landingAction(_args: { hostId: number; eventId: number; streamId: string; request: Request }): Promise<Response> {
  return new Response(null, { status: 400 });
}
