import crypto from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";
import { getConfig } from "~/utils/config.server";
import { HttpError } from "~/utils/http.server";

const scrypt = promisify(crypto.scrypt) as (password: string, salt: Buffer, keylen: number, options: crypto.ScryptOptions) => Promise<Buffer>;

const KEY_LENGTH = 32;

/** New hashes' parameters: N from PASSWORD_HASH_COST. A stored hash carries its own, so older ones still verify. */
const hashParams = () => ({ N: 2 ** getConfig().PASSWORD_HASH_COST, r: 8, p: 1 });
// scrypt uses 128 * N * r bytes per hash (256 MiB at the highest cost allowed, 2^18); maxmem must exceed that.
const MAX_MEM = 512 * 1024 * 1024;

export const SERVER_BUSY = "The server is busy, please try again in a moment.";

// What one hash took on the 2-core box this app was measured on (683 ms), until this process has timed its own.
const STARTING_HASH_MS = 700;
const TIMED_HASHES_KEPT = 21;

/**
 * Checking a typed password (signing in: a host about to start a webinar) or making a new hash
 * (signing up, a reset, a change). Checks wait in a line of their own, served first: a flood of
 * sign-ups never keeps a sign-in waiting longer than the hashes already running.
 */
type HashKind = "check" | "new";

interface PasswordWork {
  running: number;
  waiting: Record<HashKind, (() => void)[]>;
  hashesRun: number;
  recentMs: number[];
}

/**
 * Every scrypt run in this process passes one small gate: at most PASSWORD_HASH_CONCURRENCY at
 * once (each holds 128 MiB and a libuv thread, of the 4 that file reads and DNS share), at most
 * PASSWORD_HASH_QUEUE waiting in each line; beyond that the caller is told to come back (503), so
 * a flood of sign-ups or sign-ins can neither exhaust memory nor starve other requests.
 */
const work: PasswordWork = { running: 0, waiting: { check: [], new: [] }, hashesRun: 0, recentMs: [] };

export class ServerBusyError extends HttpError {
  constructor(retryAfterSeconds: number) {
    super(503, SERVER_BUSY, { retryAfterSeconds });
  }
}

/** The median of the last hashes' durations: what a hash costs here now. */
export function typicalHashMs() {
  const sorted = [...work.recentMs].sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.floor(sorted.length / 2)] ?? STARTING_HASH_MS) : STARTING_HASH_MS;
}

/** How many hashes and checks this process has run, and how many run or wait now. */
export function passwordWorkStats() {
  const { running, waiting, hashesRun } = work;
  return { running, waiting: waiting.check.length + waiting.new.length, hashesRun };
}

function refuseWhenFull(kind: HashKind) {
  const state = work;
  const { PASSWORD_HASH_CONCURRENCY: concurrency, PASSWORD_HASH_QUEUE: queueLimit } = getConfig();
  const line = state.waiting[kind];
  if (state.running < concurrency || line.length < queueLimit) return;
  // A check waits only for the hashes running and the checks ahead of it; a new hash for all.
  const ahead = state.running + line.length + (kind === "new" ? state.waiting.check.length : 0);
  throw new ServerBusyError(Math.max(1, Math.ceil(((ahead / concurrency) * typicalHashMs()) / 1000)));
}

async function gated<T>(kind: HashKind, run: () => Promise<T>): Promise<T> {
  refuseWhenFull(kind);
  const state = work;
  if (state.running < getConfig().PASSWORD_HASH_CONCURRENCY) state.running += 1;
  else await new Promise<void>((resolve) => state.waiting[kind].push(resolve));
  const started = performance.now();
  try {
    return await run();
  } finally {
    state.hashesRun += 1;
    state.recentMs.push(performance.now() - started);
    if (state.recentMs.length > TIMED_HASHES_KEPT) state.recentMs.shift();
    // The slot passes straight to the next in line (checks first), so a newcomer cannot overtake it.
    const next = state.waiting.check.shift() ?? state.waiting.new.shift();
    if (next) next();
    else state.running -= 1;
  }
}

const derive = (kind: HashKind, password: string, salt: Buffer, keyLength: number, params: { N: number; r: number; p: number }) =>
  gated(kind, () => scrypt(password.normalize("NFKC"), salt, keyLength, { ...params, maxmem: MAX_MEM }));

async function hashIn(kind: HashKind, password: string) {
  const salt = crypto.randomBytes(16);
  const params = hashParams();
  const key = await derive(kind, password, salt, KEY_LENGTH, params);
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** A new password's hash, in the sign-ups' line. Throws ServerBusyError (503) when the queue is full. */
export const hashPassword = (password: string) => hashIn("new", password);

/** Throws ServerBusyError (503) when the queue is full. */
export async function verifyPassword(password: string, stored: string) {
  const [algorithm, n, r, p, salt, expected] = stored.split("$");
  if (algorithm !== "scrypt" || !salt || !expected) return false;
  const expectedKey = Buffer.from(expected, "base64url");
  const key = await derive("check", password, Buffer.from(salt, "base64url"), expectedKey.length, { N: Number(n), r: Number(r), p: Number(p) });
  return crypto.timingSafeEqual(key, expectedKey);
}

let decoyHash: Promise<string> | undefined;

/** Spends the same time as a real check so that unknown e-mails cannot be told apart by timing. */
export async function verifyAgainstDecoy(password: string) {
  decoyHash ??= hashIn("check", crypto.randomBytes(16).toString("hex")).catch((error: unknown) => {
    decoyHash = undefined;
    throw error;
  });
  await verifyPassword(password, await decoyHash);
  return false;
}

/**
 * Takes as long as a hash usually does, on a timer (no CPU, no memory), and answers "busy" when a
 * real hash would: a request that needs no hash cannot be told apart by its answer time.
 */
export async function imitatePasswordHash() {
  refuseWhenFull("new");
  await sleep(typicalHashMs());
}
