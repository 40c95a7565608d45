import * as z from "zod";
import { MAX_ROW_ID } from "~/utils/row-id";

/** A row's id in a JSON body: a positive whole number that fits an integer column; `message` for anything else. */
export const rowIdSchema = (message: string) => z.number({ error: message }).int(message).min(1, message).max(MAX_ROW_ID, message);
