import { z } from "zod";

/** `?offerId=` of GET /api/events/{id}/purchases: absent, or a whole positive id. */
export const purchaseFilterSchema = z.object({
  offerId: z
    .string()
    .trim()
    .regex(/^\d{1,10}$/, "offerId must be a whole positive number")
    .transform(Number)
    .refine((id) => id >= 1 && id <= 2_147_483_647, "offerId must be a whole positive number")
    .optional(),
});
