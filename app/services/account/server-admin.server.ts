import { findFirstUserId, normalizeEmail, type PublicUser } from "~/models/user.server";
import { getConfig } from "~/utils/config.server";
import { singleton } from "~/utils/singleton.server";

/**
 * A fresh install: no account yet, so the first to sign up becomes the server's admin. Once an
 * account exists this process stops asking (the home page asks on every visit).
 */
export async function awaitingFirstAccount() {
  const known = singleton("accountsExist", () => ({ yes: false }));
  if (known.yes) return false;
  known.yes = (await findFirstUserId()) !== undefined;
  return !known.yes;
}

/** The path a fresh install sends its first visitor to. */
export const FIRST_ACCOUNT_PATH = "/signup";

/** The box's admin: the account created first, plus anyone listed in ADMIN_EMAILS. */
export async function isServerAdmin(user: Pick<PublicUser, "id" | "email">) {
  if (getConfig().ADMIN_EMAILS.includes(normalizeEmail(user.email))) return true;
  return (await findFirstUserId()) === user.id;
}
