import type { NextFunction, Response } from "express";
import { httpErrorOf } from "~/utils/http.server";

/**
 * A fast path's failure: an HttpError (or a database outage, 503) answered as every JSON call
 * answers it; anything else to Express's error handler.
 */
export function answerFailure(res: Response, next: NextFunction) {
  return (error: unknown) => {
    const known = httpErrorOf(error);
    if (!known) next(error);
    else if (!res.headersSent) res.status(known.status).set(known.headers).json(known.body);
    else res.end();
  };
}
