import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";

// A stand-in for OBS: ffmpeg pushes a test pattern and a tone over RTMP, as a host's encoder does.
// The frame number and the wall clock are drawn into the picture when a font exists, so a
// screenshot of the watch page tells which moment of the broadcast is on screen.

const FONTS = ["/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf", "/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf"];
const FFMPEG = process.env.FFMPEG_PATH ?? "ffmpeg";
/** Kills the encoder with the test process that started it, so a crashed test leaves no ffmpeg behind. */
const SETPRIV = spawnSync("setpriv", ["--version"]).status === 0;

export interface EncoderOptions {
  width?: number;
  height?: number;
  frameRate?: number;
  videoKbps?: number;
  /** Keyframe interval, seconds (OBS's "Keyframe interval" setting). */
  keyframeSeconds?: number;
  /** Stops by itself after this many seconds. */
  seconds?: number;
  /** x264 preset: tests keep the default "ultrafast" to spare the CPU the app under test needs. */
  preset?: string;
  /**
   * A file made by `encodeLoopFile`, pushed in a loop without re-encoding: an encoder that costs
   * almost no CPU, for measuring what the app itself costs.
   */
  loopFile?: string;
}

export interface Encoder {
  child: ChildProcess;
  /**
   * When ffmpeg had connected and its publish was accepted (it opens its output only then), in ms
   * since the epoch: the first media packet follows within milliseconds. Null until then.
   */
  publishedAt(): number | null;
  /** Frames sent so far (from ffmpeg's progress report). */
  framesSent(): number;
  /**
   * When the first frame left the encoder (ms since the epoch), estimated from the progress
   * reports: the earliest "arrival of a report minus the media time it reports". Null before one.
   */
  firstFrameAt(): number | null;
  /** What ffmpeg printed (its last 32 kB). */
  output(): string;
  /** Resolves with ffmpeg's exit code (null when ended by a signal) once it has exited. */
  exited: Promise<number | null>;
  /** Stops the way an encoder's "Stop Streaming" does (ffmpeg's `q`: it closes the RTMP stream), SIGKILL after 5 s. */
  stop(): Promise<number | null>;
}

/** The encoder's exit code once it has exited, or "still running" after `ms`. */
export function exitWithin(encoder: { exited: Promise<number | null> }, ms: number) {
  return Promise.race([encoder.exited, new Promise<"still running">((resolve) => setTimeout(() => resolve("still running"), ms))]);
}

export const rtmpUrl = (port: number, key: string) => `rtmp://127.0.0.1:${port}/live/${key}`;

function drawnClock() {
  const font = FONTS.find((file) => fs.existsSync(file));
  if (!font) return [];
  const text = "frame %{frame_num}  %{localtime\\:%T}";
  return ["-vf", `drawtext=fontfile=${font}:text='${text}':x=10:y=h-th-10:fontsize=h/15:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=4`];
}

function testPattern(options: EncoderOptions, clock = true) {
  const { width = 640, height = 360, frameRate = 30, videoKbps = 1_000, keyframeSeconds = 2, seconds = 600, preset = "ultrafast" } = options;
  const gop = String(Math.round(frameRate * keyframeSeconds));
  return [
    "-f",
    "lavfi",
    "-i",
    `testsrc2=size=${width}x${height}:rate=${frameRate}`,
    "-f",
    "lavfi",
    "-i",
    "sine=frequency=440:sample_rate=48000",
    "-t",
    String(seconds),
    ...(clock ? drawnClock() : []),
    "-c:v",
    "libx264",
    "-preset",
    preset,
    "-tune",
    "zerolatency",
    "-pix_fmt",
    "yuv420p",
    "-b:v",
    `${videoKbps}k`,
    "-maxrate",
    `${videoKbps}k`,
    "-bufsize",
    `${videoKbps * 2}k`,
    "-g",
    gop,
    "-keyint_min",
    gop,
    "-sc_threshold",
    "0",
    "-c:a",
    "aac",
    "-b:a",
    "128k",
  ];
}

/** Encodes `seconds` of the test pattern (no clock: it would repeat) into an FLV file for `loopFile`, once ahead of a measurement. */
export function encodeLoopFile(file: string, options: EncoderOptions = {}) {
  const args = [
    "-hide_banner",
    "-loglevel",
    "error",
    "-y",
    ...testPattern({ seconds: 30, preset: "veryfast", ...options }, false),
    "-f",
    "flv",
    file,
  ];
  const result = spawnSync(FFMPEG, args, { stdio: ["ignore", "ignore", "pipe"] });
  if (result.status !== 0) throw new Error(`ffmpeg could not encode ${file}: ${result.stderr.toString()}`);
  return file;
}

/** Starts pushing to `url` (rtmp://host:port/live/{key}); see Encoder. */
export function startEncoder(url: string, options: EncoderOptions = {}): Encoder {
  const input = options.loopFile
    ? ["-stream_loop", "-1", "-i", options.loopFile, "-t", String(options.seconds ?? 600), "-c", "copy"]
    : testPattern(options);
  const args = ["-hide_banner", "-loglevel", "info", "-re", ...input, "-progress", "pipe:1", "-stats_period", "0.5", "-f", "flv", url];
  const child = SETPRIV
    ? spawn("setpriv", ["--pdeathsig", "KILL", "--", FFMPEG, ...args], { stdio: ["pipe", "pipe", "pipe"] })
    : spawn(FFMPEG, args, { stdio: ["pipe", "pipe", "pipe"] });
  let output = "";
  let published: number | null = null;
  let frames = 0;
  child.stderr?.on("data", (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-32_000);
    if (published === null && /Output #0, flv/.test(output)) published = Date.now();
  });
  let firstFrame: number | null = null;
  child.stdout?.on("data", (chunk: Buffer) => {
    const text = chunk.toString();
    const counts = [...text.matchAll(/^frame=(\d+)/gm)];
    const last = counts[counts.length - 1];
    if (last) frames = Number(last[1]);
    for (const [, micros] of text.matchAll(/^out_time_us=(\d+)/gm)) {
      const estimate = Date.now() - Number(micros) / 1000;
      if (Number(micros) > 0 && (firstFrame === null || estimate < firstFrame)) firstFrame = estimate;
    }
  });
  child.stdin?.on("error", () => undefined);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return exited;
    child.stdin?.end("q");
    const killer = setTimeout(() => child.kill("SIGKILL"), 5_000);
    const code = await exited;
    clearTimeout(killer);
    return code;
  };
  return { child, publishedAt: () => published, framesSent: () => frames, firstFrameAt: () => firstFrame, output: () => output, exited, stop };
}

/** Pids of running ffmpeg processes whose command line mentions `needle` (e.g. the app's DATA_DIR). */
export function ffmpegProcesses(needle: string) {
  const pids: number[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let cmdline: string;
    try {
      cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, "utf8");
    } catch {
      continue;
    }
    const args = cmdline.split("\0");
    if (args.some((arg) => /(^|\/)ffmpeg$/.test(arg)) && cmdline.includes(needle) && !isZombie(entry)) pids.push(Number(entry));
  }
  return pids;
}

function isZombie(pid: string) {
  try {
    return /\) Z /.test(fs.readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return true;
  }
}
