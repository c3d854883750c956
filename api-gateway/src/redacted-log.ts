/**
 * A logger that never writes a secret: every string in a line's fields and message has it replaced,
 * errors included (message, stack, cause). The server builds' key is in the URL of every chunk a
 * render loads, and a failed load names its chunk; a log line is read by far more people than the
 * key should be.
 */
import type { Logger } from '@gg/service-kit';

export const REDACTED = '[redacted]';
/** Nesting followed into a line's fields; deeper values are written as they are (log fields are shallow). */
const MAX_DEPTH = 6;

type LineLog = Pick<Logger, 'warn' | 'info'>;

export function redactedLog<L extends LineLog>(log: L, secret: string | undefined): LineLog {
  if (!secret) return log;
  const scrub = (value: unknown, depth: number): unknown => {
    if (typeof value === 'string') return value.includes(secret) ? value.split(secret).join(REDACTED) : value;
    if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH) return value;
    if (value instanceof Error) {
      // still an Error, so the logger's error serializer writes it as one
      const copy = new Error(scrub(value.message, depth + 1) as string, value.cause === undefined ? undefined : { cause: scrub(value.cause, depth + 1) });
      copy.name = value.name;
      copy.stack = scrub(value.stack, depth + 1) as string | undefined;
      for (const [k, v] of Object.entries(value)) (copy as unknown as Record<string, unknown>)[k] = scrub(v, depth + 1);
      return copy;
    }
    if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrub(v, depth + 1)]));
  };
  const line = (level: keyof LineLog) => (fieldsOrMessage: unknown, message?: string) => {
    if (typeof fieldsOrMessage === 'string') log[level](scrub(fieldsOrMessage, 0) as string);
    else log[level](scrub(fieldsOrMessage, 0) as object, message === undefined ? undefined : scrub(message, 0) as string);
  };
  return { warn: line('warn'), info: line('info') } as LineLog;
}
