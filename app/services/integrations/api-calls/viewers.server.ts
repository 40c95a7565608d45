import { currentViewerListSchema, viewerActionResultSchema } from "~/contracts/viewers";
import { timeoutBodySchema, viewerActionBodySchema, viewerActionSchema } from "~/schemas/chat";
import { call, reply, type ApiCall } from "./define.server";

/** The JSON calls of the API reference's "Viewers" area. */
export const viewersCalls: ApiCall[] = [
  call("api.viewers.stream.$streamId", "GET", "Viewers", "host", "The viewers watching a stream now", {
    responses: { 200: reply("The viewers with a watch page open, longest-watching first", currentViewerListSchema) },
  }),
  call("api.viewers.$viewerId.$action", "PATCH", "Viewers", "host", "Shadowban, kick, time out or readmit a viewer", {
    description: "`action` is shadowban, unshadowban, kick, readmit, timeout or untimeout; `minutes` only for timeout.",
    body: [viewerActionBodySchema, timeoutBodySchema],
    pathSchemas: { action: viewerActionSchema },
    responses: { 200: reply("Done: the viewer as now moderated", viewerActionResultSchema) },
  }),
];
