import { json } from "@remix-run/node";
import type { MuxConfig } from "~/contracts/streams";
import { signedIn } from "~/routes/shared.account/signed-in.server";
import { getConfig } from "~/utils/config.server";
import { apiRoute } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  /** Whether Mux's API token is configured (host UI only; reveals nothing else). */
  GET: signedIn(async () => {
    const config = getConfig();
    return json({ configured: Boolean(config.MUX_TOKEN_ID && config.MUX_TOKEN_SECRET) } satisfies MuxConfig, {
      headers: { "Cache-Control": "no-store" },
    });
  }),
});
