import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";

/** A section of the settings pages: a tile under its heading. */
export function SettingsCard({ titleId, title, children }: { titleId: string; title: string; children: ReactNode }) {
  return (
    <Card variant="tile" titleSize="panel" titleId={titleId} title={title}>
      {children}
    </Card>
  );
}
