/** C0 control characters and DEL, line breaks and tabs included: none belongs in a one-line text (a title). */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

export const isSingleLine = (value: string) => !CONTROL_CHARACTER.test(value);

export const singleLineMessage = (label: string) => `${label} may not contain control characters or line breaks`;
