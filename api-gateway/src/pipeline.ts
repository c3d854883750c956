import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Middlewares run one after another as a single one. The router matches (and under a mount path
 * trims and restores) the URL again for every handler it holds, on every request; the gateway's
 * /api steps are fixed, so they run here in order instead. An error, passed on or thrown, goes to
 * `next` as it would from the router.
 */
export function series(handlers: readonly RequestHandler[]): RequestHandler {
  const run = (i: number, req: Request, res: Response, next: NextFunction): void => {
    const handler = handlers[i];
    if (!handler) { next(); return; }
    try {
      const result: unknown = handler(req, res, (err?: unknown) => { if (err) next(err); else run(i + 1, req, res, next); });
      if (result instanceof Promise) result.catch(next);
    } catch (err) {
      next(err);
    }
  };
  return (req, res, next) => run(0, req, res, next);
}
