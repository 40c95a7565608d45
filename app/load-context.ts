import "@remix-run/server-runtime";

declare module "@remix-run/server-runtime" {
  interface AppLoadContext {
    /** Nonce for this response's inline scripts (Content-Security-Policy). */
    cspNonce: string;
    requestId: string;
    clientIp: string;
    /** Fires when the client's connection closes; `request.signal` may not under Express. */
    connectionClosed: AbortSignal;
  }
}
