/** Polls `check` until it holds; throws `message` (default "condition not met in time") after `timeoutMs`. */
export async function until(
  check: () => Promise<boolean> | boolean,
  timeoutMs = 5_000,
  { intervalMs = 50, message = "condition not met in time" }: { intervalMs?: number; message?: string | (() => string) } = {},
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(typeof message === "function" ? message() : message);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
