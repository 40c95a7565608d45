import { useState } from "react";
import { Button } from "./button";

/** Copies a text to the clipboard and says so; render it only once hydrated (it needs JavaScript). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      variant="secondary"
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(
          () => setCopied(true),
          () => setCopied(false),
        );
      }}
    >
      {copied ? "Copied" : label}
    </Button>
  );
}
