import {
  DONE_NOTICES,
  INTEGRATIONS_PATH,
  isDoneNotice,
  isIntegrationsIntent,
  type DoneNotice,
  type IntegrationsPageData,
  type ShownSecret,
} from "~/contracts/integrations-data";
import type { PublicUser } from "~/models/user.server";
import { MAX_WEBHOOK_ENDPOINTS } from "~/schemas/webhook";
import { redirectWithToast } from "~/services/account/toast.server";
import {
  createEndpointForHost,
  deleteEndpointForHost,
  deliveriesForHost,
  listEndpointsForHost,
  patchEndpointForHost,
  resendDelivery,
  rotateSecretForHost,
  sendTestPing,
} from "~/services/integrations/webhooks/endpoints.server";
import { formFailure, formSuccess } from "~/utils/form-result.server";
import { HttpError, readForm, type FieldErrors } from "~/utils/http.server";
import { getLogger } from "~/utils/logger.server";

// The Integrations page's forms. Each calls the same service as its JSON call
// (app/routes/api.webhook-endpoints.*, api.deliveries.$id.resend.ts), scoped to the signed-in host.

/** Deliveries per page of an endpoint's log. */
const LOG_PAGE = "10";
const NO_STORE = { "Cache-Control": "no-store" };

export async function integrationsPageData({ user, request }: { user: PublicUser; request: Request }): Promise<IntegrationsPageData> {
  const query = new URL(request.url).searchParams;
  const logId = query.get("log");
  const done = query.get("done");
  const noticeEndpoint = Number(query.get("endpoint"));
  const endpoints = await listEndpointsForHost({ hostId: user.id });
  return {
    maxEndpoints: MAX_WEBHOOK_ENDPOINTS,
    notice: isDoneNotice(done)
      ? { kind: done, endpointId: Number.isSafeInteger(noticeEndpoint) && noticeEndpoint > 0 ? noticeEndpoint : null }
      : null,
    endpoints: await Promise.all(
      endpoints.map(async (endpoint) => {
        const cursor = logId === String(endpoint.id) ? query.get("cursor") : null;
        const page = new URLSearchParams({ limit: LOG_PAGE, ...(cursor ? { cursor } : {}) });
        const log = await deliveriesForHost({ hostId: user.id, endpointId: String(endpoint.id), query: page });
        return { ...endpoint, log: { ...log, cursor, readAt: Date.now() } };
      }),
    ),
  };
}

/** After a form that changes nothing secret: back to the page (PRG), its notice beside the endpoint. */
async function done(kind: DoneNotice, endpointId: number | null) {
  const where = endpointId === null ? "" : `&endpoint=${endpointId}#endpoint-${endpointId}`;
  return redirectWithToast(`${INTEGRATIONS_PATH}?done=${kind}${where}`, DONE_NOTICES[kind]);
}

/** Field errors as the forms name their fields ("events.0" is the events group; the body itself is the form's). */
function formFieldErrors(error: HttpError): FieldErrors {
  if (!error.fieldErrors) return { "": [error.message] };
  const errors: FieldErrors = {};
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const field = key === "form" ? "" : (key.split(".")[0] ?? "");
    errors[field] = [...new Set([...(errors[field] ?? []), ...messages])];
  }
  return errors;
}

export async function integrationsAction({ user, request }: { user: PublicUser; request: Request }): Promise<Response> {
  const form = await readForm(request, { multiValued: ["events"] });
  const intent = form.get("intent");
  if (!isIntegrationsIntent(intent)) return formFailure(null, "Unknown action. Reload the page and try again.", { toast: null });
  const hostId = user.id;
  const endpointId = String(form.get("endpointId") ?? "");
  const url = String(form.get("url") ?? "");
  const events = form.getAll("events").map(String);
  try {
    switch (intent) {
      case "add-endpoint": {
        const created = await createEndpointForHost({ hostId, body: { url, events } });
        const shownSecret: ShownSecret = {
          kind: "created",
          endpointId: created.id,
          url: created.url,
          secret: created.secret,
          previousSecretValidUntil: null,
        };
        // Answered directly (no redirect) with or without JavaScript: the secret is shown this once.
        return formSuccess(
          intent,
          {
            toast: { title: "Endpoint added", description: "Copy its signing secret now: it will not be shown again." },
            status: 201,
            headers: NO_STORE,
          },
          { shownSecret },
        );
      }
      case "rotate-secret": {
        const rotated = await rotateSecretForHost({ hostId, endpointId });
        const shownSecret: ShownSecret = {
          kind: "rotated",
          endpointId: rotated.id,
          url: rotated.url,
          secret: rotated.secret,
          previousSecretValidUntil: rotated.previousSecretValidUntil,
        };
        return formSuccess(
          intent,
          { toast: { title: "Secret rotated", description: "Copy the new secret now: the old one keeps signing for 24 hours." }, headers: NO_STORE },
          { shownSecret },
        );
      }
      case "send-test":
        await sendTestPing({ hostId, endpointId });
        return done("test-sent", Number(endpointId));
      case "disable-endpoint":
      case "enable-endpoint": {
        const changed = await patchEndpointForHost({ hostId, endpointId, body: { enabled: intent === "enable-endpoint" } });
        return done(changed.enabled ? "enabled" : "disabled", changed.id);
      }
      case "edit-events": {
        const changed = await patchEndpointForHost({ hostId, endpointId, body: { events } });
        return done("events-saved", changed.id);
      }
      case "delete-endpoint":
        await deleteEndpointForHost({ hostId, endpointId });
        return done("deleted", null);
      case "resend-delivery": {
        const copy = await resendDelivery({ hostId, deliveryId: String(form.get("deliveryId") ?? "") });
        return done("resent", copy.endpointId);
      }
    }
  } catch (error) {
    if (!(error instanceof HttpError)) {
      getLogger().error({ err: error, intent }, "an integrations action failed");
      return formFailure(intent, "Something went wrong. Please try again.", { values: { endpointId }, status: 500, headers: NO_STORE });
    }
    return formFailure(intent, null, {
      fieldErrors: formFieldErrors(error),
      values: { endpointId, url: url.slice(0, 2048), events: events.join(",") },
      status: error.status,
      toast: null,
      headers: NO_STORE,
    });
  }
}
