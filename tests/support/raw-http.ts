import http from "node:http";

export interface RawRequest {
  method: string;
  /** Sent exactly as given: no dot-segment removal or re-encoding (which fetch would do). */
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

export interface RawResponse {
  status: number;
  contentType: string;
  text: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One request to `baseUrl` over a kept-alive connection; the whole answer is read. */
export function rawRequest(baseUrl: string, request: RawRequest): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        agent,
        hostname,
        port,
        method: request.method,
        path: request.path,
        headers: { ...request.headers, ...(body ? { "Content-Length": String(body.length) } : {}) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: String(response.headers["content-type"] ?? ""),
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}
