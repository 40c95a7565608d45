/** A component's own class, then the caller's if it gave one (a place in its layout, a size). */
export const withClass = (own: string, extra: string | undefined) => (extra ? `${own} ${extra}` : own);
