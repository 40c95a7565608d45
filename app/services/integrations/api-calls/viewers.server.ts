import { currentViewerListSchema, viewerActionResultSchema } from "~/contracts/viewers";
import { timeoutBodySchema, viewerActionBodySchema, viewerActionSchema } from "~/schemas/chat";
import { apiArea, ok, type ApiCall } from "./define.server";

const { host } = apiArea("Viewers");

/** The JSON calls of the API reference's "Viewers" area. */
export const viewersCalls: ApiCall[] = [
  host("GET", "api.viewers.stream.$streamId", "The viewers watching a stream now", {
    responses: ok("The viewers with a watch page open, longest-watching first", currentViewerListSchema),
  }),
  host("PATCH", "api.viewers.$viewerId.$action", "Shadowban, kick, time out or readmit a viewer", {
    description: "`action` is shadowban, unshadowban, kick, readmit, timeout or untimeout; `minutes` only for timeout.",
    body: [viewerActionBodySchema, timeoutBodySchema],
    pathSchemas: { action: viewerActionSchema },
    responses: ok("Done: the viewer as now moderated", viewerActionResultSchema),
  }),
];
