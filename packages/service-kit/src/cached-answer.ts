/**
 * A contract-checked JSON answer worked out once per version of its data: validated, serialised,
 * tagged (a strong ETag, the body's hash) and compressed (gzip and brotli, off the event loop) the
 * first time it is asked for; every later request gets the stored bytes, in the encoding it
 * accepts, or 304 when its If-None-Match names them. For answers whose data changes rarely (the
 * guide's content, lists that change with a deploy or a provider refresh): a new version costs one
 * validation, one serialisation and a best-level compression.
 */
import type { Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { z } from 'zod';
import { errorBody } from './errors';

/** Below this a compressed body saves less than its headers cost (the compression middleware's default too). */
export const COMPRESS_MIN_BYTES = 1024;

type Coding = 'br' | 'gzip';

interface Entry {
  version: unknown;
  body: Buffer;
  /** One strong ETag per representation, all made from the body's hash. */
  etags: Record<Coding | 'identity', string>;
  /** Filled in when the background compression finishes; until then the body goes as it is. */
  encoded: Partial<Record<Coding, Buffer>>;
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Accept-Encoding values repeat (each browser sends one of a few), so each is parsed once. */
const parsed = new Map<string, Coding[]>();

/** The codings a client accepts, best first: br (smaller) unless it prefers gzip. */
export function acceptedCodings(header: string | undefined): Coding[] {
  if (!header) return [];
  let codings = parsed.get(header);
  if (codings) return codings;
  const q: Record<string, number> = {};
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q[name] = Number.isFinite(value) ? value : 0;
  }
  const of = (coding: string) => q[coding] ?? q['*'] ?? 0;
  codings = (['br', 'gzip'] as const).filter((c) => of(c) > 0).sort((a, b) => of(b) - of(a));
  if (parsed.size >= 256) parsed.clear(); // a client making up values cannot grow it without bound
  parsed.set(header, codings);
  return codings;
}

/** Whether the request's If-None-Match names one of the entry's representations (weak comparison, as for GET). */
function notModified(req: Request, entry: Entry): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  // like Express's freshness check: a request that says no-cache wants the whole answer
  if (req.headers['cache-control']?.includes('no-cache')) return false;
  if (header.trim() === '*') return true;
  const { identity, br, gzip: gz } = entry.etags;
  return header.split(',').some((tag) => {
    const opaque = tag.trim().replace(/^W\//, '');
    return opaque === identity || opaque === br || opaque === gz;
  });
}

export interface CachedAnswerOptions {
  /** Entries kept (one per key); the oldest goes first. */
  maxEntries?: number;
}

export interface SendOptions {
  /** Tells apart answers of one route that depend on a parameter (a rule id). */
  key?: string;
  /** Changes whenever the data behind the answer changes; by default the data never does (it ships with the code). */
  version?: unknown;
}

export function cachedAnswer<S extends z.ZodType>(schema: S, { maxEntries = 500 }: CachedAnswerOptions = {}) {
  const entries = new Map<string, Entry>();

  /** Validates and serialises; undefined (after a 500 answer) when the data breaks its contract. */
  function build(res: Response, data: z.input<S>, version: unknown): Entry | undefined {
    const result = schema.safeParse(data);
    if (!result.success) {
      const log = (res.req as Partial<Pick<Request, 'log'>>).log;
      if (log) log.error({ issues: result.error.issues.slice(0, 5) }, 'response failed its contract');
      else console.error('Response failed its contract', result.error.issues.slice(0, 5));
      res.status(500).json(errorBody(500, 'contract_violation', 'The service produced an invalid response'));
      return undefined;
    }
    const body = Buffer.from(JSON.stringify(result.data));
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
    const entry: Entry = { version, body, etags: { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gz"` }, encoded: {} };
    if (body.length >= COMPRESS_MIN_BYTES) {
      // In the thread pool: a best-level brotli of a large answer takes a few hundred ms, once.
      const brotliParams = { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length };
      void brotli(body, { params: brotliParams }).then((b) => { entry.encoded.br = b; }, () => undefined);
      void gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }).then((g) => { entry.encoded.gzip = g; }, () => undefined);
    }
    return entry;
  }

  return {
    /**
     * Answers with the stored bytes for (key, version), working them out from `data()` first if
     * there are none; `data` is not called when they exist. An error `data()` throws (a 404) is
     * the caller's, as with any handler.
     */
    send(res: Response, data: () => z.input<S>, { key = '', version }: SendOptions = {}): void {
      let entry = entries.get(key);
      if (!entry || entry.version !== version) {
        entry = build(res, data(), version);
        if (!entry) return;
        entries.delete(key);
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(key, entry);
      }
      const req = res.req;
      const compressible = entry.body.length >= COMPRESS_MIN_BYTES;
      const coding = compressible ? acceptedCodings(req.headers['accept-encoding']).find((c) => entry.encoded[c]) : undefined;
      if (compressible) res.setHeader('Vary', 'Accept-Encoding');
      // one tag per representation, as a strong ETag must be; If-None-Match may name any of them
      res.setHeader('ETag', entry.etags[coding ?? 'identity']);
      if (notModified(req, entry)) {
        res.statusCode = 304;
        res.end();
        return;
      }
      const body = coding ? entry.encoded[coding]! : entry.body;
      res.statusCode = 200;
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Content-Length', body.length);
      if (coding) res.setHeader('Content-Encoding', coding);
      res.end(body);
    },
  };
}

export type CachedAnswer<S extends z.ZodType> = ReturnType<typeof cachedAnswer<S>>;
