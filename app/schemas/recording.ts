// A recording's public id: 16 random bytes in base64url (22 characters). Anything else names no recording.
const RECORDING_ID = /^[A-Za-z0-9_-]{22}$/;

export function parseRecordingId(value: string | undefined | null): string | null {
  return value && RECORDING_ID.test(value) ? value : null;
}
