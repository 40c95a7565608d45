import type { ActionFunctionArgs } from "@remix-run/node";
import { receivePayment } from "~/services/selling/payments/apply-payment.server";
import { outsideProvider } from "~/services/selling/payments/outside/provider.server";
import { apiRoute } from "~/utils/http.server";

// An outside checkout's signed sale postback (see outside/postback.server.ts for the string to sign).

const postback = ({ request, params }: ActionFunctionArgs) => receivePayment(outsideProvider, request, params);

export const { loader, action } = apiRoute({ GET: postback, POST: postback });
