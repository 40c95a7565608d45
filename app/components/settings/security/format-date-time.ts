/** "Nov 25, 2026, 3:40 PM UTC": dates on the settings tabs, the same on the server and in the browser. */
export function formatDateTime(iso: string) {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(new Date(iso)) + " UTC";
}
