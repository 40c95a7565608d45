// Served by Express ahead of Remix and ahead of compression (see server.ts): a thousand viewers
// fetch a playlist and a segment every 2 s each, and video is already compressed.
import path from "node:path";
import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { playerFetchedPlaylist } from "~/services/room/presence.server";
import { admitPlayback } from "~/services/room/playback-access.server";
import { getConfig } from "~/utils/config.server";
import { hlsAnswers } from "~/utils/metrics.server";
import { webRequestOf } from "~/utils/node-request.server";
import { answerFailure } from "./answer-failure.server";

const NAME = /^[A-Za-z0-9_-]{1,128}$/;
const TOKEN = /^[A-Za-z0-9_.-]{1,200}$/;
const FILE = /^[A-Za-z0-9_-]{1,128}\.(m3u8|ts|m4s|mp4)$/;

const CONTENT_TYPES: Record<string, string> = {
  m3u8: "application/vnd.apple.mpegurl",
  ts: "video/mp2t",
  m4s: "video/mp4",
  mp4: "video/mp4",
};

/**
 * Playlists change every segment: revalidated on every fetch. A segment never changes once
 * listed and leaves the live window within seconds, so a minute's caching gives a CDN all the
 * sharing there is. Registration-required streams are `private`: a shared cache must not hand one
 * viewer's allowed segment to someone without access (put the signed path token in front of a CDN).
 */
function cacheControl(extension: string, open: boolean) {
  if (extension === "m3u8") return open ? "no-cache" : "private, no-cache";
  return open ? "public, max-age=60" : "private, max-age=60";
}

interface HlsAddress {
  playbackId: string;
  token: string | null;
  /** Path under the playback id's folder: master.m3u8 or {rendition}/{file}. */
  file: string;
  extension: string;
}

/** The parts of /{playbackId}[/t/{token}]/{master.m3u8 | rendition/file}; "bad" for names outside the allowed characters, null for another shape. */
export function parseHlsPath(requestPath: string): HlsAddress | "bad" | null {
  const parts = requestPath.split("/").slice(1);
  const [playbackId = "", ...rest] = parts;
  let token: string | null = null;
  if (rest[0] === "t") {
    token = rest[1] ?? "";
    if (!TOKEN.test(token)) return "bad";
    rest.splice(0, 2);
  }
  if (!NAME.test(playbackId) || rest.some((part, index) => !(index === rest.length - 1 ? /^[A-Za-z0-9_.-]{1,200}$/ : NAME).test(part))) return "bad";
  const last = rest[rest.length - 1] ?? "";
  const match = FILE.exec(last);
  if (!match || rest.length > 2 || (rest.length === 1 && last !== "master.m3u8")) return null;
  return { playbackId, token, file: rest.join("/"), extension: match[1] ?? "" };
}

// Each answer is counted once sent ('finish'), whichever way it went: a listener per kind, no closure per request.
function countPlaylist(this: ServerResponse) {
  hlsAnswers.playlist(this.statusCode).inc();
}
function countSegment(this: ServerResponse) {
  hlsAnswers.segment(this.statusCode).inc();
}
function countOther(this: ServerResponse) {
  hlsAnswers.other(this.statusCode).inc();
}

/** GET/HEAD /hls/...: a stream's HLS files from DATA_DIR/hls, for whoever may watch the stream. */
export function hlsRoute(): RequestHandler {
  const root = path.resolve(getConfig().DATA_DIR, "hls");
  return (req, res, next) => {
    const address = parseHlsPath(req.path);
    res.once("finish", address === "bad" || address === null ? countOther : address.extension === "m3u8" ? countPlaylist : countSegment);
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.set("Allow", "GET, HEAD").status(405).json({ error: "Method not allowed. Use GET." });
      return;
    }
    if (address === "bad") {
      res.status(400).json({ error: "Not a video file name." });
      return;
    }
    if (!address) {
      res.status(404).json({ error: "No such video file." });
      return;
    }
    admitPlayback({
      playbackId: address.playbackId,
      token: address.token,
      cookie: req.headers.cookie ?? null,
      request: () => webRequestOf(req),
    })
      .then(({ stream, viewerId }) => {
        if (viewerId !== null && address.extension === "m3u8") {
          playerFetchedPlaylist({ viewerId, streamRowId: stream.rowId, streamId: stream.streamId });
        }
        const open = !stream.registrationRequired;
        res.sendFile(
          address.file,
          {
            root: path.join(root, address.playbackId),
            dotfiles: "deny",
            cacheControl: false,
            headers: { "Content-Type": CONTENT_TYPES[address.extension], "Cache-Control": cacheControl(address.extension, open) },
          },
          (error?: NodeJS.ErrnoException) => {
            if (!error || res.headersSent) return;
            res.set("Cache-Control", "no-cache").status(404).json({ error: "No such video file." });
          },
        );
      })
      .catch(answerFailure(res, next));
  };
}
