import { db } from "~/services/db.server";
import { nowIso } from "~/services/tokens.server";

export interface PublicUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

const publicColumns = ["id", "firstName", "lastName", "email"] as const;

export function normalizeEmail(email: string) {
  return email.trim().toLowerCase();
}

export async function findUserById({ id }: { id: number }): Promise<PublicUser | undefined> {
  return db().selectFrom("users").select(publicColumns).where("id", "=", id).executeTakeFirst();
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

export class DuplicateEmailError extends Error {
  constructor() {
    super("An account with this email already exists. Sign in instead.");
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
