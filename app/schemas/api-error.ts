import { z } from "zod";

/** What every JSON call answers a refusal with (see HttpError): described in the OpenAPI document. */
export const apiErrorSchema = z.object({
  error: z.string().meta({ description: "What went wrong, in words a person reads." }),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional().meta({ description: "For bad input: each field's problems." }),
});
