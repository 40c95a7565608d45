// Placeholder until the Developer tab lands: no intents, no data.
export const isDeveloperIntent = (_value: unknown): boolean => false;

export async function developerTabData(_args: { userId: number; request: Request }) {
  return {};
}

export type DeveloperTabData = Awaited<ReturnType<typeof developerTabData>>;

export async function developerAction(_args: { userId: number; request: Request }): Promise<Response> {
  return new Response(null, { status: 400 });
}
