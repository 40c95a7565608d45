import { useState } from "react";
import { Button } from "./button";

/**
 * Copies a text to the clipboard and says so, for `copiedFor` milliseconds or, without it, until the
 * page changes; render it only once hydrated (it needs JavaScript).
 */
export function CopyButton({
  text,
  label,
  copiedFor,
  className,
  "aria-label": ariaLabel,
}: {
  text: string;
  label: string;
  copiedFor?: number;
  className?: string;
  "aria-label"?: string;
}) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      variant="secondary"
      className={className}
      aria-label={ariaLabel}
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(
          () => {
            setCopied(true);
            if (copiedFor !== undefined) setTimeout(() => setCopied(false), copiedFor);
          },
          () => setCopied(false),
        );
      }}
    >
      {copied ? "Copied" : label}
    </Button>
  );
}
