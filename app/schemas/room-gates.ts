import * as z from "zod";
import { PASSCODE_MAX } from "./event";

export const PASSCODE_BLANK = "Enter the passcode.";

/** The passcode form and POST /api/streams/{streamId}/passcode: what the viewer typed (and their personal token, for scripts). */
export const passcodeEntrySchema = z.object(
  {
    passcode: z
      .string({ error: PASSCODE_BLANK })
      .trim()
      .min(1, PASSCODE_BLANK)
      .max(PASSCODE_MAX, `A passcode has at most ${PASSCODE_MAX} characters.`),
    token: z.string().max(64).nullish(),
  },
  { error: PASSCODE_BLANK },
);
