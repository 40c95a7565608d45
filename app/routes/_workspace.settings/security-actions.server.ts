import { redirect } from "@remix-run/node";
import * as z from "zod";
import { describeUserAgent } from "~/components/settings/security/user-agent";
import { isSecurityIntent, isTwoFactorIntent, type SecurityIntent, type SecurityTabData } from "~/contracts/security-data";
import { deleteOtherUserSessions, deleteUserSession, findPasswordHash, listUserSessions, updatePasswordHash } from "~/models/user.server";
import { formFailure, formSuccess } from "~/utils/form-result.server";
import { readForm } from "~/utils/http.server";
import { deleteRememberedDevices } from "~/models/two-factor.server";
import { hashPassword, ServerBusyError, verifyPassword } from "~/services/account/password.server";
import { getSession } from "~/services/account/session.server";
import { toastHeaders } from "~/services/account/toast.server";
import { TWO_FACTOR_NOTICES, twoFactorAction, twoFactorTabData } from "./two-factor-actions.server";

export { isSecurityIntent };

export const PASSWORD_UPDATED = "Password Updated";
const NOTICES = {
  "password-updated": { title: PASSWORD_UPDATED, description: "Your other sessions have been signed out." },
  "session-revoked": { title: "Session revoked", description: "That device has been signed out." },
  "sessions-revoked": { title: "Other sessions signed out", description: "Only this device is still signed in." },
  ...TWO_FACTOR_NOTICES,
} as const;
type NoticeId = keyof typeof NOTICES;

const passwordSchema = z
  .object({
    currentPassword: z.string().max(1000).default(""),
    newPassword: z.string().max(1000, "Password is too long").min(8, "Password must be at least 8 characters long"),
    confirmPassword: z.string().max(1000).default(""),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ["confirmPassword"], message: "Passwords do not match" });

export async function securityTabData({ userId, request }: { userId: number; request: Request }): Promise<SecurityTabData> {
  const current = (await getSession(request)).id || null;
  const sessions = await listUserSessions({ userId });
  const notice = new URL(request.url).searchParams.get("notice");
  return {
    hasPassword: Boolean(await findPasswordHash({ userId })),
    notice: notice && notice in NOTICES ? NOTICES[notice as NoticeId] : null,
    sessions: sessions.map((s) => ({
      id: s.id,
      createdAt: s.createdAt,
      expiresAt: s.expiresAt,
      device: describeUserAgent(s.userAgent),
      ip: s.ip,
      current: s.id === current,
    })),
    twoFactor: await twoFactorTabData({ userId, request }),
  };
}

/** Success: JSON for fetchers (JavaScript), or a redirect with a notice (no JavaScript). */
async function succeed(intent: SecurityIntent, notice: NoticeId, js: boolean) {
  const toast = NOTICES[notice];
  if (js) return formSuccess(intent, { toast });
  return redirect(`/settings?tab=security&notice=${notice}`, { headers: await toastHeaders(toast) });
}

export async function securityAction({ userId, request }: { userId: number; request: Request }): Promise<Response> {
  const form = await readForm(request);
  const posted = form.get("intent");
  const intent = isSecurityIntent(posted) ? posted : null;
  const js = form.get("js") === "1";
  if (isTwoFactorIntent(intent)) return twoFactorAction({ userId, intent, form, js });
  const currentSessionId = (await getSession(request)).id || null;

  if (intent === "change-password") {
    const parsed = passwordSchema.safeParse({
      currentPassword: form.get("currentPassword") ?? undefined,
      newPassword: form.get("newPassword") ?? "",
      confirmPassword: form.get("confirmPassword") ?? undefined,
    });
    const fieldErrors: Record<string, string[]> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? "form");
        (fieldErrors[key] ??= []).push(issue.message);
      }
    }
    try {
      const stored = await findPasswordHash({ userId });
      const currentPassword = String(form.get("currentPassword") ?? "");
      if (stored) {
        if (!currentPassword) (fieldErrors.currentPassword ??= []).push("Enter your current password");
        else if (!(await verifyPassword(currentPassword, stored))) (fieldErrors.currentPassword ??= []).push("Current password is incorrect");
      }
      if (!parsed.success || Object.keys(fieldErrors).length) {
        return formFailure(intent, null, {
          fieldErrors,
          toast: { title: "Password not updated", description: Object.values(fieldErrors).flat()[0], variant: "destructive" },
        });
      }
      await updatePasswordHash({ userId, passwordHash: await hashPassword(parsed.data.newPassword) });
    } catch (error) {
      if (!(error instanceof ServerBusyError)) throw error;
      return formFailure(intent, error, { toast: { title: "Password not updated", description: error.message, variant: "destructive" } });
    }
    await deleteOtherUserSessions({ userId, keepSessionId: currentSessionId });
    await deleteRememberedDevices({ userId });
    return succeed(intent, "password-updated", js);
  }

  if (intent === "revoke-session") {
    const sessionId = String(form.get("sessionId") ?? "");
    if (!sessionId || sessionId === currentSessionId) {
      return formFailure(intent, "Use Sign out to end this device's session.", { toast: null });
    }
    if (!(await deleteUserSession({ userId, sessionId }))) {
      return formFailure(intent, "That session has already ended.", { status: 404, toast: null });
    }
    return succeed(intent, "session-revoked", js);
  }

  if (intent === "revoke-other-sessions") {
    await deleteOtherUserSessions({ userId, keepSessionId: currentSessionId });
    return succeed(intent, "sessions-revoked", js);
  }

  return formFailure(intent, "Unknown action.", { toast: null });
}
