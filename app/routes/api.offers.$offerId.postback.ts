import { json, type ActionFunctionArgs } from "@remix-run/node";
import { readPostbackFields, recordOutsideSale } from "~/services/selling/payments/outside-sales.server";
import { apiRoute } from "~/utils/http.server";

// An outside checkout's signed sale postback (see outside-sales.server.ts for the string to sign).

const offerIdOf = (text: string | undefined) => (/^\d{1,12}$/.test(text ?? "") ? Number(text) : null);

async function postback({ request, params }: ActionFunctionArgs) {
  const outcome = await recordOutsideSale({ offerId: offerIdOf(params.offerId), fields: await readPostbackFields(request) });
  return json(outcome, { status: outcome.recorded ? 201 : 200, headers: { "Cache-Control": "no-store" } });
}

export const { loader, action } = apiRoute({ GET: postback, POST: postback });
