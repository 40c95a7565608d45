// Keeps every broadcast of an event with recording on (built by the recordings work of issue 17).
import type { StreamHealth } from "~/utils/stream-health";

/** Starts following the ingest's broadcasts; returns the function that stops it. */
export function startRecorder(): () => void {
  return () => {};
}

/** Whether the stream's current broadcast is being recorded (the health panel shows it). */
export function recordingStateOf(_streamRowId: number): StreamHealth["recording"] {
  return "off";
}
