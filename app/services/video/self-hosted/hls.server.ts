// The packager's words: the rendition ladder, the ffmpeg command that writes it as HLS, and the
// reading of what ffmpeg writes back (its playlists and its -progress lines). No I/O here.

/** A lower rendition of the ladder (INGEST_RENDITIONS), encoded from the source. */
export interface Rendition {
  name: string;
  width: number;
  height: number;
  kbps: number;
}

/** Names the packager gives the copied source and the audio-only rendition. */
export const SOURCE_RENDITION = "source";
export const AUDIO_RENDITION = "audio";
export const AUDIO_ONLY_KBPS = 64;
const RENDITION_AUDIO_KBPS = 96;
/** H.264 level 4.1 (up to 1080p), written into every encoded rendition so the master playlist can name its codec in advance. */
const RENDITION_LEVEL = "4.1";
export const RENDITION_VIDEO_CODEC = "avc1.4d4029";
export const AAC_CODEC = "mp4a.40.2";

/** Where viewers fetch a self-hosted stream's master playlist (served by the app under /hls). */
export function selfHostedPlaybackPath(playbackId: string) {
  return `/hls/${encodeURIComponent(playbackId)}/master.m3u8`;
}

/** "360p:640x360:500k,720p:1280x720:2500k" (validated by the config) as renditions. */
export function parseRenditions(text: string): Rendition[] {
  return text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [name = "", size = "", rate = ""] = part.split(":");
      const [width = "0", height = "0"] = size.split("x");
      return { name, width: Number(width), height: Number(height), kbps: Number.parseInt(rate, 10) };
    });
}

/** Every rendition's folder name, in the order of the master playlist. */
export function renditionNames(renditions: Rendition[]) {
  return [SOURCE_RENDITION, ...renditions.map((rendition) => rendition.name), AUDIO_RENDITION];
}

/** The container of a browser's recording, read from its first bytes; null for anything else. */
export function recordingContainerOf(firstChunk: Buffer): "matroska" | "mp4" | null {
  if (firstChunk.length >= 4 && firstChunk.readUInt32BE(0) === 0x1a45dfa3) return "matroska";
  if (firstChunk.length >= 8 && firstChunk.toString("latin1", 4, 8) === "ftyp") return "mp4";
  return null;
}

/** How much of a recording's start is read, at most, to find its container and its video codec. */
export const RECORDING_HEADER_MAX_BYTES = 64 * 1024;
const VIDEO_CODEC_IDS = ["V_MPEG4/ISO/AVC", "V_VP8", "V_VP9", "V_AV1", "avc1", "avc3", "vp08", "vp09", "av01"];

/**
 * Whether a recording's first bytes (its first chunks together) say enough to start on it: what
 * the container is (or that it is none we read), and the video track's codec. A browser may send
 * its header in pieces, the first of them a single byte.
 */
export function recordingHeaderComplete(start: Buffer) {
  if (start.length >= RECORDING_HEADER_MAX_BYTES) return true;
  if (start.length < 8) return false;
  if (!recordingContainerOf(start)) return true;
  const header = start.toString("latin1");
  return VIDEO_CODEC_IDS.some((id) => header.includes(id));
}

/** Whether the recording's video is H.264, which the ladder takes as it is: its track's codec is named in the header. */
export function recordingIsH264(firstChunk: Buffer) {
  const header = firstChunk.toString("latin1", 0, Math.min(firstChunk.length, RECORDING_HEADER_MAX_BYTES));
  return header.includes("V_MPEG4/ISO/AVC") || header.includes("avc1");
}

/**
 * ffmpeg turning a browser's recording (WebM or MP4 on stdin, chunk after chunk) into FLV on
 * stdout for the broadcast: H.264 is copied, other video (VP8, VP9) is encoded to H.264 with a
 * keyframe every segment, and Opus becomes AAC. Frames keep the recording's own timing
 * (passthrough): a browser's variable frame rate would otherwise be filled with duplicates.
 */
export function recordingToFlvArgs({
  container,
  copyVideo,
  segmentSeconds,
}: {
  container: "matroska" | "mp4";
  copyVideo: boolean;
  segmentSeconds: number;
}) {
  const video = copyVideo
    ? ["-c:v", "copy"]
    : [
        "-c:v",
        "libx264",
        "-preset",
        "veryfast",
        "-tune",
        "zerolatency",
        "-pix_fmt",
        "yuv420p",
        "-b:v",
        "2500k",
        "-maxrate",
        "2750k",
        "-bufsize",
        "5000k",
        "-force_key_frames",
        `expr:gte(t,n_forced*${segmentSeconds})`,
      ];
  return [
    "-hide_banner",
    "-nostdin",
    "-loglevel",
    "error",
    // The recording names its tracks in its first bytes: a short probe starts the output at once.
    "-fflags",
    "+genpts",
    "-probesize",
    "32",
    "-analyzeduration",
    "0",
    "-f",
    container,
    "-i",
    "pipe:0",
    "-map",
    "0:v:0",
    "-map",
    "0:a:0",
    ...video,
    "-fps_mode",
    "passthrough",
    "-c:a",
    "aac",
    "-b:a",
    "128k",
    "-ac",
    "2",
    "-ar",
    "48000",
    "-f",
    "flv",
    "-flvflags",
    "no_duration_filesize",
    "pipe:1",
  ];
}

/**
 * ffmpeg's arguments: FLV on stdin, one HLS rendition per folder of `dir`. `append` continues the
 * playlists of an earlier packager of the same broadcast (an encoder back inside the reconnect
 * window, or a restarted packager), its first segment marked as a discontinuity. The master
 * playlist is written by the ingest itself (ffmpeg 5.1 leaves a copied rendition's CODECS out and
 * counts only its audio in BANDWIDTH).
 */
export function packagerArgs({
  dir,
  renditions,
  segmentSeconds,
  append,
}: {
  dir: string;
  renditions: Rendition[];
  segmentSeconds: number;
  append: boolean;
}) {
  const maps = ["-map", "0:v:0", "-map", "0:a:0"];
  const codecs = ["-c:v:0", "copy", "-c:a:0", "copy"];
  const streamMap = [`v:0,a:0,name:${SOURCE_RENDITION}`];
  renditions.forEach((rendition, index) => {
    const n = index + 1;
    maps.push("-map", "0:v:0", "-map", "0:a:0");
    codecs.push(
      `-filter:v:${n}`,
      `scale=${rendition.width}:${rendition.height}:force_original_aspect_ratio=decrease,scale=trunc(iw/2)*2:trunc(ih/2)*2`,
      `-c:v:${n}`,
      "libx264",
      `-preset:v:${n}`,
      "veryfast",
      `-profile:v:${n}`,
      "main",
      `-level:v:${n}`,
      RENDITION_LEVEL,
      `-pix_fmt:v:${n}`,
      "yuv420p",
      `-b:v:${n}`,
      `${rendition.kbps}k`,
      `-maxrate:v:${n}`,
      `${Math.round(rendition.kbps * 1.1)}k`,
      `-bufsize:v:${n}`,
      `${rendition.kbps * 2}k`,
      `-force_key_frames:v:${n}`,
      `expr:gte(t,n_forced*${segmentSeconds})`,
      `-c:a:${n}`,
      "aac",
      `-b:a:${n}`,
      `${RENDITION_AUDIO_KBPS}k`,
      `-ac:a:${n}`,
      "2",
    );
    streamMap.push(`v:${n},a:${n},name:${rendition.name}`);
  });
  const audio = renditions.length + 1;
  maps.push("-map", "0:a:0");
  codecs.push(`-c:a:${audio}`, "aac", `-b:a:${audio}`, `${AUDIO_ONLY_KBPS}k`, `-ac:a:${audio}`, "2");
  streamMap.push(`a:${audio},name:${AUDIO_RENDITION}`);
  const flags = [
    "delete_segments",
    "program_date_time",
    "independent_segments",
    "temp_file",
    "omit_endlist",
    ...(append ? ["append_list", "discont_start"] : []),
  ];
  return [
    "-hide_banner",
    "-nostdin",
    "-loglevel",
    "error",
    // ffmpeg dates the first segment when its output opens, after probing the input: a short probe
    // (the FLV's sequence headers name both streams at once) keeps #EXT-X-PROGRAM-DATE-TIME within
    // about 0.1 s of the first frame's arrival instead of 1.4 s late, so overlays land on their moment.
    "-probesize",
    "32768",
    "-analyzeduration",
    "200000",
    "-f",
    "flv",
    "-i",
    "pipe:0",
    ...maps,
    ...codecs,
    "-var_stream_map",
    streamMap.join(" "),
    "-f",
    "hls",
    "-hls_time",
    String(segmentSeconds),
    "-hls_list_size",
    "6",
    "-hls_flags",
    flags.join("+"),
    // Segments may be cached for a minute: numbered from the clock, a new broadcast never reuses an old one's names.
    "-hls_start_number_source",
    "epoch",
    "-hls_segment_filename",
    `${dir}/%v/seg_%05d.ts`,
    "-stats_period",
    "1",
    "-progress",
    "pipe:1",
    `${dir}/%v/index.m3u8`,
  ];
}

export interface PlaylistSegment {
  uri: string;
  durationSeconds: number;
  programDateTime: string | null;
  /** Preceded by #EXT-X-DISCONTINUITY (the first segment after the encoder came back). */
  discontinuity: boolean;
  /** Its media sequence number. */
  sequence: number;
}

/** The segments of a media playlist as ffmpeg writes it (only complete segments are listed). */
export function parseMediaPlaylist(text: string): PlaylistSegment[] {
  const segments: PlaylistSegment[] = [];
  let sequence = 0;
  let duration: number | null = null;
  let programDateTime: string | null = null;
  let discontinuity = false;
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith("#EXT-X-MEDIA-SEQUENCE:")) sequence = Number.parseInt(line.slice(22), 10) || 0;
    else if (line.startsWith("#EXTINF:")) duration = Number.parseFloat(line.slice(8));
    else if (line.startsWith("#EXT-X-PROGRAM-DATE-TIME:")) {
      const date = new Date(line.slice(25));
      programDateTime = Number.isNaN(date.getTime()) ? null : date.toISOString();
    } else if (line === "#EXT-X-DISCONTINUITY") discontinuity = true;
    else if (!line.startsWith("#") && duration !== null) {
      segments.push({ uri: line, durationSeconds: duration, programDateTime, discontinuity, sequence });
      sequence += 1;
      duration = null;
      programDateTime = null;
      discontinuity = false;
    }
  }
  return segments;
}

export interface MasterEntry {
  name: string;
  /** Bits per second, the peak a player must sustain. */
  bandwidth: number;
  width: number | null;
  height: number | null;
  codecs: string[];
}

/** The master playlist listing every rendition (relative URIs: {name}/index.m3u8). */
export function masterPlaylist(entries: MasterEntry[]) {
  const lines = ["#EXTM3U", "#EXT-X-VERSION:6", "#EXT-X-INDEPENDENT-SEGMENTS"];
  for (const entry of entries) {
    const attributes = [`BANDWIDTH=${Math.round(entry.bandwidth)}`];
    if (entry.width && entry.height) attributes.push(`RESOLUTION=${entry.width}x${entry.height}`);
    if (entry.codecs.length) attributes.push(`CODECS="${entry.codecs.join(",")}"`);
    attributes.push(`NAME="${entry.name}"`);
    lines.push(`#EXT-X-STREAM-INF:${attributes.join(",")}`, `${entry.name}/index.m3u8`);
  }
  return `${lines.join("\n")}\n`;
}

/** The size of a rendition scaled into width x height keeping the source's shape (even sides), as the scale filter computes it. */
export function scaledSize(source: { width: number; height: number } | null, box: { width: number; height: number }) {
  if (!source || !source.width || !source.height) return box;
  const factor = Math.min(box.width / source.width, box.height / source.height);
  const even = (value: number) => Math.max(2, Math.trunc(Math.trunc(value) / 2) * 2);
  return { width: even(source.width * factor), height: even(source.height * factor) };
}

/** The RFC 6381 name of an H.264 stream from its FLV sequence header (AVCDecoderConfigurationRecord after 5 bytes of FLV video header). */
export function avcCodecOf(sequenceHeader: Buffer | null) {
  if (!sequenceHeader || sequenceHeader.length < 9) return null;
  const hex = (byte: number | undefined) => (byte ?? 0).toString(16).padStart(2, "0");
  return `avc1.${hex(sequenceHeader[6])}${hex(sequenceHeader[7])}${hex(sequenceHeader[8])}`;
}

/** The RFC 6381 name of an AAC stream from its FLV sequence header (AudioSpecificConfig after 2 bytes). */
export function aacCodecOf(sequenceHeader: Buffer | null) {
  if (!sequenceHeader || sequenceHeader.length < 3) return "mp4a.40.2";
  const objectType = (sequenceHeader[2] ?? 0x10) >> 3;
  return `mp4a.40.${objectType || 2}`;
}

/** One block of ffmpeg's -progress output (key=value lines ending with progress=continue|end). */
export interface PackagerProgress {
  speed: number | null;
  fps: number | null;
  dropFrames: number;
  outTimeSeconds: number | null;
}

/** Feeds -progress text in pieces; calls `onBlock` for every finished block. */
export function progressReader(onBlock: (progress: PackagerProgress) => void) {
  let pending = "";
  let block = new Map<string, string>();
  return (chunk: string) => {
    pending += chunk;
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) {
      const at = line.indexOf("=");
      if (at < 0) continue;
      const key = line.slice(0, at).trim();
      const value = line.slice(at + 1).trim();
      block.set(key, value);
      if (key === "progress") {
        onBlock(toProgress(block));
        block = new Map();
      }
    }
  };
}

function toProgress(block: Map<string, string>): PackagerProgress {
  const number = (value: string | undefined) => {
    if (value === undefined) return null;
    const parsed = Number.parseFloat(value);
    return Number.isFinite(parsed) ? parsed : null;
  };
  const outTimeUs = number(block.get("out_time_us"));
  return {
    speed: number(block.get("speed")?.replace(/x$/, "")),
    fps: number(block.get("fps")),
    dropFrames: number(block.get("drop_frames")) ?? 0,
    outTimeSeconds: outTimeUs !== null && outTimeUs >= 0 ? outTimeUs / 1e6 : null,
  };
}
