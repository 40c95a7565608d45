import * as z from "zod";
import { PURCHASE_STATUSES } from "~/contracts/purchase-shapes";
import { momentSchema, pageQuerySchema } from "./pagination";

export { PURCHASE_STATUSES };

/** `?offerId=` of GET /api/events/{id}/purchases: absent, or a whole positive id. */
export const purchaseFilterSchema = z.object({
  offerId: z
    .string()
    .trim()
    .regex(/^\d{1,10}$/, "offerId must be a whole positive number")
    .transform(Number)
    .refine((id) => id >= 1 && id <= 2_147_483_647, "offerId must be a whole positive number")
    .optional()
    .meta({ description: "Only this offer's purchases." }),
});

/** GET /api/events/{id}/purchases: the list's filters and page (totals and count cover the whole event or offer). */
export const purchaseListQuerySchema = z.object({
  ...purchaseFilterSchema.shape,
  status: z
    .enum(PURCHASE_STATUSES, { error: "status must be completed or refunded" })
    .optional()
    .meta({ description: "Only completed or only refunded purchases." }),
  since: momentSchema.optional().meta({ description: "Only purchases made at or after this moment." }),
  ...pageQuerySchema.shape,
});
