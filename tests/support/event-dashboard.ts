import { expect } from "vitest";
import { action, loader } from "~/routes/_host.events.$eventId._index/route";
import { readToast } from "~/services/account/toast.server";
import { cookiesFrom, formRequest, getRequest, loadContext, settle } from "./factories";

// Calls the event dashboard's loader and action (/events/{eventId}) directly, as a signed-in host.

export const loadDashboard = (cookie: string, eventId: number | string, query = "") =>
  settle(() =>
    loader({ request: getRequest(`/events/${eventId}${query}`, { cookie }), params: { eventId: String(eventId) }, context: loadContext() }),
  );

/** The dashboard's data, expecting a 200. */
export async function loadDashboardOk<T>(cookie: string, eventId: number, query = "") {
  const response = await loadDashboard(cookie, eventId, query);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

export const postDashboard = (cookie: string, eventId: number, fields: Record<string, string>) =>
  settle(() =>
    action({ request: formRequest(`/events/${eventId}?index`, fields, { cookie }), params: { eventId: String(eventId) }, context: loadContext() }),
  );

/** The toast a response left in its cookies. */
export const toastOf = async (response: Response) => (await readToast(getRequest("/", { cookie: cookiesFrom(response) }))).toast;
