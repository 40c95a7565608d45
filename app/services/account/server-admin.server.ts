import { findFirstUserId, normalizeEmail, type PublicUser } from "~/models/user.server";
import { getConfig } from "~/utils/config.server";
import { getDatabase } from "~/utils/db.server";

/**
 * A fresh install: no account yet, so the first to sign up becomes the server's admin. Once its
 * database has an account this process stops asking it (the home page asks on every visit).
 */
const withAccounts = new WeakSet<object>();

export async function awaitingFirstAccount() {
  const database = getDatabase();
  if (withAccounts.has(database)) return false;
  if ((await findFirstUserId()) === undefined) return true;
  withAccounts.add(database);
  return false;
}

/** The path a fresh install sends its first visitor to. */
export const FIRST_ACCOUNT_PATH = "/signup";

/** The box's admin: the account created first, plus anyone listed in ADMIN_EMAILS. */
export async function isServerAdmin(user: Pick<PublicUser, "id" | "email">) {
  if (getConfig().ADMIN_EMAILS.includes(normalizeEmail(user.email))) return true;
  return (await findFirstUserId()) === user.id;
}
