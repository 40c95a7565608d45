import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { answerHostPost, answerOverlayCall, getLandingSettingsForRequest, saveLandingSettings } from "~/services/overlays.server";

/** GET: the landing page settings, for the host, a registered viewer (`?token=` or cookie) or anyone on an open event. */
export const loader = ({ request, params }: LoaderFunctionArgs) => answerOverlayCall(() => getLandingSettingsForRequest({ request, streamId: params.streamId }));

/** POST a landing settings object (any subset): the host stores it; 200 with the stored settings. */
export const action = ({ request, params }: ActionFunctionArgs) => answerHostPost(request, (hostId, body) => saveLandingSettings({ hostId, streamId: params.streamId, body }));
