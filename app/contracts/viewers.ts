// A viewer as the watch API and the pages show them, and as the host's viewer calls answer.
// Viewer pages import these types only: zod stays out of their bundles.
import * as z from "zod";
import { apiShape, isoTime, rowId } from "./api-shapes";

/** What the host may do to a viewer (PATCH /api/viewers/{viewerId}/{action}). */
export const VIEWER_ACTIONS = ["shadowban", "kick", "timeout", "untimeout", "unshadowban", "readmit"] as const;

const viewerFields = {
  id: rowId(17),
  firstName: z.string().meta({ examples: ["Ada"] }),
  email: z.string().meta({ examples: ["ada@example.com"] }),
};

/** A viewer of a stream (registered on its watch page or through an event's registration). */
export const viewerSchema = apiShape("Viewer", z.object(viewerFields));
export type Viewer = z.infer<typeof viewerSchema>;

/** A viewer with a watch page open now (GET /api/viewers/stream/{streamId}). */
export const currentViewerSchema = apiShape(
  "CurrentViewer",
  z.object({ ...viewerFields, joinedAt: isoTime().meta({ description: "When this viewer's current visit began." }) }),
);
export type CurrentViewer = z.infer<typeof currentViewerSchema>;
export const currentViewerListSchema = apiShape("CurrentViewerList", z.array(currentViewerSchema));

/** A viewer as the host's moderation leaves them. */
export const moderatedViewerSchema = apiShape(
  "ModeratedViewer",
  z.object({
    ...viewerFields,
    isKicked: z.boolean(),
    isShadowbanned: z.boolean(),
    timedOutUntil: isoTime().nullable().meta({ description: "When their timeout ends; null when not timed out." }),
  }),
);
export type ModeratedViewer = z.infer<typeof moderatedViewerSchema>;

/** PATCH /api/viewers/{viewerId}/{action}: what was done, and the viewer after it. */
export const viewerActionResultSchema = apiShape(
  "ViewerActionResult",
  z.object({ success: z.literal(true), action: z.enum(VIEWER_ACTIONS), viewer: moderatedViewerSchema }),
);
export type ViewerActionResult = z.infer<typeof viewerActionResultSchema>;
