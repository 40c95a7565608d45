// Placeholder until the Security tab lands: no intents, no data.
export const isSecurityIntent = (_value: unknown): boolean => false;

export async function securityTabData(_args: { userId: number; request: Request }) {
  return {};
}

export type SecurityTabData = Awaited<ReturnType<typeof securityTabData>>;

export async function securityAction(_args: { userId: number; request: Request }): Promise<Response> {
  return new Response(null, { status: 400 });
}
