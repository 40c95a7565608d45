import { Parser } from "@asyncapi/parser";
import { describe, expect, it } from "vitest";
import { LIVE_EVENT_TYPES } from "~/contracts/live-events";
import { buildAsyncApiDocument } from "~/services/integrations/asyncapi.server";

const document = buildAsyncApiDocument({ origin: "https://showup.example" });

describe("the AsyncAPI document of the live channels", () => {
  it("is valid AsyncAPI 3 by the AsyncAPI parser, with no error and no warning", async () => {
    const { document: parsed, diagnostics } = await new Parser().parse(JSON.stringify(document));
    expect(diagnostics.map((d) => `${d.severity} ${d.code}: ${d.message} at ${d.path.join(".")}`)).toEqual([]);
    expect(parsed?.version()).toBe("3.1.0");
  });

  it("names every live event the server publishes, on the SSE channel and on /ws, each with its payload schema", () => {
    const sse = Object.keys(document.channels.liveEvents.messages);
    expect(sse.sort()).toEqual([...LIVE_EVENT_TYPES].sort());
    for (const type of LIVE_EVENT_TYPES) {
      const payload = document.components.messages[type]?.payload as { $ref: string };
      expect(document.components.schemas[payload.$ref.split("/").pop() ?? ""], type).toBeDefined();
      expect(document.channels.socket.messages[`socket_${type}`], type).toBeDefined();
    }
    expect(Object.keys(document.channels.socket.messages)).toEqual(
      expect.arrayContaining([
        "client_join",
        "client_ping",
        "client_pong",
        "server_joined",
        "server_ping",
        "server_error",
        "server_connection_established",
      ]),
    );
  });
});
