import { LineIcon } from "~/components/ui/line-icon";

// The cards' line icons (drawn, so they look the same on every system, unlike emoji).
const PATHS = {
  countdown: "M12 21a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM12 9v4l2.5 1.5M9 2h6",
  alert: "M6 9a6 6 0 1 1 12 0c0 6 2.5 7.5 2.5 7.5h-17S6 15 6 9zM10 20a2 2 0 0 0 4 0",
  progressbar: "M3 12h18M3 7h18v10H3zM3 12h11",
  "gif-sound": "M12 3l2.4 5.2 5.6.6-4.2 3.8 1.2 5.6L12 15.4 7 18.2l1.2-5.6L4 8.8l5.6-.6z",
  active: "M12 12h.01M8.5 8.5a5 5 0 0 0 0 7M15.5 8.5a5 5 0 0 1 0 7M5.6 5.6a9 9 0 0 0 0 12.8M18.4 5.6a9 9 0 0 1 0 12.8",
  presets: "M12 3l9 5-9 5-9-5zM3 13l9 5 9-5M3 17.5l9 5 9-5",
} as const;

export type OverlayIconName = keyof typeof PATHS;

export function OverlayIcon({ name, size = 20 }: { name: OverlayIconName; size?: number }) {
  return (
    <LineIcon size={size}>
      <path d={PATHS[name]} />
    </LineIcon>
  );
}
