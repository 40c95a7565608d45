import { createCookie, redirect } from "@remix-run/node";
import * as z from "zod";
import { getConfig } from "~/utils/config.server";
import { isSecureCookie } from "./session.server";
import { lazy } from "~/utils/lazy";

export const toastSchema = z.object({
  title: z.string(),
  description: z.string().optional(),
  variant: z.enum(["default", "destructive"]).default("default"),
});
export type Toast = z.input<typeof toastSchema>;

const toastCookie = lazy(() =>
  createCookie("__toast", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: isSecureCookie(),
    secrets: [getConfig().SESSION_SECRET],
    maxAge: 60,
  }),
);

/** A toast shown once on the next page, carried by a short-lived signed cookie. */
export async function toastHeaders(toast: Toast) {
  return { "Set-Cookie": await toastCookie().serialize(toastSchema.parse(toast)) };
}

export async function redirectWithToast(url: string, toast: Toast, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", (await toastHeaders(toast))["Set-Cookie"]);
  return redirect(url, { ...init, headers });
}

export async function readToast(request: Request) {
  const value = await toastCookie().parse(request.headers.get("Cookie"));
  const toast = toastSchema.safeParse(value);
  if (!toast.success) return { toast: null, headers: undefined };
  return {
    toast: toast.data,
    headers: { "Set-Cookie": await toastCookie().serialize("", { maxAge: 0 }) },
  };
}
