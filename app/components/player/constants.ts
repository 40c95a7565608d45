/** Player constants (spec section 9, "Player"). Times in milliseconds unless named seconds. */
export const PLAYER = {
  /** Without `playing` for this long, the spinner becomes the 'Going Live...' placeholder. */
  loadTimeoutMs: 8000,
  /** Fatal playback errors are retried this many times before the plain-video fallback. */
  retries: 3,
  retryDelayMs: 2000,
  /** How often the playhead is compared with the live edge (desktop / under the breakpoint). */
  liveEdgeCheckMs: 3000,
  liveEdgeCheckMobileMs: 2000,
  /** Further behind the live edge than this, the player jumps to it. */
  catchUpSeconds: 5,
  catchUpMobileSeconds: 3,
  /** Natively played streams expose only `seekable`; land this far before its end. */
  nativeEdgeMarginSeconds: 1.5,
  controlsHideMs: 3000,
  heartLifetimeMs: 3000,
  maxHearts: 30,
  /** Two taps closer than this (time and distance) are a double tap. */
  doubleTapMs: 300,
  doubleTapPx: 40,
  /** "Mobile" is a viewport narrower than this. */
  mobileBreakpointPx: 768,
} as const;

/** Media query that matches the spec's mobile viewport (under 768 px wide). */
export const MOBILE_QUERY = `(max-width: ${PLAYER.mobileBreakpointPx - 0.02}px)`;
