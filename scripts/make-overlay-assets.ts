// Makes the built-in celebration assets in public/overlays/ (see app/components/overlays/builtin-presets.ts):
// three small looping GIFs with a transparent background and three short sounds. The frames and
// samples are drawn here; ffmpeg only encodes them. The outputs are committed, so ffmpeg is needed
// only to remake them:  npx tsx scripts/make-overlay-assets.ts
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), "../public/overlays");
const SIZE = 160;
const FPS = 15;
const SAMPLE_RATE = 22_050;

type Rgb = [number, number, number];
const PALETTE: Rgb[] = [
  [239, 68, 68],
  [245, 158, 11],
  [16, 185, 129],
  [59, 130, 246],
  [168, 85, 247],
  [236, 72, 153],
  [250, 204, 21],
];

const pick = (colours: Rgb[], at: number): Rgb => colours[Math.floor(at * colours.length)] ?? [255, 255, 255];

/** Adds to a sample (the sounds are sums of tones). */
const mix = (samples: Float32Array, i: number, value: number) => {
  if (i < samples.length) samples[i] = (samples[i] ?? 0) + value;
};

/** A deterministic generator, so remaking the assets gives the same files. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) % 4_294_967_296;
    return state / 4_294_967_296;
  };
}

class Frame {
  readonly pixels = new Uint8Array(SIZE * SIZE * 4);
  plot(x: number, y: number, [r, g, b]: Rgb) {
    const px = Math.round(x);
    const py = Math.round(y);
    if (px < 0 || py < 0 || px >= SIZE || py >= SIZE) return;
    const i = (py * SIZE + px) * 4;
    this.pixels.set([r, g, b, 255], i);
  }
  disc(cx: number, cy: number, radius: number, colour: Rgb) {
    for (let y = -radius; y <= radius; y++)
      for (let x = -radius; x <= radius; x++) if (x * x + y * y <= radius * radius) this.plot(cx + x, cy + y, colour);
  }
  /** A rotated rectangle (a confetti piece). */
  piece(cx: number, cy: number, w: number, h: number, angle: number, colour: Rgb) {
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const reach = Math.ceil(Math.hypot(w, h) / 2);
    for (let y = -reach; y <= reach; y++) {
      for (let x = -reach; x <= reach; x++) {
        const u = x * cos + y * sin;
        const v = -x * sin + y * cos;
        if (Math.abs(u) <= w / 2 && Math.abs(v) <= h / 2) this.plot(cx + x, cy + y, colour);
      }
    }
  }
  /** A four-pointed sparkle. */
  sparkle(cx: number, cy: number, radius: number, colour: Rgb) {
    for (let d = -radius; d <= radius; d++) {
      const thickness = Math.max(0, Math.round((radius - Math.abs(d)) / 3));
      for (let t = -thickness; t <= thickness; t++) {
        this.plot(cx + d, cy + t, colour);
        this.plot(cx + t, cy + d, colour);
      }
    }
  }
}

function encodeGif(name: string, frames: Frame[]) {
  const raw = Buffer.concat(frames.map((frame) => Buffer.from(frame.pixels)));
  const filter = "split[a][b];[a]palettegen=reserve_transparent=1:max_colors=32[p];[b][p]paletteuse=alpha_threshold=128:dither=none";
  run(
    [
      "-f",
      "rawvideo",
      "-pix_fmt",
      "rgba",
      "-s",
      `${SIZE}x${SIZE}`,
      "-r",
      String(FPS),
      "-i",
      "-",
      "-filter_complex",
      filter,
      "-loop",
      "0",
      path.join(OUT, name),
    ],
    raw,
  );
}

function encodeMp3(name: string, samples: Float32Array) {
  const pcm = Buffer.alloc(samples.length * 2);
  samples.forEach((sample, i) => pcm.writeInt16LE(Math.round(Math.max(-1, Math.min(1, sample)) * 32_000), i * 2));
  run(["-f", "s16le", "-ar", String(SAMPLE_RATE), "-ac", "1", "-i", "-", "-codec:a", "libmp3lame", "-b:a", "48k", path.join(OUT, name)], pcm);
}

function run(args: string[], input: Buffer) {
  const result = spawnSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], { input });
  if (result.status !== 0) throw new Error(`ffmpeg failed: ${result.stderr.toString()}`);
}

function confetti(): Frame[] {
  const next = random(7);
  const FRAMES = 30;
  const pieces = Array.from({ length: 46 }, () => ({
    x: next() * SIZE,
    y: next() * SIZE,
    w: 4 + next() * 5,
    h: 2 + next() * 3,
    spin: (next() - 0.5) * 0.8,
    sway: next() * Math.PI * 2,
    colour: pick(PALETTE, next()),
  }));
  return Array.from({ length: FRAMES }, (_, f) => {
    const frame = new Frame();
    for (const p of pieces) {
      // Each piece falls exactly one frame height per loop, so the animation loops seamlessly.
      const y = (p.y + (f / FRAMES) * SIZE) % SIZE;
      const x = p.x + Math.sin(p.sway + (f / FRAMES) * Math.PI * 2) * 6;
      frame.piece(x, y, p.w, p.h, p.spin * f * 4, p.colour);
    }
    return frame;
  });
}

function fireworks(): Frame[] {
  const next = random(11);
  const FRAMES = 36;
  const bursts = [0, 9, 18, 27].map((start) => ({
    start,
    x: 36 + next() * 88,
    y: 36 + next() * 56,
    colour: pick(PALETTE, next()),
    rays: 18 + Math.floor(next() * 6),
  }));
  return Array.from({ length: FRAMES }, (_, f) => {
    const frame = new Frame();
    for (const burst of bursts) {
      const age = (f - burst.start + FRAMES) % FRAMES;
      if (age > 18) continue;
      const radius = 3 + age * 2.6;
      // Sparks fall a little as they fly out, and shrink near the end.
      const sag = age * age * 0.05;
      for (let r = 0; r < burst.rays; r++) {
        const angle = (r / burst.rays) * Math.PI * 2;
        for (let trail = 1; trail <= 3; trail++) {
          const reach = radius - trail * 4;
          if (reach > 0 && age < 14) frame.disc(burst.x + Math.cos(angle) * reach, burst.y + Math.sin(angle) * reach + sag * 0.7, 1, burst.colour);
        }
        const head = age < 12 ? 2 : 1;
        frame.disc(burst.x + Math.cos(angle) * radius, burst.y + Math.sin(angle) * radius + sag, head, age < 6 ? [255, 255, 255] : burst.colour);
      }
    }
    return frame;
  });
}

function trophy(): Frame[] {
  const FRAMES = 24;
  const GOLD: Rgb = [234, 179, 8];
  const SHADE: Rgb = [202, 138, 4];
  const SHINE: Rgb = [254, 240, 138];
  const next = random(5);
  const sparkles = Array.from({ length: 7 }, () => ({ x: 20 + next() * 120, y: 14 + next() * 90, phase: Math.floor(next() * FRAMES) }));
  return Array.from({ length: FRAMES }, (_, f) => {
    const frame = new Frame();
    const bob = Math.round(Math.sin((f / FRAMES) * Math.PI * 2) * 3);
    const cx = SIZE / 2;
    for (let y = 0; y < SIZE; y++) {
      for (let x = 0; x < SIZE; x++) {
        const dx = x - cx;
        const ty = y - bob;
        // Cup: the lower half of an ellipse.
        const cup = ty >= 40 && ty <= 92 && (dx * dx) / (36 * 36) + ((ty - 40) * (ty - 40)) / (52 * 52) <= 1;
        // Handles: rings on either side.
        const ring = (side: number) => {
          const d = Math.hypot(x - (cx + side * 38), ty - 58);
          return d >= 9 && d <= 15 && side * (x - (cx + side * 38)) >= -2;
        };
        const stem = ty > 92 && ty <= 112 && Math.abs(dx) <= 6 + (ty - 92) * 0.2;
        const base = (ty > 112 && ty <= 122 && Math.abs(dx) <= 26) || (ty > 122 && ty <= 130 && Math.abs(dx) <= 32);
        if (cup || ring(-1) || ring(1) || stem || base) frame.plot(x, y, base ? SHADE : dx < -18 && cup ? SHINE : GOLD);
      }
    }
    frame.sparkle(cx, 62 + bob, 9, [255, 255, 255]);
    for (const s of sparkles) {
      const t = (f - s.phase + FRAMES) % FRAMES;
      if (t < 8) frame.sparkle(s.x, s.y, 2 + (t < 4 ? t : 8 - t) * 2, SHINE);
    }
    return frame;
  });
}

/** A struck bell: a few harmonics, each dying away. */
function bell(samples: Float32Array, start: number, frequency: number, seconds: number, loudness = 0.5) {
  const first = Math.floor(start * SAMPLE_RATE);
  const length = Math.floor(seconds * SAMPLE_RATE);
  for (let i = 0; i < length && first + i < samples.length; i++) {
    const t = i / SAMPLE_RATE;
    const attack = Math.min(1, t / 0.004);
    const tone =
      Math.sin(2 * Math.PI * frequency * t) +
      0.4 * Math.sin(2 * Math.PI * frequency * 2.76 * t) * Math.exp(-t * 6) +
      0.2 * Math.sin(2 * Math.PI * frequency * 5.4 * t) * Math.exp(-t * 12);
    mix(samples, first + i, loudness * attack * Math.exp(-t * 4) * tone * 0.6);
  }
}

function chime() {
  const samples = new Float32Array(Math.floor(1.4 * SAMPLE_RATE));
  bell(samples, 0, 1318.5, 1.4);
  bell(samples, 0.16, 1975.5, 1.2);
  return samples;
}

function fanfare() {
  const samples = new Float32Array(Math.floor(1.6 * SAMPLE_RATE));
  const notes = [523.25, 659.25, 783.99, 1046.5];
  notes.forEach((frequency, n) => {
    const start = n * 0.13;
    const hold = n === notes.length - 1 ? 0.9 : 0.16;
    const first = Math.floor(start * SAMPLE_RATE);
    for (let i = 0; i < hold * SAMPLE_RATE; i++) {
      const t = i / SAMPLE_RATE;
      const envelope = Math.min(1, t / 0.01) * Math.exp(-t * (n === notes.length - 1 ? 2.5 : 6));
      // A brassy tone: odd harmonics of a soft square wave.
      const tone =
        Math.sin(2 * Math.PI * frequency * t) + Math.sin(2 * Math.PI * frequency * 3 * t) / 3 + Math.sin(2 * Math.PI * frequency * 5 * t) / 6;
      mix(samples, first + i, 0.28 * envelope * tone);
    }
  });
  return samples;
}

function cash() {
  const samples = new Float32Array(Math.floor(1.1 * SAMPLE_RATE));
  const next = random(3);
  // "Ka": a short burst of noise; "ching": two bright bells.
  for (let i = 0; i < 0.06 * SAMPLE_RATE; i++) mix(samples, i, (next() * 2 - 1) * 0.35 * Math.exp(-i / (0.015 * SAMPLE_RATE)));
  bell(samples, 0.07, 2637, 1.0, 0.45);
  bell(samples, 0.07, 3520, 0.8, 0.3);
  return samples;
}

mkdirSync(OUT, { recursive: true });
encodeGif("confetti.gif", confetti());
encodeGif("fireworks.gif", fireworks());
encodeGif("trophy.gif", trophy());
encodeMp3("chime.mp3", chime());
encodeMp3("fanfare.mp3", fanfare());
encodeMp3("cash.mp3", cash());
console.log(`Wrote the built-in celebration assets to ${path.relative(process.cwd(), OUT)}/`);
