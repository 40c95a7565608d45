import type { AccountTables } from "./schema/accounts";
import type { ProductTables } from "./schema/product";

export interface Database extends AccountTables, ProductTables {}
