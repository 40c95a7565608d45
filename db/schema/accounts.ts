import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/** Timestamps are ISO-8601 text in UTC; booleans are 0/1 integers on both databases. */
export interface UsersTable {
  id: Generated<number>;
  email: string;
  emailNormalized: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  googleSub: string | null;
  timezone: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface SessionsTable {
  id: string;
  userId: number | null;
  data: string;
  createdAt: string;
  expiresAt: string;
}

export interface AuthFailuresTable {
  id: Generated<number>;
  /** account: the e-mail tried; ip: the address trying; pair: both, as `e-mail ip`. */
  scope: "account" | "ip" | "pair";
  key: string;
  createdAt: string;
}

/** A "forgot password" request, kept whether or not an account has that e-mail. */
export interface PasswordResetRequestsTable {
  id: Generated<number>;
  emailNormalized: string;
  userId: number | null;
  createdAt: string;
}

/** A personal API key: the secret itself is never stored, only its SHA-256 hash. */
export interface ApiKeysTable {
  id: Generated<number>;
  userId: number;
  name: string;
  /** The first characters of the secret, shown so the owner can tell keys apart. */
  prefix: string;
  keyHash: string;
  /** "read": GET and HEAD calls only; "write": any call (keys made before scopes existed). */
  scope: Generated<"read" | "write">;
  createdAt: string;
  lastUsedAt: string | null;
}

/** A single-use link e-mailed to an account's owner: only the SHA-256 hash of its token is kept. */
interface AccountLinkTokensTable {
  id: Generated<number>;
  userId: number;
  tokenHash: string;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
}

/** A "choose a new password" link. */
export type PasswordResetTokensTable = AccountLinkTokensTable;

/** A link sent when many addresses fail to sign in to the account. */
export type SignInUnlockTokensTable = AccountLinkTokensTable;

/** A user's authenticator secret; two-factor sign-in is on only once `enabledAt` is set. */
export interface TwoFactorCredentialsTable {
  userId: number;
  secret: string;
  createdAt: string;
  enabledAt: string | null;
  /** The 30-second time step of the last accepted code, so no code is accepted twice. */
  lastUsedStep: number | null;
}

/** A single-use recovery code: only the SHA-256 hash of the code is kept. */
export interface TwoFactorRecoveryCodesTable {
  id: Generated<number>;
  userId: number;
  codeHash: string;
  createdAt: string;
  usedAt: string | null;
}

/** A browser that skips the second step until `expiresAt`: only the SHA-256 hash of its token is kept. */
export interface TwoFactorDevicesTable {
  id: Generated<number>;
  userId: number;
  tokenHash: string;
  userAgent: string | null;
  createdAt: string;
  expiresAt: string;
}

/** A sign-in whose password was right and whose code is still awaited; single use. */
export interface TwoFactorChallengesTable {
  tokenHash: string;
  userId: number;
  /** Where the browser goes once the code is right (already checked to be a path on this site). */
  redirectTo: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

export interface AccountTables {
  users: UsersTable;
  sessions: SessionsTable;
  authFailures: AuthFailuresTable;
  passwordResetRequests: PasswordResetRequestsTable;
  apiKeys: ApiKeysTable;
  passwordResetTokens: PasswordResetTokensTable;
  signInUnlockTokens: SignInUnlockTokensTable;
  twoFactorCredentials: TwoFactorCredentialsTable;
  twoFactorRecoveryCodes: TwoFactorRecoveryCodesTable;
  twoFactorDevices: TwoFactorDevicesTable;
  twoFactorChallenges: TwoFactorChallengesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
