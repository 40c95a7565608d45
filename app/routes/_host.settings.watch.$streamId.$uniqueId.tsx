import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirectToStreamSettings } from "~/routes/shared.events/settings-address.server";

/** Another address of the stream's Event Settings screen (spec route table). */
export const loader = ({ request, params }: LoaderFunctionArgs) => redirectToStreamSettings(request, params.streamId);
