import { json, redirect } from "@remix-run/node";
import { z } from "zod";
import { DEVELOPER_INTENTS, type DeveloperActionData, type DeveloperIntent, type DeveloperTabData } from "~/components/settings/developer/developer-data";
import { countApiKeys, createApiKey, listApiKeys, MAX_API_KEYS, revokeApiKey } from "~/models/api-key.server";
import { readForm } from "~/utils/http.server";
import { toastHeaders } from "~/services/toast.server";

export const isDeveloperIntent = (value: unknown): boolean =>
  typeof value === "string" && (DEVELOPER_INTENTS as readonly string[]).includes(value);

const nameSchema = z
  .string()
  .trim()
  .min(1, "Give the key a name")
  .max(60, "Name must be 60 characters or fewer");

export async function developerTabData({ userId, request }: { userId: number; request: Request }): Promise<DeveloperTabData> {
  const notice = new URL(request.url).searchParams.get("notice");
  return {
    keys: await listApiKeys({ userId }),
    notice: notice === "key-revoked" ? { title: "API key revoked", description: "Calls using it are now refused." } : null,
  };
}

function reply(data: Omit<DeveloperActionData, "scope">, status = 200) {
  return json<DeveloperActionData>({ scope: "developer", ...data }, { status, headers: { "Cache-Control": "no-store" } });
}

export async function developerAction({ userId, request }: { userId: number; request: Request }): Promise<Response> {
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "") as DeveloperIntent;
  const js = form.get("js") === "1";

  if (intent === "create-api-key") {
    const name = nameSchema.safeParse(String(form.get("name") ?? ""));
    if (!name.success) {
      return reply({ intent, ok: false, fieldErrors: { name: name.error.issues.map((i) => i.message) } }, 400);
    }
    if ((await countApiKeys({ userId })) >= MAX_API_KEYS) {
      return reply({ intent, ok: false, fieldErrors: { name: [`You can have up to ${MAX_API_KEYS} keys. Revoke one first.`] } }, 409);
    }
    const { key, secret } = await createApiKey({ userId, name: name.data });
    // Answered directly (no redirect) with or without JavaScript: the secret is shown this once.
    return reply(
      {
        intent,
        ok: true,
        created: { id: key.id, name: key.name, secret },
        toast: { title: "API key created", description: "Copy it now: it will not be shown again." },
      },
      201,
    );
  }

  if (intent === "revoke-api-key") {
    const id = Number(form.get("keyId"));
    if (!Number.isSafeInteger(id) || !(await revokeApiKey({ userId, id }))) {
      return reply({ intent, ok: false, formError: "That API key does not exist or was already revoked." }, 404);
    }
    const toast = { title: "API key revoked", description: "Calls using it are now refused." };
    if (js) return reply({ intent, ok: true, toast });
    return redirect("/settings?tab=developer&notice=key-revoked", { headers: await toastHeaders(toast) });
  }

  return reply({ intent, ok: false, formError: "Unknown action." }, 400);
}
