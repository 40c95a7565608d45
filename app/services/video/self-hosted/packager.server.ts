// One ffmpeg per broadcast turns the publisher's FLV (written to its stdin, never pulled back over
// RTMP) into the HLS ladder. It cannot outlive the app: stdin closes when the app ends or dies,
// and setpriv asks the kernel to kill it when its parent process dies (kill -9 included).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import { getConfig } from "~/utils/config.server";
import { packagerArgs, progressReader, type PackagerProgress, type Rendition } from "./hls.server";
import type { Broadcast, Subscriber } from "./rtmp.server";

/** FLV waiting in ffmpeg's stdin beyond which the packager is behind for good: it is restarted rather than buffered without end. */
const MAX_STDIN_BYTES = 16 * 1024 * 1024;
const STOP_GRACE_MS = 3000;

function setprivAvailable() {
  return spawnSync("setpriv", ["--version"], { stdio: "ignore" }).status === 0;
}

let pdeathsig: boolean | undefined;

/** Starts `command args` so that it dies with this process where setpriv exists (util-linux). */
export function spawnSupervised(command: string, args: string[], stdio: ("pipe" | "ignore")[]) {
  pdeathsig ??= setprivAvailable();
  return pdeathsig ? spawn("setpriv", ["--pdeathsig", "KILL", "--", command, ...args], { stdio }) : spawn(command, args, { stdio });
}

/** Sends SIGTERM, then SIGKILL after a grace; resolves when the process has exited. */
export function stopProcess(child: ChildProcess, graceMs = STOP_GRACE_MS) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = setTimeout(() => child.kill("SIGKILL"), graceMs);
    child.once("exit", () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

export interface PackagerEvents {
  onProgress(progress: PackagerProgress): void;
  /** ffmpeg ended without being asked (crashed, or fell behind): the broadcast restarts it while the publisher is there. */
  onFailed(reason: string): void;
}

/** An ffmpeg fed by a subscription to the publisher's broadcast. */
export class Packager {
  private child: ChildProcess | null = null;
  private subscriber: Subscriber | null = null;
  private ending = false;
  private errorText = "";
  private exited: Promise<void> = Promise.resolve();

  constructor(
    private readonly dir: string,
    private readonly renditions: Rendition[],
    private readonly events: PackagerEvents,
  ) {}

  start(broadcast: Broadcast, { append }: { append: boolean }) {
    const config = getConfig();
    const args = packagerArgs({ dir: this.dir, renditions: this.renditions, segmentSeconds: config.INGEST_SEGMENT_SECONDS, append });
    const child = spawnSupervised(config.FFMPEG_PATH, args, ["pipe", "pipe", "pipe"]);
    this.child = child;
    this.exited = new Promise((resolve) => child.once("exit", () => resolve()));
    const read = progressReader((progress) => this.events.onProgress(progress));
    child.stdout?.setEncoding("utf8").on("data", read);
    child.stderr?.setEncoding("utf8").on("data", (text: string) => {
      this.errorText = (this.errorText + text).slice(-2000);
    });
    // EPIPE when ffmpeg ends first: its exit is what counts.
    child.stdin?.on("error", () => {});
    child.once("exit", (code, signal) => {
      this.detach(broadcast);
      if (this.child === child) this.child = null;
      if (!this.ending) this.events.onFailed(`ffmpeg exited (${signal ?? code}): ${this.errorText.trim().split("\n").pop() ?? ""}`);
    });
    child.once("error", () => {});
    const subscriber: Subscriber = {
      id: `packager-${crypto.randomBytes(6).toString("hex")}`,
      ip: "",
      protocol: "flv",
      streamPath: "",
      sendBuffer: (buffer) => {
        const stdin = child.stdin;
        if (!stdin || stdin.destroyed || this.ending) return;
        if (stdin.writableLength > MAX_STDIN_BYTES) {
          this.detach(broadcast);
          child.kill("SIGKILL");
          return;
        }
        stdin.write(buffer);
      },
    };
    this.subscriber = subscriber;
    broadcast.postPlay(subscriber);
  }

  private detach(broadcast: Broadcast) {
    if (this.subscriber) broadcast.donePlay(this.subscriber);
    this.subscriber = null;
  }

  /** The publisher left: ffmpeg gets end of input, writes its last segment and exits on its own. */
  finishInput(broadcast: Broadcast) {
    this.ending = true;
    this.detach(broadcast);
    this.child?.stdin?.end();
  }

  /** Ends ffmpeg now (End Stream, shutdown). */
  async stop(broadcast: Broadcast | null) {
    this.ending = true;
    if (broadcast) this.detach(broadcast);
    const child = this.child;
    if (!child) return;
    child.stdin?.end();
    await stopProcess(child);
  }

  /** Resolves when the current ffmpeg has exited (its last segment written). */
  whenExited() {
    return this.exited;
  }
}
