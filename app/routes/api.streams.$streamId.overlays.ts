import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { answerHostPost, answerOverlayCall, createOverlay, listOverlaysForRequest } from "~/services/overlays.server";

/** GET: the stream's overlays showing now, for the host, a registered viewer (`?token=` or cookie) or anyone on an open event. */
export const loader = ({ request, params }: LoaderFunctionArgs) => answerOverlayCall(() => listOverlaysForRequest({ request, streamId: params.streamId }));

/** POST `{ type, isActive?, config }` (config a JSON string or object): the host adds an overlay; 201 with it. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  answerHostPost(request, (hostId, body) => createOverlay({ hostId, streamId: params.streamId, body }), { status: 201 });
