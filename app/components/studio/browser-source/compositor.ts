// "Screen and camera": the shared screen scaled to fit and the camera in the bottom-right corner,
// drawn on a 1280×720 canvas 30 times a second; the canvas's own track is what gets recorded.
// With only one of the two, that one fills the picture.
import { COMPOSED_FPS, COMPOSED_HEIGHT, COMPOSED_WIDTH, fitRect, pipRect, type Rect } from "./layout";
import { startTicker } from "./ticker";

const BACKGROUND = "#0b1120";

/** A <video> outside the page that plays a track, so its current frame can be drawn. */
function playerFor(track: MediaStreamTrack): HTMLVideoElement {
  const video = document.createElement("video");
  video.muted = true;
  video.playsInline = true;
  video.srcObject = new MediaStream([track]);
  void video.play().catch(() => {});
  return video;
}

function hasFrame(video: HTMLVideoElement | null): video is HTMLVideoElement {
  return video !== null && video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth > 0;
}

function release(video: HTMLVideoElement | null) {
  if (!video) return;
  video.pause();
  video.srcObject = null;
}

export class Compositor {
  private readonly canvas: HTMLCanvasElement;
  private readonly context: CanvasRenderingContext2D;
  private readonly output: MediaStream;
  private readonly stopTicker: () => void;
  private screen: HTMLVideoElement | null = null;
  private camera: HTMLVideoElement | null = null;

  constructor() {
    this.canvas = document.createElement("canvas");
    this.canvas.width = COMPOSED_WIDTH;
    this.canvas.height = COMPOSED_HEIGHT;
    const context = this.canvas.getContext("2d", { alpha: false });
    if (!context) throw new Error("This browser cannot draw on a canvas.");
    this.context = context;
    this.draw();
    this.output = this.canvas.captureStream(COMPOSED_FPS);
    this.stopTicker = startTicker(1000 / COMPOSED_FPS, () => this.draw());
  }

  /** The composed video track. */
  get track(): MediaStreamTrack {
    return this.output.getVideoTracks()[0]!;
  }

  setScreen(track: MediaStreamTrack | null) {
    release(this.screen);
    this.screen = track ? playerFor(track) : null;
  }

  setCamera(track: MediaStreamTrack | null) {
    release(this.camera);
    this.camera = track ? playerFor(track) : null;
  }

  private draw() {
    const { context: ctx } = this;
    const frame: Rect = { x: 0, y: 0, width: COMPOSED_WIDTH, height: COMPOSED_HEIGHT };
    ctx.fillStyle = BACKGROUND;
    ctx.fillRect(0, 0, COMPOSED_WIDTH, COMPOSED_HEIGHT);
    const screen = hasFrame(this.screen) ? this.screen : null;
    const camera = hasFrame(this.camera) ? this.camera : null;
    if (screen) {
      const at = fitRect(screen.videoWidth, screen.videoHeight, frame);
      ctx.drawImage(screen, at.x, at.y, at.width, at.height);
    }
    if (camera && screen) {
      const pip = pipRect(COMPOSED_WIDTH, COMPOSED_HEIGHT, camera.videoWidth, camera.videoHeight);
      ctx.save();
      ctx.shadowColor = "rgba(0, 0, 0, 0.45)";
      ctx.shadowBlur = 18;
      ctx.beginPath();
      ctx.roundRect(pip.x, pip.y, pip.width, pip.height, pip.radius);
      ctx.fillStyle = BACKGROUND;
      ctx.fill();
      ctx.shadowColor = "transparent";
      ctx.clip();
      ctx.drawImage(camera, pip.x, pip.y, pip.width, pip.height);
      ctx.restore();
      ctx.beginPath();
      ctx.roundRect(pip.x, pip.y, pip.width, pip.height, pip.radius);
      ctx.lineWidth = 2;
      ctx.strokeStyle = "rgba(255, 255, 255, 0.7)";
      ctx.stroke();
    } else if (camera) {
      const at = fitRect(camera.videoWidth, camera.videoHeight, frame);
      ctx.drawImage(camera, at.x, at.y, at.width, at.height);
    }
  }

  stop() {
    this.stopTicker();
    release(this.screen);
    release(this.camera);
    this.screen = null;
    this.camera = null;
    for (const track of this.output.getTracks()) track.stop();
  }
}
