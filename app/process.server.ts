// What server.ts takes from the build, so that one process holds one copy of the app: the
// configuration and logger, the database and its migrations, the paths Express serves before
// Remix, the /ws bridge, the background jobs and shutdown. server.ts imports none of these itself
// (tests/unit/architecture.test.ts checks it); it finds them on the build's server entry.
import type { Server } from "node:http";
import { migrateToLatest } from "../db/migrate";
import { precompressedBuildRoute } from "./ahead-of-remix/build-assets.server";
import { chatPostRoute } from "./ahead-of-remix/chat-post.server";
import { hlsRoute } from "./ahead-of-remix/hls.server";
import { answerUnexpected } from "./ahead-of-remix/answer-failure.server";
import { liveEventsRoute, liveEventsStreamIdOf } from "./ahead-of-remix/live-events.server";
import { metricsRoute } from "./ahead-of-remix/metrics.server";
import { awaitingFirstAccount, FIRST_ACCOUNT_PATH } from "./services/account/server-admin.server";
import { startDelivery } from "./services/delivery/delivery.server";
import { startHousekeeping } from "./services/operations/housekeeping.server";
import { countOpenWebSockets } from "./services/operations/metrics.server";
import { attachWebSocketBridge } from "./services/room/ws-bridge.server";
import { attachBrowserIngest } from "./ahead-of-remix/browser-ingest.server";
import { BROWSER_INGEST_PATH } from "./contracts/browser-broadcast";
import { startOfferRevealJob } from "./services/selling/offer-reveal-job.server";
import { offersJoinSnapshot } from "./services/selling/offer-snapshot.server";
import { startReservationSweeper } from "./services/selling/payments/reservations.server";
import { claimVideoIngest, startVideoIngest } from "./services/video/index.server";
import { healthReport } from "./services/operations/health.server";
import { HANDOUT_TOO_LARGE } from "./contracts/handouts";
import { ConfigError, getConfig, type Config } from "./utils/config.server";
import { getDatabase } from "./utils/db.server";
import { answerRefusals } from "./utils/http.server";
import { runShutdownHooks } from "./utils/lifecycle.server";
import { getLogger } from "./utils/logger.server";

export const appProcess = {
  ConfigError,
  getConfig,
  getLogger,
  getDatabase,
  migrateToLatest,
  answerRefusals,
  runShutdownHooks,
  HANDOUT_TOO_LARGE,
  awaitingFirstAccount,
  FIRST_ACCOUNT_PATH,
  liveEventsRoute,
  liveEventsStreamIdOf,
  answerUnexpected,
  hlsRoute,
  chatPostRoute,
  precompressedBuildRoute,
  metricsRoute,
  healthReport,
  /** Before listening: the ingest process takes the ingest lock, or the server refuses to start (a ConfigError). */
  claimRoles: claimVideoIngest,
  /** The jobs a listening server runs: delivery, housekeeping, offer reveals, held units, the ingest. */
  async startJobs(config: Config) {
    startHousekeeping();
    startOfferRevealJob();
    startReservationSweeper();
    startDelivery(config);
    await startVideoIngest();
  },
  /**
   * The WebSockets: the /ws bridge, with the offers a client receives on joining (selling's,
   * handed to the room), and the studio's browser broadcasts.
   */
  attachWebSockets(server: Server, config: Config) {
    const bridge = attachWebSocketBridge(server, {
      publicUrl: config.PUBLIC_URL,
      joinSnapshot: offersJoinSnapshot,
      pingIntervalMs: config.WS_PING_INTERVAL_MS,
      servedElsewhere: [BROWSER_INGEST_PATH],
    });
    const browserIngest = attachBrowserIngest(server, { publicUrl: config.PUBLIC_URL });
    const stopCounting = countOpenWebSockets(bridge.clientCount);
    return {
      async close() {
        await Promise.all([bridge.close(), browserIngest.close()]);
        stopCounting();
      },
      clientCount: bridge.clientCount,
    };
  },
};

export type AppProcess = typeof appProcess;
