// What a video provider can do, as pages and components read it: they decide on these, never on
// the provider's name, so another video host changes none of them.

/** What a stream's video provider can do. */
export interface VideoCapabilities {
  /** "Send a test stream": a test pattern and a tone through this server's own ingest. */
  testStream: boolean;
  /** The stream goes live and offline by itself as the encoder's video arrives and stops; otherwise the host presses Go Live. */
  liveByItself: boolean;
  /**
   * The encoder's video is packaged on this server (ffmpeg), so the encoder needs exact settings
   * (the Stream Setup card lists OBS's) and the host gets the stream's health figures.
   */
  packagesHere: boolean;
  /** Recordings are kept on this server and trimmed at whole segments; otherwise the provider keeps them whole. */
  recordsHere: boolean;
  /** The studio can go live from the browser (camera, screen): its recording is packaged here like an encoder's. */
  browserSource: boolean;
}

/** The streaming provider's badge on the dashboard's System status and the Stream Setup card. */
export type ProviderBadgeKind = "built-in" | "connected" | "manual" | "setup";
