import { findFirstUserId, normalizeEmail, type PublicUser } from "~/models/user.server";
import { getConfig } from "~/utils/config.server";

/**
 * A fresh install: no account yet, so the first to sign up becomes the server's admin. Once an
 * account exists this process stops asking (the home page asks on every visit).
 */
let accountsExist = false;

export async function awaitingFirstAccount() {
  if (accountsExist) return false;
  accountsExist = (await findFirstUserId()) !== undefined;
  return !accountsExist;
}

/** The path a fresh install sends its first visitor to. */
export const FIRST_ACCOUNT_PATH = "/signup";

/** The box's admin: the account created first, plus anyone listed in ADMIN_EMAILS. */
export async function isServerAdmin(user: Pick<PublicUser, "id" | "email">) {
  if (getConfig().ADMIN_EMAILS.includes(normalizeEmail(user.email))) return true;
  return (await findFirstUserId()) === user.id;
}
