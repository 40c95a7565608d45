import { useRouteLoaderData } from "@remix-run/react";
import type { PublicUser } from "~/models/user.server";
import type { ToastMessage } from "~/utils/form-result";

/** What the root loader hands every page: who is signed in, and a toast carried over a redirect. */
export interface RootData {
  user: PublicUser | null;
  toast: ToastMessage | null;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}
