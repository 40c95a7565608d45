import { createCookie, createSessionStorage } from "@remix-run/node";
import { createSessionRecord, deleteSessionRecord, readSessionRecord, updateSessionRecord, type SessionData } from "~/models/session.server";
import { getConfig } from "~/utils/config.server";
import { lazy } from "~/utils/lazy";

const SESSION_DAYS = 30;
const ANONYMOUS_SESSION_MINUTES = 15;

export function isSecureCookie(config = getConfig()) {
  return config.PUBLIC_URL?.startsWith("https://") ?? false;
}

/** Sessions live in the database; the cookie carries only the signed session id. */
export const getSessionStorage = lazy(() => {
  const config = getConfig();
  return createSessionStorage<SessionData>({
    cookie: createCookie("__session", {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: isSecureCookie(config),
      secrets: [config.SESSION_SECRET],
      maxAge: SESSION_DAYS * 24 * 60 * 60,
    }),
    async createData(data, expires) {
      // Only the short OAuth round trip creates a session without a user; keep it short-lived.
      const fallback = new Date(Date.now() + ANONYMOUS_SESSION_MINUTES * 60_000);
      return createSessionRecord({ data, expiresAt: data.userId ? (expires ?? fallback) : fallback });
    },
    readData: (id) => readSessionRecord({ id }),
    async updateData(id, data, expires) {
      await updateSessionRecord({ id, data, expiresAt: expires ?? new Date(Date.now() + SESSION_DAYS * 86_400_000) });
    },
    deleteData: (id) => deleteSessionRecord({ id }),
  });
});

export function getSession(request: Request) {
  return getSessionStorage().getSession(request.headers.get("Cookie"));
}
