import { LineIcon } from "~/components/ui/line-icon";

export function CheckIcon({ size = 16 }: { size?: number }) {
  return (
    <LineIcon size={size} strokeWidth={2.5}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </LineIcon>
  );
}

export function ClockIcon({ size = 20 }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </LineIcon>
  );
}

export function MailIcon({ size = 30 }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3.5 6.5l8.5 6.5 8.5-6.5" />
    </LineIcon>
  );
}
