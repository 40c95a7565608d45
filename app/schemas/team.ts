import * as z from "zod";
import { TEAM_ROLES } from "~/contracts/team-shapes";
import { SIMPLE_EMAIL } from "./email-pattern";

export { TEAM_ROLES };

export const TEAM_TEXTS = {
  emailRequired: "Enter the e-mail address to invite.",
  emailInvalid: "Enter a valid e-mail address.",
  roleInvalid: "Choose a role: moderator or co-host.",
} as const;

/** POST /api/team and the Team tab's invite form: who to invite, as what. */
export const teamInviteSchema = z.object({
  email: z
    .string({ error: TEAM_TEXTS.emailRequired })
    .trim()
    .min(1, TEAM_TEXTS.emailRequired)
    .max(254, TEAM_TEXTS.emailInvalid)
    .regex(SIMPLE_EMAIL, TEAM_TEXTS.emailInvalid),
  role: z.enum(TEAM_ROLES, { error: TEAM_TEXTS.roleInvalid }).default("moderator"),
});
export type TeamInvite = z.infer<typeof teamInviteSchema>;
