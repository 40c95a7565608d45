// hls.js ships types for its full build only; the light build has the same API minus
// alternate audio, subtitles, DRM, CMCD and interstitials, none of which the player uses.
declare module "hls.js/dist/hls.light.mjs" {
  export * from "hls.js";
  export { default } from "hls.js";
}
