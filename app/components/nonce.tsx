import { createContext, useContext } from "react";

const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

/** The CSP nonce on the server; empty in the browser, where scripts are already trusted. */
export function useNonce() {
  return useContext(NonceContext);
}
