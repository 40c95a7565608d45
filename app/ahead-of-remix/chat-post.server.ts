// POST /api/streams/{streamId}/chat, served by Express ahead of the Remix handler (see server.ts):
// the busiest write of a live stream (thousands of messages a second) skips Remix's request
// conversion and route matching, which cost 2.6x in throughput, and the request log, security
// headers and compression. GET of the same URL is the Remix route
// app/routes/api.streams.$streamId.chat.ts. server.ts mounts this behind the same-origin guard and
// the declared-body limit.
import type { Request as ExpressRequest, RequestHandler } from "express";
import { chatPostSchema } from "~/schemas/chat";
import { postChatFromRequest } from "~/services/room/chat/messages.server";
import { countChatAccepted, countChatRefused } from "~/services/room/chat/post-outcomes.server";
import { bodyTooLarge, checkJsonHeaders, parseJsonBodyText, validationError } from "~/utils/http.server";
import { answerFailure, sendJson } from "./answer-failure.server";
import { webRequestOf } from "~/utils/node-request.server";

const BODY_LIMIT = 16 * 1024;

function readBody(req: ExpressRequest): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT) {
        // The server discards the rest once the answer is sent.
        cleanup();
        reject(bodyTooLarge(BODY_LIMIT));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks).toString("utf8"));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  });
}

async function readJsonBody(req: ExpressRequest): Promise<unknown> {
  checkJsonHeaders({ contentType: req.get("Content-Type"), contentLength: req.get("Content-Length"), maxBytes: BODY_LIMIT });
  return parseJsonBodyText(await readBody(req));
}

/** Express handler for POST /api/streams/:streamId/chat → 201 with the stored message. */
export function chatPostRoute(): RequestHandler {
  return (req, res, next) => {
    (async () => {
      const parsed = chatPostSchema.safeParse(await readJsonBody(req));
      if (!parsed.success) throw validationError(parsed.error);
      const message = await postChatFromRequest({
        request: () => webRequestOf(req, "POST"),
        streamId: String(req.params.streamId ?? ""),
        input: parsed.data,
      });
      sendJson(res, 201, message);
    })()
      .then(countChatAccepted, countChatRefused)
      .catch(answerFailure(res, next));
  };
}
