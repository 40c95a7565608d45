// A recording's HLS playlist: the broadcast's own source segments, listed as an EVENT playlist while
// it grows and closed as a VOD playlist (ENDLIST) when the broadcast ends. Only this module writes
// it, so reading it back (to close a recording its process left open) needs only these tags.

export interface RecordedSegment {
  /** File name inside the recording's folder. */
  uri: string;
  durationSeconds: number;
  programDateTime: string | null;
  /** First segment after the encoder reconnected: its timestamps restart. */
  discontinuity: boolean;
}

export const PLAYLIST_NAME = "index.m3u8";

/** seg_00000.ts, seg_00001.ts, …: the recording's own numbering (the live names restart when the packager does). */
export const segmentName = (index: number) => `seg_${String(index).padStart(5, "0")}.ts`;

export const SEGMENT_NAME = /^seg_\d{5,}\.ts$/;

/** The sum of the segments' durations, in whole milliseconds. */
export function durationMsOf(segments: RecordedSegment[]) {
  return Math.round(segments.reduce((sum, segment) => sum + segment.durationSeconds, 0) * 1000);
}

export function renderPlaylist(segments: RecordedSegment[], { ended }: { ended: boolean }) {
  // A segment's #EXTINF rounded to the nearest integer must not exceed the target duration.
  const target = Math.max(1, ...segments.map((segment) => Math.ceil(segment.durationSeconds)));
  const lines = [
    "#EXTM3U",
    "#EXT-X-VERSION:3",
    `#EXT-X-TARGETDURATION:${target}`,
    "#EXT-X-MEDIA-SEQUENCE:0",
    `#EXT-X-PLAYLIST-TYPE:${ended ? "VOD" : "EVENT"}`,
  ];
  for (const segment of segments) {
    if (segment.discontinuity) lines.push("#EXT-X-DISCONTINUITY");
    if (segment.programDateTime) lines.push(`#EXT-X-PROGRAM-DATE-TIME:${segment.programDateTime}`);
    lines.push(`#EXTINF:${segment.durationSeconds.toFixed(6)},`, segment.uri);
  }
  if (ended) lines.push("#EXT-X-ENDLIST");
  return `${lines.join("\n")}\n`;
}

/** The segments a playlist written by renderPlaylist lists. */
export function parsePlaylist(text: string): RecordedSegment[] {
  const segments: RecordedSegment[] = [];
  let pending: Omit<RecordedSegment, "uri"> = { durationSeconds: 0, programDateTime: null, discontinuity: false };
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (line === "#EXT-X-DISCONTINUITY") pending.discontinuity = true;
    else if (line.startsWith("#EXT-X-PROGRAM-DATE-TIME:")) pending.programDateTime = line.slice("#EXT-X-PROGRAM-DATE-TIME:".length);
    else if (line.startsWith("#EXTINF:")) pending.durationSeconds = Number.parseFloat(line.slice("#EXTINF:".length)) || 0;
    else if (line && !line.startsWith("#")) {
      segments.push({ ...pending, uri: line });
      pending = { durationSeconds: 0, programDateTime: null, discontinuity: false };
    }
  }
  return segments;
}
