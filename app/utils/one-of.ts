/** A guard for the values of a fixed list: a form's intents, a setting's choices. */
export const isOneOf =
  <T>(choices: readonly T[]) =>
  (value: unknown): value is T =>
    choices.some((choice) => choice === value);
