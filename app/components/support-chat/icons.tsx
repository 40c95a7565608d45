// Icons of the chat panel (its own chunk); the launcher draws its own.
import { LineIcon } from "~/components/ui/line-icon";

/** The panel's controls, drawn alike: each a path or two. */
const CONTROL_PATHS = {
  minimise: ["M6 12h12"],
  expand: ["M6 15l6-6 6 6"],
  close: ["M6 6l12 12M18 6L6 18"],
  send: ["M4 12l16-8-6 16-2.5-6.5z", "M11.5 13.5L20 4"],
} as const;

export function ControlIcon({ name }: { name: keyof typeof CONTROL_PATHS }) {
  return (
    <LineIcon size={18} strokeWidth={2.2}>
      {CONTROL_PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </LineIcon>
  );
}

export function HeadsetIcon() {
  return (
    <LineIcon size={20}>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="13" width="4" height="6" rx="1.5" />
      <rect x="17" y="13" width="4" height="6" rx="1.5" />
      <path d="M19 19a3 3 0 0 1-3 3h-3" />
    </LineIcon>
  );
}
