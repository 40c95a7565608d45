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
};
