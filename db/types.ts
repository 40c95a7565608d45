import type { AccountTables } from "./schema/accounts";
import type { ChatFilterTables } from "./schema/chat-filters";
import type { HandoutTables } from "./schema/handouts";
import type { HostSettingsTables } from "./schema/host-settings";
import type { ModerationTables } from "./schema/moderation";
import type { OnDemandTables } from "./schema/on-demand";
import type { ProductTables } from "./schema/product";
import type { RecordingTables } from "./schema/recordings";
import type { ReplayTables } from "./schema/replays";
import type { PollTables } from "./schema/polls";
import type { ProcessHeartbeatTables } from "./schema/process-heartbeats";
import type { SellingTables } from "./schema/selling";
import type { TeamTables } from "./schema/team";
import type { WebhookTables } from "./schema/webhooks";

export interface Database
  extends
    AccountTables,
    ProductTables,
    HostSettingsTables,
    RecordingTables,
    SellingTables,
    HandoutTables,
    PollTables,
    ChatFilterTables,
    ModerationTables,
    TeamTables,
    ReplayTables,
    OnDemandTables,
    WebhookTables,
    ProcessHeartbeatTables {}
