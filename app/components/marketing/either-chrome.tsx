import type { ReactNode } from "react";
import { HostShell } from "~/components/host-shell/host-shell";
import { PublicChrome } from "~/components/public-chrome";
import type { PublicUser } from "~/models/user.server";

interface EitherChromeProps {
  user: PublicUser | null;
  contact: { contactEmail: string; contactPhone: string };
  children: ReactNode;
}

/**
 * For the few addresses both a signed-in host and an anonymous visitor reach (/templates, /webinars):
 * the host's shell for a host, the public chrome (header, footer, support chat) for everyone else.
 */
export function EitherChrome({ user, contact, children }: EitherChromeProps) {
  if (user) {
    return <HostShell user={user}>{children}</HostShell>;
  }
  return <PublicChrome contact={contact}>{children}</PublicChrome>;
}
