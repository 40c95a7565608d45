// GIF + sound presets every stream has from the start: small files the project makes itself
// (scripts/make-overlay-assets.ts writes them to public/overlays/). They are offered beside the
// host's own presets and cannot be deleted.

export interface BuiltinPreset {
  /** A select value that never collides with a stored preset's numeric id. */
  id: `builtin-${string}`;
  name: string;
  message: string;
  gifUrl: string;
  soundUrl: string;
}

export const BUILTIN_PRESETS: readonly BuiltinPreset[] = [
  {
    id: "builtin-confetti",
    name: "Confetti",
    message: "FIRSTNAME just enrolled! Welcome aboard!",
    gifUrl: "/overlays/confetti.gif",
    soundUrl: "/overlays/chime.mp3",
  },
  {
    id: "builtin-fireworks",
    name: "Fireworks",
    message: "Big welcome to FIRSTNAME!",
    gifUrl: "/overlays/fireworks.gif",
    soundUrl: "/overlays/fanfare.mp3",
  },
  {
    id: "builtin-trophy",
    name: "Trophy",
    message: "FIRSTNAME just claimed a spot!",
    gifUrl: "/overlays/trophy.gif",
    soundUrl: "/overlays/cash.mp3",
  },
];

export const findBuiltinPreset = (id: string) => BUILTIN_PRESETS.find((preset) => preset.id === id) ?? null;
