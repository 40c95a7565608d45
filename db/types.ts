import type { AccountTables } from "./schema/accounts";
import type { HostSettingsTables } from "./schema/host-settings";
import type { ProductTables } from "./schema/product";
import type { RecordingTables } from "./schema/recordings";
import type { SellingTables } from "./schema/selling";

export interface Database extends AccountTables, ProductTables, HostSettingsTables, RecordingTables, SellingTables {}
