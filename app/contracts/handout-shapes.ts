// Handouts as the host's calls answer them (GET and POST /api/events/{id}/handouts) and the watch
// page gets them, as zod shapes: the OpenAPI document describes the replies with them and their
// types are the ones the server builds. Server only at run time: pages import these types alone
// (`import type`, through contracts/handouts.ts), never zod.
import * as z from "zod";
import type { HandoutKind } from "../../db/schema/handouts";
import { apiShape, isoTime, rowId } from "./api-shapes";

export const HANDOUT_KINDS = ["pdf", "png", "jpeg", "webp", "gif", "link"] as const satisfies readonly HandoutKind[];

const handoutViewFields = {
  id: rowId(5),
  kind: z.enum(HANDOUT_KINDS).meta({ description: "A stored file's type, found from its bytes; link for a link." }),
  title: z.string().meta({ examples: ["Workbook"] }),
  fileName: z
    .string()
    .nullable()
    .meta({ description: "A file's download name; null for a link.", examples: ["workbook.pdf"] }),
  bytes: z
    .number()
    .int()
    .nullable()
    .meta({ description: "A file's size in bytes; null for a link.", examples: [482133] }),
  url: z
    .string()
    .nullable()
    .meta({ description: "A link's address; null for a file.", examples: [null] }),
};

/** A handout on the watch page (`handouts` live event, watch loader): no storage key, no counts. */
export const handoutViewSchema = z.object(handoutViewFields);
export type HandoutView = z.infer<typeof handoutViewSchema>;

/** A handout as its host sees it: the viewers' view with the counts. */
export const handoutHostViewSchema = apiShape(
  "Handout",
  z.object({
    ...handoutViewFields,
    downloads: z.number().int().meta({ description: "Downloads (or clicks on a link) from the watch page." }),
    distinctViewers: z.number().int().meta({ description: "The viewers who downloaded or opened it." }),
    createdAt: isoTime(),
  }),
);
export type HandoutHostView = z.infer<typeof handoutHostViewSchema>;

/** An event's handouts, oldest first. */
export const handoutHostViewListSchema = apiShape("HandoutList", z.array(handoutHostViewSchema));
