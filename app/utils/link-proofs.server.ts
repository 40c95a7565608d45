// Short keyed proofs (HMAC with the session secret) that the gates before an event's room check
// without storing a secret: that a personal link came by e-mail, and which passcode a viewer passed.
import crypto from "node:crypto";
import { getConfig } from "./config.server";

/** The query parameter of a personal link sent by e-mail: opening it confirms the address. */
export const EMAIL_PROOF_PARAM = "confirm";

const proof = (purpose: string, value: string) =>
  crypto.createHmac("sha256", getConfig().SESSION_SECRET).update(`${purpose}:${value}`).digest().subarray(0, 18).toString("base64url");

function sameProof(given: string, expected: string) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** The proof an e-mailed link carries for its personal token (SMS and other links do not). */
export const emailProofOf = (token: string) => proof("email-link", token);

export const isEmailProof = (token: string, given: string | null | undefined) => Boolean(given) && sameProof(given ?? "", emailProofOf(token));

/** `link` with the e-mail proof of `token` added: the form every e-mailed personal link takes. */
export function withEmailProof(link: string, token: string) {
  return `${link}${link.includes("?") ? "&" : "?"}${EMAIL_PROOF_PARAM}=${emailProofOf(token)}`;
}

/** The proof of a stream's passcode: a viewer holding it passed this passcode; a new one asks again. */
export const passcodeProofOf = (streamRowId: number, passcode: string) => proof("passcode", `${streamRowId}:${passcode}`);

export const isPasscodeProof = (given: string | null | undefined, expected: string) => Boolean(given) && sameProof(given ?? "", expected);
