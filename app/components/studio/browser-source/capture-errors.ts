// What the host reads when the browser refuses a camera, a microphone or a screen.

export type CaptureKind = "devices" | "screen";

export const CAPTURE_MESSAGES = {
  notAllowed: "The browser was not allowed to use the camera or microphone. Allow it in the address bar's site settings and try again.",
  notFound: "No camera or microphone was found.",
  inUse: "The camera or microphone is in use by another app.",
  gone: "The chosen camera or microphone is no longer connected. Choose another one.",
  screenCancelled: "Screen sharing was cancelled.",
  screenBlockedBySystem:
    "Your computer does not let this browser record the screen. Allow it in the system's privacy settings (Screen Recording), then try again.",
  screenUnreadable: "The screen could not be captured. Try again, or choose another window or tab.",
  screenUnsupported: "This browser can't share a screen. Use Chrome, Edge, Firefox or Safari on a computer.",
  devicesUnsupported: "This browser can't share a camera or microphone. Use a current Chrome, Edge, Firefox or Safari.",
} as const;

function nameOf(error: unknown): string {
  if (typeof error === "object" && error !== null && "name" in error && typeof error.name === "string") return error.name;
  return "";
}

function messageOf(error: unknown): string {
  if (typeof error === "object" && error !== null && "message" in error && typeof error.message === "string") return error.message;
  return "";
}

/** The words for a getUserMedia (`devices`) or getDisplayMedia (`screen`) failure. */
export function captureErrorMessage(error: unknown, kind: CaptureKind): string {
  const name = nameOf(error);
  if (kind === "screen") {
    switch (name) {
      case "NotAllowedError":
        // Chromium says "by system" when the operating system refused, "by user" when the picker was closed.
        return /system/i.test(messageOf(error)) ? CAPTURE_MESSAGES.screenBlockedBySystem : CAPTURE_MESSAGES.screenCancelled;
      case "AbortError":
        return CAPTURE_MESSAGES.screenCancelled;
      case "NotReadableError":
      case "NotFoundError":
        return CAPTURE_MESSAGES.screenUnreadable;
      case "TypeError":
      case "NotSupportedError":
        return CAPTURE_MESSAGES.screenUnsupported;
    }
  } else {
    switch (name) {
      case "NotAllowedError":
      case "SecurityError":
        return CAPTURE_MESSAGES.notAllowed;
      case "NotFoundError":
        return CAPTURE_MESSAGES.notFound;
      case "NotReadableError":
      case "TrackStartError":
      // Firefox reports a device another app holds as an AbortError.
      case "AbortError":
        return CAPTURE_MESSAGES.inUse;
      case "OverconstrainedError":
        return CAPTURE_MESSAGES.gone;
      case "TypeError":
      case "NotSupportedError":
        return CAPTURE_MESSAGES.devicesUnsupported;
    }
  }
  const detail = messageOf(error);
  const what = kind === "screen" ? "The screen could not be shared" : "The camera or microphone could not be started";
  return detail ? `${what}: ${detail}` : `${what}.`;
}

export const INSECURE_CONTEXT =
  "Your browser only shares a camera or screen on a secure (HTTPS) page. Open the studio at https:// — your administrator serves ShowUp over HTTPS and sets PUBLIC_URL to that https:// address. On this computer, http://localhost also works.";
export const CANNOT_RECORD = "This browser can't record video for a broadcast. Use a current Chrome, Edge, Firefox or Safari.";

/** What the page's browser offers, as far as a broadcast needs it. */
export interface BrowserAbilities {
  isSecureContext: boolean;
  getUserMedia: boolean;
  getDisplayMedia: boolean;
  mediaRecorder: boolean;
  audioContext: boolean;
  canvasCapture: boolean;
}

export function browserAbilities(): BrowserAbilities {
  const devices = typeof navigator === "undefined" ? undefined : navigator.mediaDevices;
  return {
    isSecureContext: typeof window !== "undefined" && window.isSecureContext,
    getUserMedia: typeof devices?.getUserMedia === "function",
    getDisplayMedia: typeof devices?.getDisplayMedia === "function",
    mediaRecorder: typeof MediaRecorder !== "undefined",
    audioContext: typeof AudioContext !== "undefined",
    canvasCapture: typeof HTMLCanvasElement !== "undefined" && typeof HTMLCanvasElement.prototype.captureStream === "function",
  };
}

/** Whether this browser can broadcast `source`, and if not, why, in words. */
export function captureSupport(
  source: "camera" | "screen" | "screen-and-camera",
  can: BrowserAbilities,
): { ok: true } | { ok: false; reason: string } {
  // Browsers hide the camera and screen APIs entirely outside a secure context: say that first.
  if (!can.isSecureContext) return { ok: false, reason: INSECURE_CONTEXT };
  if (!can.getUserMedia) return { ok: false, reason: CAPTURE_MESSAGES.devicesUnsupported };
  if (source !== "camera" && !can.getDisplayMedia) return { ok: false, reason: CAPTURE_MESSAGES.screenUnsupported };
  if (!can.mediaRecorder || !can.audioContext || (source === "screen-and-camera" && !can.canvasCapture)) return { ok: false, reason: CANNOT_RECORD };
  return { ok: true };
}
