import type { NextFunction, Response } from "express";
import { HttpError } from "~/utils/http.server";

/** A fast path's failure: an HttpError answered as every JSON call answers it; anything else to Express's error handler. */
export function answerFailure(res: Response, next: NextFunction) {
  return (error: unknown) => {
    if (error instanceof HttpError) res.status(error.status).set(error.headers).json(error.body);
    else next(error);
  };
}
