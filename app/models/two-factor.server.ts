import type { ExpressionBuilder } from "kysely";
import type { Database } from "../../db";
import { db } from "~/utils/db.server";
import { nowIso } from "~/utils/tokens.server";

interface TwoFactorCredential {
  secret: string;
  enabledAt: string | null;
}

export async function findTwoFactorCredential({ userId }: { userId: number }): Promise<TwoFactorCredential | undefined> {
  return db().selectFrom("twoFactorCredentials").select(["secret", "enabledAt"]).where("userId", "=", userId).executeTakeFirst();
}

export async function isTwoFactorEnabled({ userId }: { userId: number }) {
  const row = await db()
    .selectFrom("twoFactorCredentials")
    .select("userId")
    .where("userId", "=", userId)
    .where("enabledAt", "is not", null)
    .executeTakeFirst();
  return Boolean(row);
}

/** Keeps a fresh secret awaiting its first code; refused (false) while two-factor is already on. */
export async function savePendingSecret({ userId, secret, now = new Date() }: { userId: number; secret: string; now?: Date }) {
  return db()
    .transaction()
    .execute(async (trx) => {
      await trx.deleteFrom("twoFactorCredentials").where("userId", "=", userId).where("enabledAt", "is", null).execute();
      const result = await trx
        .insertInto("twoFactorCredentials")
        .values({ userId, secret, createdAt: nowIso(now), enabledAt: null, lastUsedStep: null })
        .onConflict((oc) => oc.column("userId").doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    });
}

export async function deletePendingSecret({ userId }: { userId: number }) {
  await db().deleteFrom("twoFactorCredentials").where("userId", "=", userId).where("enabledAt", "is", null).execute();
}

/**
 * Turns two-factor on with the code that proved the pending secret (its time step is spent) and
 * the first recovery codes; false when there was no pending secret any more.
 */
export async function enableTwoFactor({
  userId,
  step,
  codeHashes,
  now = new Date(),
}: {
  userId: number;
  step: number;
  codeHashes: string[];
  now?: Date;
}) {
  return db()
    .transaction()
    .execute(async (trx) => {
      const result = await trx
        .updateTable("twoFactorCredentials")
        .set({ enabledAt: nowIso(now), lastUsedStep: step })
        .where("userId", "=", userId)
        .where("enabledAt", "is", null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await trx.deleteFrom("twoFactorRecoveryCodes").where("userId", "=", userId).execute();
      await trx
        .insertInto("twoFactorRecoveryCodes")
        .values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt: nowIso(now), usedAt: null })))
        .execute();
      return true;
    });
}

/**
 * Spends a time step: true only when it is later than the last one accepted, in one statement, so
 * the same code can never be accepted twice, even by two requests at once.
 */
export async function claimTimeStep({ userId, step }: { userId: number; step: number }) {
  const result = await db()
    .updateTable("twoFactorCredentials")
    .set({ lastUsedStep: step })
    .where("userId", "=", userId)
    .where("enabledAt", "is not", null)
    .where((eb) => eb.or([eb("lastUsedStep", "is", null), eb("lastUsedStep", "<", step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Spends a recovery code: true only the first time. */
export async function spendRecoveryCode({ userId, codeHash, now = new Date() }: { userId: number; codeHash: string; now?: Date }) {
  const result = await db()
    .updateTable("twoFactorRecoveryCodes")
    .set({ usedAt: nowIso(now) })
    .where("userId", "=", userId)
    .where("codeHash", "=", codeHash)
    .where("usedAt", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function replaceRecoveryCodes({ userId, codeHashes, now = new Date() }: { userId: number; codeHashes: string[]; now?: Date }) {
  await db()
    .transaction()
    .execute(async (trx) => {
      await trx.deleteFrom("twoFactorRecoveryCodes").where("userId", "=", userId).execute();
      await trx
        .insertInto("twoFactorRecoveryCodes")
        .values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt: nowIso(now), usedAt: null })))
        .execute();
    });
}

export async function countUnusedRecoveryCodes({ userId }: { userId: number }) {
  const row = await db()
    .selectFrom("twoFactorRecoveryCodes")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("userId", "=", userId)
    .where("usedAt", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Turns two-factor off: the secret, the recovery codes, the remembered devices and pending sign-ins go. */
export async function deleteTwoFactor({ userId }: { userId: number }) {
  await db()
    .transaction()
    .execute(async (trx) => {
      await trx.deleteFrom("twoFactorChallenges").where("userId", "=", userId).execute();
      await trx.deleteFrom("twoFactorDevices").where("userId", "=", userId).execute();
      await trx.deleteFrom("twoFactorRecoveryCodes").where("userId", "=", userId).execute();
      await trx.deleteFrom("twoFactorCredentials").where("userId", "=", userId).execute();
    });
}

export interface RememberedDevice {
  id: number;
  userAgent: string | null;
  createdAt: string;
  expiresAt: string;
}

export async function createRememberedDevice({
  userId,
  tokenHash,
  userAgent,
  expiresAt,
  now = new Date(),
}: {
  userId: number;
  tokenHash: string;
  userAgent: string | null;
  expiresAt: Date;
  now?: Date;
}) {
  // The user's expired devices are cleared as new ones arrive, so the list never grows stale.
  await db().deleteFrom("twoFactorDevices").where("userId", "=", userId).where("expiresAt", "<=", nowIso(now)).execute();
  await db()
    .insertInto("twoFactorDevices")
    .values({ userId, tokenHash, userAgent, createdAt: nowIso(now), expiresAt: expiresAt.toISOString() })
    .execute();
}

export async function findRememberedDevice({ userId, tokenHash, now = new Date() }: { userId: number; tokenHash: string; now?: Date }) {
  return db()
    .selectFrom("twoFactorDevices")
    .select(["id", "userAgent", "createdAt", "expiresAt"])
    .where("tokenHash", "=", tokenHash)
    .where("userId", "=", userId)
    .where("expiresAt", ">", nowIso(now))
    .executeTakeFirst();
}

export async function listRememberedDevices({
  userId,
  now = new Date(),
}: {
  userId: number;
  now?: Date;
}): Promise<(RememberedDevice & { tokenHash: string })[]> {
  return db()
    .selectFrom("twoFactorDevices")
    .select(["id", "userAgent", "createdAt", "expiresAt", "tokenHash"])
    .where("userId", "=", userId)
    .where("expiresAt", ">", nowIso(now))
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .execute();
}

export async function deleteRememberedDevice({ userId, id }: { userId: number; id: number }) {
  const result = await db().deleteFrom("twoFactorDevices").where("userId", "=", userId).where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** A new password forgets every remembered device: whoever knew the old one may have been remembered too. */
export async function deleteRememberedDevices({ userId }: { userId: number }) {
  await db().deleteFrom("twoFactorDevices").where("userId", "=", userId).execute();
}

export interface SignInChallenge {
  userId: number;
  redirectTo: string;
}

export async function createSignInChallenge({
  tokenHash,
  userId,
  redirectTo,
  expiresAt,
  now = new Date(),
}: {
  tokenHash: string;
  userId: number;
  redirectTo: string;
  expiresAt: Date;
  now?: Date;
}) {
  await db()
    .deleteFrom("twoFactorChallenges")
    .where("userId", "=", userId)
    .where((eb) => eb.or([eb("expiresAt", "<=", nowIso(now)), eb("usedAt", "is not", null)]))
    .execute();
  await db()
    .insertInto("twoFactorChallenges")
    .values({ tokenHash, userId, redirectTo, createdAt: nowIso(now), expiresAt: expiresAt.toISOString(), usedAt: null })
    .execute();
}

/** The challenge of this token while it is pending: not spent yet and not expired. */
function pendingChallenge(tokenHash: string, now: Date) {
  return (eb: ExpressionBuilder<Database, "twoFactorChallenges">) =>
    eb.and([eb("tokenHash", "=", tokenHash), eb("usedAt", "is", null), eb("expiresAt", ">", nowIso(now))]);
}

export async function findSignInChallenge({ tokenHash, now = new Date() }: { tokenHash: string; now?: Date }): Promise<SignInChallenge | undefined> {
  return db().selectFrom("twoFactorChallenges").select(["userId", "redirectTo"]).where(pendingChallenge(tokenHash, now)).executeTakeFirst();
}

/** Spends a pending sign-in: true only the first time, and only before it expires. */
export async function spendSignInChallenge({ tokenHash, now = new Date() }: { tokenHash: string; now?: Date }) {
  const result = await db()
    .updateTable("twoFactorChallenges")
    .set({ usedAt: nowIso(now) })
    .where(pendingChallenge(tokenHash, now))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
