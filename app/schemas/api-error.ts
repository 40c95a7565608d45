import * as z from "zod";

/** What every JSON call answers a refusal with (see HttpError): described in the OpenAPI document. */
export const apiErrorSchema = z.object({
  error: z.string().meta({ description: "What went wrong, in words a person reads.", examples: ["Event not found"] }),
  message: z.string().optional().meta({ description: "The same words, for the calls whose clients read `message` (DELETE /api/streams/{id})." }),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional().meta({ description: "For bad input: each field's problems." }),
  details: z.record(z.string(), z.unknown()).optional().meta({ description: "What a client reads besides the words, e.g. when a timeout ends." }),
});
