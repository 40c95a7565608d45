import type { Migration } from "kysely";
import * as accounts from "./0001_accounts";
import * as product from "./0002_product";
import * as eventsDelivery from "./0003_events_delivery";
import * as watchPresence from "./0004_watch_presence";
import * as hearts from "./0005_hearts";
import * as overlayPresets from "./0006_overlay_presets";
import * as inviteRequests from "./0007_invite_requests";
import * as hostSettings from "./0008_host_settings";
import * as apiKeys from "./0009_api_keys";
import * as mailDelivery from "./0010_mail_delivery";
import * as signInThrottle from "./0011_sign_in_throttle";
import * as sharedRateLimits from "./0012_shared_rate_limits";
import * as twoFactor from "./0013_two_factor";
import * as selfHostedVideo from "./0014_self_hosted_video";
import * as recordings from "./0015_recordings";
import * as selling from "./0016_selling";
import * as chatOpen from "./0017_chat_open";
import * as waitingRoom from "./0018_waiting_room";
import * as questions from "./0019_questions";
import * as polls from "./0020_polls";
import * as handouts from "./0021_handouts";
import * as roomGates from "./0022_room_gates";
import * as blockedWords from "./0023_blocked_words";
import * as moderation from "./0024_moderation";
import * as team from "./0025_team";
import * as replays from "./0026_replays";
import * as onDemand from "./0027_on_demand";
import * as webhooks from "./0028_webhooks";
import * as apiKeyScopes from "./0029_api_key_scopes";
import * as soldOutRefunds from "./0030_sold_out_refunds";
import * as testBroadcasts from "./0031_test_broadcasts";
import * as testStreamRequests from "./0032_test_stream_requests";
import * as processHeartbeats from "./0033_process_heartbeats";

/** Listed statically so the migrator needs no file-system lookups at run time. Append only. */
export const migrations: Record<string, Migration> = {
  "0001_accounts": accounts,
  "0002_product": product,
  "0003_events_delivery": eventsDelivery,
  "0004_watch_presence": watchPresence,
  "0005_hearts": hearts,
  "0006_overlay_presets": overlayPresets,
  "0007_invite_requests": inviteRequests,
  "0008_host_settings": hostSettings,
  "0009_api_keys": apiKeys,
  "0010_mail_delivery": mailDelivery,
  "0011_sign_in_throttle": signInThrottle,
  "0012_shared_rate_limits": sharedRateLimits,
  "0013_two_factor": twoFactor,
  "0014_self_hosted_video": selfHostedVideo,
  "0015_recordings": recordings,
  "0016_selling": selling,
  "0017_chat_open": chatOpen,
  "0018_waiting_room": waitingRoom,
  "0019_questions": questions,
  "0020_polls": polls,
  "0021_handouts": handouts,
  "0022_room_gates": roomGates,
  "0023_blocked_words": blockedWords,
  "0024_moderation": moderation,
  "0025_team": team,
  "0026_replays": replays,
  "0027_on_demand": onDemand,
  "0028_webhooks": webhooks,
  "0029_api_key_scopes": apiKeyScopes,
  "0030_sold_out_refunds": soldOutRefunds,
  "0031_test_broadcasts": testBroadcasts,
  "0032_test_stream_requests": testStreamRequests,
  "0033_process_heartbeats": processHeartbeats,
};
