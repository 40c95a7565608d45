import * as z from "zod";

/** The largest id an integer column holds on both databases. */
export const MAX_ROW_ID = 2_147_483_647;

/** A row's id in a JSON body: a positive whole number that fits an integer column; `message` for anything else. */
export const rowIdSchema = (message: string) => z.number({ error: message }).int(message).min(1, message).max(MAX_ROW_ID, message);
