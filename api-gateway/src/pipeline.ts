import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Middlewares run one after another as a single one. The router matches (and under a mount path
 * trims and restores) the URL again for every handler it holds, on every request; the gateway's
 * fixed steps run here in order instead, with one `next` per request for all of them. An error,
 * passed on or thrown, goes to `next` as it would from the router.
 */
export function series(handlers: readonly RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    let i = 0;
    const step = (err?: unknown): void => {
      if (err) { next(err); return; }
      const handler = handlers[i++];
      if (!handler) { next(); return; }
      try {
        const result: unknown = handler(req, res, step);
        if (result instanceof Promise) result.catch(next);
      } catch (thrown) {
        next(thrown);
      }
    };
    step();
  };
}
