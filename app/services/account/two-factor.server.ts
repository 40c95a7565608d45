import crypto from "node:crypto";
import { createCookie } from "@remix-run/node";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { clearRateLimit, takeRateLimit } from "~/models/rate-limit.server";
import {
  claimTimeStep,
  countUnusedRecoveryCodes,
  createRememberedDevice,
  createSignInChallenge,
  deletePendingSecret,
  deleteRememberedDevice,
  deleteTwoFactor,
  enableTwoFactor,
  findRememberedDevice,
  findSignInChallenge,
  findTwoFactorCredential,
  isTwoFactorEnabled,
  listRememberedDevices,
  replaceRecoveryCodes,
  savePendingSecret,
  spendRecoveryCode,
  spendSignInChallenge,
  type RememberedDevice,
  type SignInChallenge,
} from "~/models/two-factor.server";
import { findUserById, type PublicUser } from "~/models/user.server";
import { getConfig } from "~/utils/config.server";
import { HttpError } from "~/utils/http.server";
import { lazy } from "~/utils/lazy";
import { randomToken, secretHash } from "~/utils/tokens.server";
import { startUserSession } from "./auth.server";
import { isSecureCookie } from "./session.server";

// The authenticator-app default (RFC 6238 as Google Authenticator and every other app read it).
const ISSUER = "ShowUp";
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** One step either side absorbs a phone clock that is a little off. */
const WINDOW_STEPS = 1;

/** Where a browser finishes a sign-in that needs the second step. */
export const TWO_FACTOR_PAGE = "/signin/verify";

const RECOVERY_CODE_COUNT = 10;
export const REMEMBER_DEVICE_DAYS = 30;
const CHALLENGE_MINUTES = 5;

// Guesses: a pending sign-in gets 5, a user 10 in 15 minutes across every pending sign-in and the
// Security tab, so a stolen password buys a handful of guesses at a million codes.
const CHALLENGE_GUESSES = { bucket: "two-factor-sign-in", limit: 5, windowMs: CHALLENGE_MINUTES * 60_000 };
const USER_GUESSES = { bucket: "two-factor-user", limit: 10, windowMs: 15 * 60_000 };

export const WRONG_CODE = "That code is not right. Check your authenticator app and try again.";
export const CODE_ALREADY_USED = "That code has already been used. Wait for your app to show the next one.";
export const WRONG_RECOVERY_CODE = "That recovery code is not right or has already been used.";
export const TOO_MANY_GUESSES = "Too many wrong codes. Please wait a few minutes and try again.";
export const SIGN_IN_EXPIRED = "Your sign-in has expired. Sign in with your password again.";

function totp(secret: string, label = "") {
  return new TOTP({ issuer: ISSUER, label, algorithm: "SHA1", digits: DIGITS, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

/** The time step a code belongs to (within the window around `now`), or null when it matches none. */
function stepOfCode(secret: string, code: string, now: Date) {
  const delta = totp(secret).validate({ token: code, timestamp: now.getTime(), window: WINDOW_STEPS });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

// Recovery codes: 16 characters of Crockford's base32, 80 random bits. At that entropy a fast
// hash is as good as a slow one (nobody can try 2^80 candidates), and it lets us find a code by
// equality in the database instead of comparing it in JavaScript.
const RECOVERY_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

function newRecoveryCode() {
  const chars = Array.from({ length: 16 }, () => RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)]).join("");
  return chars.match(/.{4}/g)?.join("-") ?? chars;
}

/** As typed: any case, with or without dashes and spaces, the easily confused letters read as digits. */
function normalizeRecoveryCode(code: string) {
  return code.toLowerCase().replace(/[\s-]/g, "").replace(/[o]/g, "0").replace(/[il]/g, "1");
}

const recoveryCodeHash = (code: string) => secretHash(normalizeRecoveryCode(code));

function newRecoveryCodes() {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  return { codes, codeHashes: codes.map(recoveryCodeHash) };
}

function tooManyGuesses(retryAfterSeconds: number) {
  return new HttpError(429, TOO_MANY_GUESSES, { retryAfterSeconds });
}

/** Counts one guess against each limit; a refused one throws 429 with Retry-After. */
async function takeGuess({ userId, challengeKey, now }: { userId: number; challengeKey?: string; now: Date }) {
  // The pending sign-in first, so guesses it refuses do not also use up the user's.
  if (challengeKey) {
    const challenge = await takeRateLimit({ ...CHALLENGE_GUESSES, key: challengeKey, now });
    if (!challenge.allowed) throw tooManyGuesses(challenge.retryAfterSeconds);
  }
  const user = await takeRateLimit({ ...USER_GUESSES, key: String(userId), now });
  if (!user.allowed) throw tooManyGuesses(user.retryAfterSeconds);
}

async function forgetGuesses({ userId, challengeKey }: { userId: number; challengeKey?: string }) {
  await clearRateLimit({ bucket: USER_GUESSES.bucket, key: String(userId) });
  if (challengeKey) await clearRateLimit({ bucket: CHALLENGE_GUESSES.bucket, key: challengeKey });
}

export type SecondFactor = { code: string } | { recoveryCode: string };

/**
 * Checks a code from the app (each time step accepted once) or a recovery code (each used once)
 * for a user whose two-factor is on. Every guess counts against the limits; a wrong one throws 401.
 */
async function verifySecondFactor({ userId, factor, challengeKey, now }: { userId: number; factor: SecondFactor; challengeKey?: string; now: Date }) {
  await takeGuess({ userId, challengeKey, now });
  const credential = await findTwoFactorCredential({ userId });
  if (!credential?.enabledAt) throw new HttpError(409, "Two-factor authentication is off for this account.");
  if ("code" in factor) {
    const step = stepOfCode(credential.secret, factor.code, now);
    if (step === null) throw new HttpError(401, WRONG_CODE);
    if (!(await claimTimeStep({ userId, step }))) throw new HttpError(401, CODE_ALREADY_USED);
  } else if (!(await spendRecoveryCode({ userId, codeHash: recoveryCodeHash(factor.recoveryCode), now }))) {
    throw new HttpError(401, WRONG_RECOVERY_CODE);
  }
  await forgetGuesses({ userId, challengeKey });
}

/** A field that may hold either: six digits are a code from the app, anything else a recovery code. */
export function secondFactorOf(typed: string): SecondFactor {
  const digits = typed.replace(/[\s-]/g, "");
  return /^\d{6}$/.test(digits) ? { code: digits } : { recoveryCode: typed };
}

// ---------------------------------------------------------------------------------------------
// The Security tab

export type TwoFactorSettings =
  | { state: "off" }
  | { state: "setup"; qrSvg: string; secret: string; uri: string }
  | { state: "on"; enabledAt: string; recoveryCodesLeft: number; devices: (RememberedDevice & { current: boolean })[] };

export async function twoFactorSettings({
  user,
  request,
  now = new Date(),
}: {
  user: PublicUser;
  request: Request;
  now?: Date;
}): Promise<TwoFactorSettings> {
  const credential = await findTwoFactorCredential({ userId: user.id });
  if (!credential) return { state: "off" };
  if (!credential.enabledAt) {
    const uri = totp(credential.secret, user.email).toString();
    return {
      state: "setup",
      qrSvg: await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" }),
      secret: credential.secret,
      uri,
    };
  }
  const currentToken = await deviceCookie().parse(request.headers.get("Cookie"));
  const currentHash = typeof currentToken === "string" ? secretHash(currentToken) : null;
  const devices = await listRememberedDevices({ userId: user.id, now });
  return {
    state: "on",
    enabledAt: credential.enabledAt,
    recoveryCodesLeft: await countUnusedRecoveryCodes({ userId: user.id }),
    devices: devices.map(({ tokenHash, ...device }) => ({ ...device, current: tokenHash === currentHash })),
  };
}

/** "Turn on": a new secret to scan; two-factor stays off until a code from it is entered. */
export async function beginTwoFactorSetup({ userId, now = new Date() }: { userId: number; now?: Date }) {
  if (!(await savePendingSecret({ userId, secret: new Secret({ size: 20 }).base32, now }))) {
    throw new HttpError(409, "Two-factor authentication is already on.");
  }
}

export async function cancelTwoFactorSetup({ userId }: { userId: number }) {
  await deletePendingSecret({ userId });
}

/** The first code from the new secret turns two-factor on; answers the recovery codes, shown this once. */
export async function confirmTwoFactorSetup({ userId, code, now = new Date() }: { userId: number; code: string; now?: Date }) {
  await takeGuess({ userId, now });
  const credential = await findTwoFactorCredential({ userId });
  if (!credential) throw new HttpError(409, "Start again: choose Turn on to get a new QR code.");
  if (credential.enabledAt) throw new HttpError(409, "Two-factor authentication is already on.");
  const step = stepOfCode(credential.secret, code, now);
  if (step === null) throw new HttpError(400, WRONG_CODE);
  const { codes, codeHashes } = newRecoveryCodes();
  if (!(await enableTwoFactor({ userId, step, codeHashes, now }))) throw new HttpError(409, "Two-factor authentication is already on.");
  await forgetGuesses({ userId });
  return codes;
}

/** New recovery codes replace the old ones; it takes a current code from the app, not a recovery code. */
export async function regenerateRecoveryCodes({ userId, code, now = new Date() }: { userId: number; code: string; now?: Date }) {
  await verifySecondFactor({ userId, factor: { code }, now });
  const { codes, codeHashes } = newRecoveryCodes();
  await replaceRecoveryCodes({ userId, codeHashes, now });
  return codes;
}

/** "Turn off" needs a current code or an unused recovery code (the way back for a lost phone). */
export async function turnOffTwoFactor({ userId, factor, now = new Date() }: { userId: number; factor: SecondFactor; now?: Date }) {
  await verifySecondFactor({ userId, factor, now });
  await deleteTwoFactor({ userId });
}

export async function forgetRememberedDevice({ userId, id }: { userId: number; id: number }) {
  return deleteRememberedDevice({ userId, id });
}

// ---------------------------------------------------------------------------------------------
// The second step of sign-in

/** The pending sign-in: holds only a random token whose hash names the challenge row. */
const pendingCookie = lazy(() =>
  createCookie("__two_factor", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: isSecureCookie(),
    secrets: [getConfig().SESSION_SECRET],
    maxAge: CHALLENGE_MINUTES * 60,
  }),
);

/** A remembered device: a random token whose hash names the device row, which carries the expiry. */
const deviceCookie = lazy(() =>
  createCookie("__two_factor_device", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: isSecureCookie(),
    secrets: [getConfig().SESSION_SECRET],
    maxAge: REMEMBER_DEVICE_DAYS * 86_400,
  }),
);

async function tokenFrom(cookie: ReturnType<typeof pendingCookie>, request: Request) {
  const token: unknown = await cookie.parse(request.headers.get("Cookie"));
  return typeof token === "string" && token ? token : null;
}

/** Whether this browser is one the user asked us to remember (and the 30 days have not run out). */
export async function isRememberedDevice({ request, userId, now = new Date() }: { request: Request; userId: number; now?: Date }) {
  const token = await tokenFrom(deviceCookie(), request);
  return token ? Boolean(await findRememberedDevice({ userId, tokenHash: secretHash(token), now })) : false;
}

/**
 * Called once the password (or Google) has said who this is. When the user has two-factor on and
 * this browser is not remembered, no session starts: the answer is the Set-Cookie of a pending
 * sign-in (5 minutes, single use) to finish on /signin/verify or POST /api/auth/signin/two-factor.
 * Null when no second step is needed.
 */
export async function beginSecondStep({
  request,
  userId,
  redirectTo,
  now = new Date(),
}: {
  request: Request;
  userId: number;
  redirectTo: string;
  now?: Date;
}): Promise<string | null> {
  if (!(await isTwoFactorEnabled({ userId }))) return null;
  if (await isRememberedDevice({ request, userId, now })) return null;
  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + CHALLENGE_MINUTES * 60_000);
  await createSignInChallenge({ tokenHash: secretHash(token), userId, redirectTo, expiresAt, now });
  return pendingCookie().serialize(token);
}

/** The pending sign-in this browser holds, if it is still open. */
export async function readPendingSignIn({ request, now = new Date() }: { request: Request; now?: Date }): Promise<SignInChallenge | null> {
  const token = await tokenFrom(pendingCookie(), request);
  return token ? ((await findSignInChallenge({ tokenHash: secretHash(token), now })) ?? null) : null;
}

/**
 * The second step: a right code (or recovery code) spends the pending sign-in and starts the
 * session the normal way. Answers the user, where to go, and the cookies to set (the session, the
 * pending sign-in cleared, and the remembered device when asked for). Throws 401 for a wrong code
 * or a missing or expired pending sign-in, 429 past the guess limits.
 */
export async function completeSecondStep({
  request,
  factor,
  rememberDevice,
  now = new Date(),
}: {
  request: Request;
  factor: SecondFactor;
  rememberDevice: boolean;
  now?: Date;
}): Promise<{ user: PublicUser; redirectTo: string; setCookies: string[] }> {
  const token = await tokenFrom(pendingCookie(), request);
  const tokenHash = token ? secretHash(token) : null;
  const challenge = tokenHash ? await findSignInChallenge({ tokenHash, now }) : undefined;
  if (!tokenHash || !challenge) throw new HttpError(401, SIGN_IN_EXPIRED);
  await verifySecondFactor({ userId: challenge.userId, factor, challengeKey: tokenHash, now });
  const user = await findUserById({ id: challenge.userId });
  if (!user || !(await spendSignInChallenge({ tokenHash, now }))) throw new HttpError(401, SIGN_IN_EXPIRED);

  const setCookies = [await startUserSession(request, user.id), await pendingCookie().serialize("", { maxAge: 0 })];
  if (rememberDevice) {
    const deviceToken = randomToken(32);
    const expiresAt = new Date(now.getTime() + REMEMBER_DEVICE_DAYS * 86_400_000);
    const userAgent = request.headers.get("User-Agent")?.slice(0, 300) ?? null;
    await createRememberedDevice({ userId: user.id, tokenHash: secretHash(deviceToken), userAgent, expiresAt, now });
    setCookies.push(await deviceCookie().serialize(deviceToken));
  }
  return { user, redirectTo: challenge.redirectTo, setCookies };
}
