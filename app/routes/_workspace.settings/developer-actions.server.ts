import { redirect } from "@remix-run/node";
import { isDeveloperIntent, type DeveloperTabData } from "~/contracts/developer-data";
import { countApiKeys, createApiKey, listApiKeys, MAX_API_KEYS, revokeApiKey } from "~/models/api-key.server";
import { apiKeyInputSchema } from "~/schemas/api-key";
import { formFailure, formSuccess } from "~/utils/form-result.server";
import { fieldErrorsOf, readForm } from "~/utils/http.server";
import { toastHeaders } from "~/services/account/toast.server";

export { isDeveloperIntent };

export async function developerTabData({ userId, request }: { userId: number; request: Request }): Promise<DeveloperTabData> {
  const notice = new URL(request.url).searchParams.get("notice");
  return {
    keys: await listApiKeys({ userId }),
    notice: notice === "key-revoked" ? { title: "API key revoked", description: "Calls using it are now refused." } : null,
  };
}

const NO_STORE = { "Cache-Control": "no-store" };

export async function developerAction({ userId, request }: { userId: number; request: Request }): Promise<Response> {
  const form = await readForm(request);
  const posted = form.get("intent");
  const intent = isDeveloperIntent(posted) ? posted : null;
  const js = form.get("js") === "1";

  if (intent === "create-api-key") {
    const input = apiKeyInputSchema.safeParse({ name: String(form.get("name") ?? ""), scope: form.get("scope") ?? undefined });
    if (!input.success) return formFailure(intent, null, { fieldErrors: fieldErrorsOf(input.error), headers: NO_STORE });
    if ((await countApiKeys({ userId })) >= MAX_API_KEYS) {
      return formFailure(intent, null, {
        fieldErrors: { name: [`You can have up to ${MAX_API_KEYS} keys. Revoke one first.`] },
        status: 409,
        headers: NO_STORE,
      });
    }
    const { key, secret } = await createApiKey({ userId, ...input.data });
    // Answered directly (no redirect) with or without JavaScript: the secret is shown this once.
    return formSuccess(
      intent,
      { toast: { title: "API key created", description: "Copy it now: it will not be shown again." }, status: 201, headers: NO_STORE },
      { created: { id: key.id, name: key.name, scope: key.scope, secret } },
    );
  }

  if (intent === "revoke-api-key") {
    const id = Number(form.get("keyId"));
    if (!Number.isSafeInteger(id) || !(await revokeApiKey({ userId, id }))) {
      return formFailure(intent, "That API key does not exist or was already revoked.", { status: 404, toast: null, headers: NO_STORE });
    }
    const toast = { title: "API key revoked", description: "Calls using it are now refused." };
    if (js) return formSuccess(intent, { toast, headers: NO_STORE });
    return redirect("/settings?tab=developer&notice=key-revoked", { headers: await toastHeaders(toast) });
  }

  return formFailure(intent, "Unknown action.", { toast: null, headers: NO_STORE });
}
