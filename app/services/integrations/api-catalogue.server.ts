// Every JSON call the app serves, described once, one file per area under api-calls/: the OpenAPI
// document (/api/openapi.json) and the reference page (/docs/api) are both built from this list, and
// a test holds it to the route files (every route and method here, nothing here that the routes do
// not serve), so it cannot drift.
import { eventsCalls } from "./api-calls/events.server";
import { registrationsCalls } from "./api-calls/registrations.server";
import { streamsCalls } from "./api-calls/streams.server";
import { chatAndModerationCalls } from "./api-calls/chat-and-moderation.server";
import { overlaysAndLandingPageCalls } from "./api-calls/overlays-and-landing-page.server";
import { questionsAndPollsCalls } from "./api-calls/questions-and-polls.server";
import { offersAndPurchasesCalls } from "./api-calls/offers-and-purchases.server";
import { replaysAndRecordingsCalls } from "./api-calls/replays-and-recordings.server";
import { followUpsAndHandoutsCalls } from "./api-calls/follow-ups-and-handouts.server";
import { teamCalls } from "./api-calls/team.server";
import { webhooksCalls } from "./api-calls/webhooks.server";
import { viewersCalls } from "./api-calls/viewers.server";
import { accountCalls } from "./api-calls/account.server";
import type { ApiCall } from "./api-calls/define.server";

export * from "./api-calls/define.server";

export const API_CALLS: ApiCall[] = [
  ...eventsCalls,
  ...registrationsCalls,
  ...streamsCalls,
  ...chatAndModerationCalls,
  ...overlaysAndLandingPageCalls,
  ...questionsAndPollsCalls,
  ...offersAndPurchasesCalls,
  ...replaysAndRecordingsCalls,
  ...followUpsAndHandoutsCalls,
  ...teamCalls,
  ...webhooksCalls,
  ...viewersCalls,
  ...accountCalls,
];
