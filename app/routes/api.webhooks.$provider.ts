import type { ActionFunctionArgs } from "@remix-run/node";
import { receivePayment } from "~/services/selling/payments/apply-payment.server";
import { webhookProvider } from "~/services/selling/payments/registry.server";
import { apiHandler, apiRoute, HttpError } from "~/utils/http.server";

// A payment provider's signed webhook (/api/webhooks/stripe): verified on the exact bytes received,
// applied once, answered as the provider expects.

/** A name the app has no provider for is no endpoint at all, whatever the method (as anywhere under /api). */
function providerNamed(params: ActionFunctionArgs["params"]) {
  const provider = webhookProvider(params.provider);
  if (!provider) throw new HttpError(404, "No such API endpoint.");
  return provider;
}

const webhook = apiRoute({ POST: ({ request, params }) => receivePayment(providerNamed(params), request, params) });

export const loader = apiHandler((args) => {
  providerNamed(args.params);
  return webhook.loader(args);
});

export const action = apiHandler((args) => {
  providerNamed(args.params);
  return webhook.action(args);
});
