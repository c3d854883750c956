/**
 * What environment a manifest gives a process, read the way the kubelet builds it (env entries,
 * then ConfigMaps through envFrom, Secrets through secretKeyRef), and how it compares with the
 * process's config schema: unknown keys, required keys left unset, values the schema refuses.
 */
import type { z } from 'zod';
import type { KubernetesObject } from './kubernetes-manifests';

export interface Container {
  name: string;
  image: string;
  ports?: Array<{ name?: string; containerPort: number }>;
  env?: Array<{ name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string }; configMapKeyRef?: { name: string; key: string }; fieldRef?: { fieldPath: string } } }>;
  envFrom?: Array<{ configMapRef?: { name: string }; secretRef?: { name: string } }>;
  [field: string]: unknown;
}

export interface PodSpec { containers: Container[]; terminationGracePeriodSeconds?: number; [field: string]: unknown }

export const podSpecOf = (o: KubernetesObject): PodSpec => (o.spec as { template: { spec: PodSpec } }).template.spec;

/** A field a pod reads from itself (fieldRef): a stand-in of the right shape. */
const FIELD_STAND_INS: Record<string, string> = { 'metadata.name': 'sports-7d9f8c6b5-x2k4q', 'metadata.namespace': 'gridiron', 'status.podIP': '10.0.0.7' };

/**
 * The container's environment: key -> value. Secrets are looked up in `objects` and then in
 * `secretsMadeElsewhere` (the shape of the ones production makes out of band); a reference that
 * resolves in neither is an error, as it would keep the pod from starting.
 */
export function containerEnvironment(container: Container, objects: readonly KubernetesObject[], secretsMadeElsewhere: readonly KubernetesObject[] = []): Record<string, string> {
  const find = (kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata.name === name)
    ?? (kind === 'Secret' ? secretsMadeElsewhere.find((o) => o.kind === kind && o.metadata.name === name) : undefined);
  const dataOf = (kind: string, name: string): Record<string, string> => {
    const object = find(kind, name) as (KubernetesObject & { data?: Record<string, string>; stringData?: Record<string, string> }) | undefined;
    if (!object) throw new Error(`container ${container.name}: no ${kind} ${name}`);
    const decoded = Object.fromEntries(Object.entries(object.data ?? {}).map(([k, v]) => [k, kind === 'Secret' ? Buffer.from(v, 'base64').toString('utf8') : v]));
    return { ...decoded, ...object.stringData };
  };
  const valueIn = (kind: string, ref: { name: string; key: string }) => {
    const value = dataOf(kind, ref.name)[ref.key];
    if (value === undefined) throw new Error(`container ${container.name}: ${kind} ${ref.name} has no key ${ref.key}`);
    return value;
  };
  const env: Record<string, string> = {};
  // envFrom first: an explicit env entry wins over a key of the same name
  for (const source of container.envFrom ?? []) {
    if (source.configMapRef) Object.assign(env, dataOf('ConfigMap', source.configMapRef.name));
    if (source.secretRef) Object.assign(env, dataOf('Secret', source.secretRef.name));
  }
  for (const entry of container.env ?? []) {
    const from = entry.valueFrom;
    if (entry.value !== undefined) env[entry.name] = entry.value;
    else if (from?.secretKeyRef) env[entry.name] = valueIn('Secret', from.secretKeyRef);
    else if (from?.configMapKeyRef) env[entry.name] = valueIn('ConfigMap', from.configMapKeyRef);
    else if (from?.fieldRef) {
      const standIn = FIELD_STAND_INS[from.fieldRef.fieldPath];
      if (standIn === undefined) throw new Error(`container ${container.name}: no stand-in for fieldRef ${from.fieldRef.fieldPath}`);
      env[entry.name] = standIn;
    } else throw new Error(`container ${container.name}: env ${entry.name} has neither a value nor a reference read here`);
  }
  return env;
}

/** A config schema's keys, and which of them must be set (no default, not optional). */
export function schemaKeys(schema: z.ZodObject): { known: string[]; required: string[] } {
  const known = Object.keys(schema.shape);
  const required = known.filter((key) => !(schema.shape[key] as z.ZodType).safeParse(undefined).success);
  return { known, required };
}

export interface ProcessConfig {
  schema: z.ZodObject;
  /**
   * Keys the process reads outside its schema, each with a check that the code really takes the
   * value given (so a key the code stopped reading fails here).
   */
  alsoReads?: Record<string, (value: string) => boolean>;
}

/** What is wrong with an environment for a process: one plain sentence each; empty when nothing. */
export function environmentProblems(env: Record<string, string>, { schema, alsoReads = {} }: ProcessConfig): string[] {
  const { known, required } = schemaKeys(schema);
  const problems: string[] = [];
  for (const key of Object.keys(env)) {
    if (known.includes(key)) continue;
    const reads = alsoReads[key];
    if (!reads) problems.push(`${key} is not a key its config schema knows`);
    else if (!reads(env[key]!)) problems.push(`${key}=${env[key]} is not taken by the code that reads it`);
  }
  for (const key of required) if (!(key in env)) problems.push(`${key} is required and not set`);
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([key]) => known.includes(key))));
  if (!parsed.success) for (const issue of parsed.error.issues) problems.push(`${issue.path.join('.') || '(env)'}: ${issue.message}`);
  return problems;
}
