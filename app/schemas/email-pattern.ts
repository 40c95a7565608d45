/**
 * The spec's simple e-mail pattern (section 5: text, at, text, dot, text). Kept free of zod so
 * pages can check it in the browser without shipping zod.
 */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
