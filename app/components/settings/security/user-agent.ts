/** "Chrome on macOS" from a User-Agent header; a short, human summary only. */
export function describeUserAgent(userAgent: string | null | undefined) {
  if (!userAgent) return "Unknown device";
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /OPR\/|Opera/.test(userAgent)
      ? "Opera"
      : /Firefox\//.test(userAgent)
        ? "Firefox"
        : /HeadlessChrome/.test(userAgent)
          ? "Headless Chrome"
          : /Chrome\/|Chromium\//.test(userAgent)
            ? "Chrome"
            : /Safari\//.test(userAgent)
              ? "Safari"
              : /curl\//i.test(userAgent)
                ? "curl"
                : /node|undici/i.test(userAgent)
                  ? "Script"
                  : "Browser";
  const os = /iPhone|iPad|iPod/.test(userAgent)
    ? "iOS"
    : /Android/.test(userAgent)
      ? "Android"
      : /Mac OS X|Macintosh/.test(userAgent)
        ? "macOS"
        : /Windows/.test(userAgent)
          ? "Windows"
          : /CrOS/.test(userAgent)
            ? "ChromeOS"
            : /Linux/.test(userAgent)
              ? "Linux"
              : null;
  return os ? `${browser} on ${os}` : browser;
}
