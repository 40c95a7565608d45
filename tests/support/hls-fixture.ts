import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** ffmpeg arguments writing the self-hosted layout (source, 360p, audio; master.m3u8) from a 320x180 test pattern. */
function ladderArgs({ seconds, live }: { seconds: number | null; live: boolean }) {
  return [
    "-hide_banner",
    "-loglevel",
    "error",
    ...(live ? ["-re"] : []),
    "-f",
    "lavfi",
    "-i",
    "testsrc2=size=320x180:rate=25",
    ...(live ? ["-re"] : []),
    "-f",
    "lavfi",
    "-i",
    "sine=frequency=440:sample_rate=44100",
    ...(seconds === null ? [] : ["-t", String(seconds)]),
    "-map",
    "0:v",
    "-map",
    "1:a",
    "-map",
    "0:v",
    "-map",
    "1:a",
    "-map",
    "1:a",
    "-c:v",
    "libx264",
    "-preset",
    "ultrafast",
    "-tune",
    "zerolatency",
    "-g",
    "50",
    "-keyint_min",
    "50",
    "-sc_threshold",
    "0",
    "-b:v:0",
    "400k",
    "-filter:v:1",
    "scale=160:90",
    "-b:v:1",
    "120k",
    "-c:a",
    "aac",
    "-b:a",
    "64k",
    "-ac",
    "1",
    "-f",
    "hls",
    "-hls_time",
    "2",
    "-hls_list_size",
    live ? "5" : "0",
    "-hls_flags",
    live ? "program_date_time+independent_segments+delete_segments+temp_file" : "program_date_time+independent_segments",
    "-master_pl_name",
    "master.m3u8",
    "-var_stream_map",
    "v:0,a:0,name:source v:1,a:1,name:360p a:2,name:audio",
    "-hls_segment_filename",
    "%v/seg_%05d.ts",
    "%v/index.m3u8",
  ];
}

/** Writes a few seconds of HLS for `playbackId` under `dataDir`/hls; resolves with its folder. */
export async function writeHlsFixture(dataDir: string, playbackId: string, seconds = 4): Promise<string> {
  const folder = path.join(dataDir, "hls", playbackId);
  fs.mkdirSync(folder, { recursive: true });
  const ffmpeg = spawn(process.env.FFMPEG_PATH ?? "ffmpeg", ladderArgs({ seconds, live: false }), {
    cwd: folder,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  ffmpeg.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => ffmpeg.once("exit", resolve));
  if (code !== 0) throw new Error(`ffmpeg failed: ${errors}`);
  return folder;
}

/** A live fixture: ffmpeg keeps adding 2 s segments at real time (a window of 5) until stopped. */
export function startLiveHlsFixture(dataDir: string, playbackId: string): { folder: string; ffmpeg: ChildProcess; stop(): Promise<void> } {
  const folder = path.join(dataDir, "hls", playbackId);
  fs.mkdirSync(folder, { recursive: true });
  const ffmpeg = spawn(process.env.FFMPEG_PATH ?? "ffmpeg", ladderArgs({ seconds: null, live: true }), { cwd: folder, stdio: "ignore" });
  const exited = new Promise<void>((resolve) => ffmpeg.once("exit", () => resolve()));
  return {
    folder,
    ffmpeg,
    async stop() {
      if (ffmpeg.exitCode === null && ffmpeg.signalCode === null) ffmpeg.kill("SIGTERM");
      await exited;
    },
  };
}
