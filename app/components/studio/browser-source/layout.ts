// Where the composed picture puts the screen and the camera: pure geometry, in canvas pixels.

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The composed picture: 720p at 30 frames a second. */
export const COMPOSED_WIDTH = 1280;
export const COMPOSED_HEIGHT = 720;
export const COMPOSED_FPS = 30;

/** The camera's inset: this share of the picture's width, this far from its right and bottom edges, corners rounded by this share of its shorter side. */
export const PIP_WIDTH_SHARE = 0.22;
export const PIP_MARGIN_SHARE = 0.025;
export const PIP_RADIUS_SHARE = 0.12;

/** A source of `sourceWidth`×`sourceHeight` scaled to fit inside `frame` whole (letterboxed), centred. */
export function fitRect(sourceWidth: number, sourceHeight: number, frame: Rect): Rect {
  if (!(sourceWidth > 0 && sourceHeight > 0)) return { ...frame };
  const scale = Math.min(frame.width / sourceWidth, frame.height / sourceHeight);
  const width = sourceWidth * scale;
  const height = sourceHeight * scale;
  return { x: frame.x + (frame.width - width) / 2, y: frame.y + (frame.height - height) / 2, width, height };
}

/**
 * The camera's picture-in-picture in the bottom-right corner of a `canvasWidth`×`canvasHeight`
 * picture: PIP_WIDTH_SHARE of its width at the camera's own aspect ratio (16:9 when unknown), never
 * taller than half the picture, with a margin and rounded corners (`radius`).
 */
export function pipRect(canvasWidth: number, canvasHeight: number, cameraWidth: number, cameraHeight: number): Rect & { radius: number } {
  const aspect = cameraWidth > 0 && cameraHeight > 0 ? cameraWidth / cameraHeight : 16 / 9;
  let width = canvasWidth * PIP_WIDTH_SHARE;
  let height = width / aspect;
  if (height > canvasHeight / 2) {
    height = canvasHeight / 2;
    width = height * aspect;
  }
  const margin = canvasWidth * PIP_MARGIN_SHARE;
  const x = Math.round(canvasWidth - margin - width);
  const y = Math.round(canvasHeight - margin - height);
  const rounded = { width: Math.round(width), height: Math.round(height) };
  return { x, y, ...rounded, radius: Math.round(Math.min(rounded.width, rounded.height) * PIP_RADIUS_SHARE) };
}
