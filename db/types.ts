import type { AccountTables } from "./schema/accounts";
import type { HostSettingsTables } from "./schema/host-settings";
import type { ProductTables } from "./schema/product";

export interface Database extends AccountTables, ProductTables, HostSettingsTables {}
