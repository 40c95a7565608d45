// "Download MP4" of a finished recording: its segments remuxed into one MP4 (-c copy, never
// re-encoded) beside them on the first ask, and kept for the next. The ffmpeg cannot outlive the
// app: it is ended on shutdown, and setpriv has the kernel kill it if the app dies.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { getConfig } from "~/utils/config.server";
import { onShutdown } from "~/utils/lifecycle.server";
import { singleFlight } from "~/utils/single-flight";
import { PLAYLIST_NAME } from "./recording-playlist";

export const MP4_NAME = "recording.mp4";

let pdeathsig: boolean | undefined;
const running = new Set<ChildProcess>();

function start(args: string[]) {
  const ffmpeg = getConfig().FFMPEG_PATH;
  pdeathsig ??= spawnSync("setpriv", ["--version"], { stdio: "ignore" }).status === 0;
  const child = pdeathsig
    ? spawn("setpriv", ["--pdeathsig", "KILL", "--", ffmpeg, ...args], { stdio: ["ignore", "ignore", "pipe"] })
    : spawn(ffmpeg, args, { stdio: ["ignore", "ignore", "pipe"] });
  if (running.size === 0) onShutdown(stopAll);
  running.add(child);
  child.once("exit", () => running.delete(child));
  return child;
}

function stopAll() {
  for (const child of running) child.kill("SIGKILL");
}

async function remux(folder: string) {
  const target = path.join(folder, MP4_NAME);
  const draft = `${target}.${process.pid}.tmp`;
  const args = ["-hide_banner", "-loglevel", "error", "-y", "-i", path.join(folder, PLAYLIST_NAME), "-map", "0", "-c", "copy"];
  const child = start([...args, "-bsf:a", "aac_adtstoasc", "-movflags", "+faststart", "-f", "mp4", draft]);
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-2000);
  });
  const code = await new Promise<number | null>((resolve) => {
    child.once("error", () => resolve(null));
    child.once("exit", (exitCode) => resolve(exitCode));
  });
  if (code !== 0) {
    await fs.rm(draft, { force: true });
    throw new Error(`ffmpeg could not remux the recording (exit ${code}): ${errors.trim()}`);
  }
  await fs.rename(draft, target);
}

/** The recording's MP4, made on the first call (concurrent calls share one ffmpeg); its path and size. */
export const recordingMp4 = singleFlight(async (folder: string) => {
  const target = path.join(folder, MP4_NAME);
  const existing = await fs.stat(target).catch(() => null);
  if (!existing) await remux(folder);
  return { path: target, bytes: (await fs.stat(target)).size };
});
