import { redirect } from "@remix-run/node";
import type { TwoFactorData, TwoFactorIntent } from "~/contracts/security-data";
import { describeUserAgent } from "~/components/settings/security/user-agent";
import { findUserById } from "~/models/user.server";
import { codeOrRecoveryField, totpCodeField } from "~/schemas/two-factor";
import { toastHeaders } from "~/services/account/toast.server";
import {
  beginTwoFactorSetup,
  cancelTwoFactorSetup,
  confirmTwoFactorSetup,
  forgetRememberedDevice,
  regenerateRecoveryCodes,
  secondFactorOf,
  turnOffTwoFactor,
  twoFactorSettings,
} from "~/services/account/two-factor.server";
import { formFailure, formSuccess } from "~/utils/form-result.server";
import { HttpError } from "~/utils/http.server";

const NO_STORE = { "Cache-Control": "no-store" };

export const TWO_FACTOR_NOTICES = {
  "two-factor-off": { title: "Two-factor authentication turned off", description: "Signing in needs only your password again." },
  "device-forgotten": { title: "Device forgotten", description: "It will ask for a code at its next sign-in." },
} as const;

export async function twoFactorTabData({ userId, request }: { userId: number; request: Request }): Promise<TwoFactorData> {
  const user = await findUserById({ id: userId });
  if (!user) return { state: "off" };
  const settings = await twoFactorSettings({ user, request });
  if (settings.state === "off") return settings;
  if (settings.state === "setup") return { state: "setup", qrSvg: settings.qrSvg, secretGroups: settings.secret.match(/.{1,4}/g) ?? [] };
  return {
    state: "on",
    enabledAt: settings.enabledAt,
    recoveryCodesLeft: settings.recoveryCodesLeft,
    devices: settings.devices.map((d) => ({
      id: d.id,
      device: describeUserAgent(d.userAgent),
      createdAt: d.createdAt,
      expiresAt: d.expiresAt,
      current: d.current,
    })),
  };
}

/** Post/Redirect/Get without JavaScript, an answer in place for a fetcher. */
async function done(intent: TwoFactorIntent, js: boolean, notice?: keyof typeof TWO_FACTOR_NOTICES) {
  const toast = notice ? TWO_FACTOR_NOTICES[notice] : null;
  if (js) return formSuccess(intent, { toast, headers: NO_STORE });
  const location = `/settings?tab=security${notice ? `&notice=${notice}` : ""}`;
  return redirect(location, { headers: toast ? { ...NO_STORE, ...(await toastHeaders(toast)) } : NO_STORE });
}

/** The recovery codes are answered directly, with or without JavaScript: they are shown this once. */
function showCodes(intent: TwoFactorIntent, codes: string[], title: string) {
  return formSuccess(
    intent,
    { toast: { title, description: "Save your recovery codes now: they will not be shown again." }, headers: NO_STORE },
    { recoveryCodes: codes },
  );
}

/** A refused code belongs to the code field; a limit or a conflict to the card. */
function refused(intent: TwoFactorIntent, error: unknown) {
  if (!(error instanceof HttpError)) throw error;
  if (error.status === 400 || error.status === 401) {
    return formFailure(intent, null, { fieldErrors: { code: [error.message] }, status: 400, headers: NO_STORE, toast: null });
  }
  return formFailure(intent, error, { headers: { ...NO_STORE, ...error.headers } });
}

function badCode(intent: TwoFactorIntent, message: string) {
  return formFailure(intent, null, { fieldErrors: { code: [message] }, headers: NO_STORE, toast: null });
}

export async function twoFactorAction({ userId, intent, form, js }: { userId: number; intent: TwoFactorIntent; form: FormData; js: boolean }) {
  const typed = String(form.get("code") ?? "");
  try {
    switch (intent) {
      case "two-factor-start":
        await beginTwoFactorSetup({ userId });
        return await done(intent, js);
      case "two-factor-cancel":
        await cancelTwoFactorSetup({ userId });
        return await done(intent, js);
      case "two-factor-confirm": {
        const code = totpCodeField.safeParse(typed);
        if (!code.success) return badCode(intent, code.error.issues[0]?.message ?? "");
        return showCodes(intent, await confirmTwoFactorSetup({ userId, code: code.data }), "Two-factor authentication is on");
      }
      case "two-factor-regenerate": {
        const code = totpCodeField.safeParse(typed);
        if (!code.success) return badCode(intent, code.error.issues[0]?.message ?? "");
        return showCodes(intent, await regenerateRecoveryCodes({ userId, code: code.data }), "New recovery codes");
      }
      case "two-factor-disable": {
        const code = codeOrRecoveryField.safeParse(typed);
        if (!code.success) return badCode(intent, code.error.issues[0]?.message ?? "");
        await turnOffTwoFactor({ userId, factor: secondFactorOf(code.data) });
        return await done(intent, js, "two-factor-off");
      }
      case "two-factor-forget-device": {
        const id = Number(form.get("deviceId"));
        if (!Number.isSafeInteger(id) || !(await forgetRememberedDevice({ userId, id }))) {
          return formFailure(intent, "That device was already forgotten.", { status: 404, toast: null, headers: NO_STORE });
        }
        return await done(intent, js, "device-forgotten");
      }
    }
  } catch (error) {
    return refused(intent, error);
  }
}
