import { expect } from "vitest";

/**
 * A table of a function's answers: `fn(input)` is `expected` (`toBe`) for each case, and a failure
 * names the input it came from.
 */
export function expectEach<I, O>(fn: (input: I) => O, cases: readonly (readonly [input: I, expected: O])[]) {
  for (const [input, expected] of cases) expect(fn(input), typeof input === "string" ? input : JSON.stringify(input)).toBe(expected);
}

/** `text` contains every one of `parts` (each its own `toContain`, so a failure names the part missing). */
export function expectContainsAll(text: string, parts: readonly string[]) {
  for (const part of parts) expect(text).toContain(part);
}
