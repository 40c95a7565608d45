import type { LandingPageSettings } from "~/contracts/live-events";

/** The Landing Page tab: the stream's saved settings and where viewers see them (null without an event). */
export interface LandingTabData {
  settings: LandingPageSettings;
  publicPath: string | null;
}
