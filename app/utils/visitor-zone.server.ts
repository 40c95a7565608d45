import { resolveTimeZone } from "~/utils/time-zones";

/** The visitor's zone as the server can know it: the `tz` cookie a page set on an earlier visit with JavaScript; null when absent. */
export function visitorZoneOf(request: Request) {
  const value = /(?:^|;\s*)tz=([^;]+)/.exec(request.headers.get("Cookie") ?? "")?.[1];
  if (!value) return null;
  try {
    return resolveTimeZone(decodeURIComponent(value));
  } catch {
    return null;
  }
}
