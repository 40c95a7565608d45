import type { PublicUser } from "~/contracts/account";
import { db } from "~/utils/db.server";
import { HttpError } from "~/utils/http.server";
import { nowIso } from "~/utils/tokens.server";
import { singleFlight } from "~/utils/single-flight";

/** A user as anyone signed in may see them (the shape GET /api/auth/me answers with). */
export type { PublicUser };

const publicColumns = ["id", "firstName", "lastName", "email"] as const;

export function normalizeEmail(email: string) {
  return email.trim().toLowerCase();
}

const readUser = singleFlight((id: number) => db().selectFrom("users").select(publicColumns).where("id", "=", id).executeTakeFirst());

export async function findUserById({ id }: { id: number }): Promise<PublicUser | undefined> {
  const user = await readUser(id);
  return user && { ...user };
}

export async function findUserByEmail({ email }: { email: string }) {
  return db()
    .selectFrom("users")
    .select([...publicColumns, "passwordHash", "googleSub"])
    .where("emailNormalized", "=", normalizeEmail(email))
    .executeTakeFirst();
}

export async function findUserByGoogleSub({ googleSub }: { googleSub: string }): Promise<PublicUser | undefined> {
  return db().selectFrom("users").select(publicColumns).where("googleSub", "=", googleSub).executeTakeFirst();
}

const ACCOUNT_EXISTS = "An account with this email already exists. Sign in instead.";

/** A 409 naming the email field: the sign-up page shows it on the form, POST /api/auth/signup answers it. */
export class DuplicateEmailError extends HttpError {
  constructor() {
    super(409, ACCOUNT_EXISTS, { fieldErrors: { email: [ACCOUNT_EXISTS] } });
  }
}

export async function createUser(input: {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash?: string | null;
  googleSub?: string | null;
}): Promise<PublicUser> {
  const now = nowIso();
  const emailNormalized = normalizeEmail(input.email);
  try {
    return await db()
      .insertInto("users")
      .values({
        email: input.email.trim(),
        emailNormalized,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        passwordHash: input.passwordHash ?? null,
        googleSub: input.googleSub ?? null,
        timezone: null,
        createdAt: now,
        updatedAt: now,
      })
      .returning(publicColumns)
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateEmailError();
    throw error;
  }
}

export async function linkGoogleAccount({ userId, googleSub }: { userId: number; googleSub: string }) {
  await db().updateTable("users").set({ googleSub, updatedAt: nowIso() }).where("id", "=", userId).execute();
}

/** True for a unique-constraint failure on SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown) {
  const e = error as { code?: string; message?: string };
  return e?.code === "23505" || e?.code === "SQLITE_CONSTRAINT_UNIQUE" || /UNIQUE constraint failed/.test(e?.message ?? "");
}

export async function findPasswordHash({ userId }: { userId: number }) {
  const row = await db().selectFrom("users").select("passwordHash").where("id", "=", userId).executeTakeFirst();
  return row?.passwordHash ?? null;
}

export async function updatePasswordHash({ userId, passwordHash }: { userId: number; passwordHash: string }) {
  await db().updateTable("users").set({ passwordHash, updatedAt: nowIso() }).where("id", "=", userId).execute();
}

export interface UserSessionSummary {
  id: string;
  createdAt: string;
  expiresAt: string;
  userAgent: string | null;
  ip: string | null;
}

/** The user's signed-in sessions that have not expired, newest first. */
export async function listUserSessions({ userId }: { userId: number }): Promise<UserSessionSummary[]> {
  const rows = await db()
    .selectFrom("sessions")
    .select(["id", "createdAt", "expiresAt", "data"])
    .where("userId", "=", userId)
    .where("expiresAt", ">", nowIso())
    .orderBy("createdAt", "desc")
    .execute();
  return rows.map(({ data, ...row }) => {
    let parsed: Record<string, unknown> = {};
    try {
      parsed = JSON.parse(data) as Record<string, unknown>;
    } catch {
      parsed = {};
    }
    return {
      ...row,
      userAgent: typeof parsed.userAgent === "string" ? parsed.userAgent : null,
      ip: typeof parsed.ip === "string" ? parsed.ip : null,
    };
  });
}

/** Signs one of the user's sessions out; false when it is not theirs. */
export async function deleteUserSession({ userId, sessionId }: { userId: number; sessionId: string }) {
  const result = await db().deleteFrom("sessions").where("id", "=", sessionId).where("userId", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Signs out every session of the user except `keepSessionId`; returns how many ended. */
export async function deleteOtherUserSessions({ userId, keepSessionId }: { userId: number; keepSessionId: string | null }) {
  let query = db().deleteFrom("sessions").where("userId", "=", userId);
  if (keepSessionId) query = query.where("id", "!=", keepSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The account created first on this box (the server status page's admin); undefined before any sign-up. */
export async function findFirstUserId(): Promise<number | undefined> {
  const row = await db().selectFrom("users").select("id").orderBy("id", "asc").limit(1).executeTakeFirst();
  return row?.id;
}
