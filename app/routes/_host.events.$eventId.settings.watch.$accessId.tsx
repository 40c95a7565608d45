import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirectToEventSettings } from "~/routes/shared.events/settings-address.server";

/** Another address of the event's Event Settings screen (spec route table). */
export const loader = ({ request, params }: LoaderFunctionArgs) => redirectToEventSettings(request, params.eventId, params.accessId);
