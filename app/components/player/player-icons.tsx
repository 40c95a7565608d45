/** Player icons: decorative, the button holding one carries the accessible name. */
import type { ReactNode } from "react";

function Icon({ children, size = 24 }: { children: ReactNode; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** The shapes drawn filled, in one path each. */
const SHAPES = {
  play: "M8 5.14v13.72a1 1 0 0 0 1.52.85l10.9-6.86a1 1 0 0 0 0-1.7L9.52 4.29A1 1 0 0 0 8 5.14Z",
  heart:
    "M12 21s-7.5-4.6-10-9.3C.4 8.6 2.2 4.5 6 4.5c2.2 0 3.5 1.2 4.4 2.4l1.6 2 1.6-2c.9-1.2 2.2-2.4 4.4-2.4 3.8 0 5.6 4.1 4 7.2C19.5 16.4 12 21 12 21Z",
} as const;

export function ShapeIcon({ shape, size }: { shape: keyof typeof SHAPES; size?: number }) {
  return (
    <Icon size={size}>
      <path d={SHAPES[shape]} />
    </Icon>
  );
}

export function PauseIcon() {
  return (
    <Icon>
      <rect x="6" y="5" width="4" height="14" rx="1.2" />
      <rect x="14" y="5" width="4" height="14" rx="1.2" />
    </Icon>
  );
}

const SPEAKER = "M4 9.5v5a1 1 0 0 0 1 1h3l4.3 3.6a1 1 0 0 0 1.7-.77V5.67a1 1 0 0 0-1.7-.77L8 8.5H5a1 1 0 0 0-1 1Z";

export function VolumeIcon({ muted, size }: { muted: boolean; size?: number }) {
  return (
    <Icon size={size}>
      <path d={SPEAKER} />
      {muted ? (
        <path d="m17 9.5 5 5m0-5-5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
      ) : (
        <path d="M16.5 8.5a5 5 0 0 1 0 7M19.3 5.7a9 9 0 0 1 0 12.6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
      )}
    </Icon>
  );
}

export function FullscreenIcon({ active }: { active: boolean }) {
  const d = active ? "M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" : "M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5";
  return (
    <Icon>
      <path d={d} stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" fill="none" />
    </Icon>
  );
}
