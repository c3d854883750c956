/**
 * Renders a kustomization the way `kubectl apply -k` would, for the few features the overlays here
 * use, so the tests validate what production really gets. Anything else in a kustomization.yaml is
 * refused with a clear message: extend this file or keep the overlay simple, never let a feature
 * pass unrendered.
 *
 * Supported: `resources` (files and directories with a kustomization), `namespace`, `images`
 * (newName/newTag), and `patches` given by `path` or inline `patch` that are either a JSON 6902
 * list (add, replace, remove, with a `target` kind and name) or `$patch: delete` of one object.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { readYamlDocument, readYamlDocuments, type KubernetesObject } from './kubernetes-manifests';

const SUPPORTED_KEYS = new Set(['apiVersion', 'kind', 'resources', 'namespace', 'images', 'patches']);
/** Kinds the namespace transformer leaves alone (the ones here that are not namespaced). */
const CLUSTER_SCOPED = new Set(['Namespace']);

export interface Kustomization {
  apiVersion: string;
  kind: 'Kustomization';
  resources?: string[];
  namespace?: string;
  images?: Array<{ name: string; newName?: string; newTag?: string }>;
  patches?: Array<{ path?: string; patch?: string; target?: { kind: string; name: string } }>;
}

interface JsonPatchOperation { op: 'add' | 'replace' | 'remove'; path: string; value?: unknown }

export function readKustomization(dir: string): Kustomization {
  const file = path.join(dir, 'kustomization.yaml');
  const k = readYamlDocument(file) as Kustomization;
  if (k.apiVersion !== 'kustomize.config.k8s.io/v1beta1' || k.kind !== 'Kustomization') throw new Error(`${file}: not a kustomize.config.k8s.io/v1beta1 Kustomization`);
  const unsupported = Object.keys(k).filter((key) => !SUPPORTED_KEYS.has(key));
  if (unsupported.length > 0) throw new Error(`${file}: ${unsupported.join(', ')} not rendered by kubernetes-render.ts`);
  const onlyKeys = (entry: object, allowed: string[], what: string) => {
    const extra = Object.keys(entry).filter((key) => !allowed.includes(key));
    if (extra.length > 0) throw new Error(`${file}: ${what} ${extra.join(', ')} not rendered by kubernetes-render.ts`);
  };
  for (const image of k.images ?? []) onlyKeys(image, ['name', 'newName', 'newTag'], 'images:');
  for (const patch of k.patches ?? []) {
    onlyKeys(patch, ['path', 'patch', 'target'], 'patches:');
    if (patch.target) onlyKeys(patch.target, ['kind', 'name'], 'patch target:');
  }
  return k;
}

/** The files a kustomization names (resources that are files, patches given by path), resolved. */
export function filesNamedBy(dir: string): { resources: string[]; patches: string[] } {
  const k = readKustomization(dir);
  return {
    resources: (k.resources ?? []).map((r) => path.resolve(dir, r)),
    patches: (k.patches ?? []).flatMap((p) => (p.path ? [path.resolve(dir, p.path)] : [])),
  };
}

/** The objects `kubectl apply -k dir` would send, in order. */
export function renderKustomization(dir: string): KubernetesObject[] {
  const k = readKustomization(dir);
  let objects: KubernetesObject[] = (k.resources ?? []).flatMap((resource) => {
    const full = path.resolve(dir, resource);
    if (!existsSync(full)) throw new Error(`${dir}: resource ${resource} does not exist`);
    return statSync(full).isDirectory() ? renderKustomization(full) : (readYamlDocuments(full) as KubernetesObject[]);
  });
  objects = structuredClone(objects);
  for (const entry of k.patches ?? []) {
    const patch: unknown = entry.path ? readYamlDocument(path.resolve(dir, entry.path)) : parse(entry.patch ?? '');
    const where = `${dir}: patch ${entry.path ?? '(inline)'}`;
    if (Array.isArray(patch)) {
      if (!entry.target) throw new Error(`${where}: a JSON 6902 patch needs a target`);
      const targets = objects.filter((o) => o.kind === entry.target!.kind && o.metadata.name === entry.target!.name);
      if (targets.length !== 1) throw new Error(`${where}: ${targets.length} objects match ${entry.target.kind}/${entry.target.name}`);
      for (const op of patch as JsonPatchOperation[]) applyJsonPatch(targets[0]!, op, where);
    } else if (isDeletion(patch)) {
      const before = objects.length;
      objects = objects.filter((o) => !(o.apiVersion === patch.apiVersion && o.kind === patch.kind && o.metadata.name === patch.metadata.name));
      if (objects.length !== before - 1) throw new Error(`${where}: no ${patch.kind}/${patch.metadata.name} to delete`);
    } else {
      throw new Error(`${where}: only JSON 6902 lists and \`$patch: delete\` are rendered here`);
    }
  }
  if (k.namespace) for (const o of objects) if (!CLUSTER_SCOPED.has(o.kind)) o.metadata.namespace = k.namespace;
  for (const image of k.images ?? []) for (const o of objects) setImage(o, image);
  return objects;
}

function isDeletion(patch: unknown): patch is KubernetesObject & { $patch: 'delete' } {
  return typeof patch === 'object' && patch !== null && (patch as { $patch?: string }).$patch === 'delete';
}

/** RFC 6901: "/a/b~1c" -> ["a", "b/c"]. */
const pointerTokens = (pointer: string) => pointer.split('/').slice(1).map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));

function applyJsonPatch(target: KubernetesObject, { op, path: pointer, value }: JsonPatchOperation, where: string): void {
  if (op !== 'add' && op !== 'replace' && op !== 'remove') throw new Error(`${where}: op ${String(op)} is not rendered here`);
  const tokens = pointerTokens(pointer);
  const last = tokens.pop();
  if (last === undefined) throw new Error(`${where}: cannot ${op} the whole object`);
  let parent: unknown = target;
  for (const token of tokens) {
    parent = (parent as Record<string, unknown> | undefined)?.[token];
    if (typeof parent !== 'object' || parent === null) throw new Error(`${where}: ${pointer} has no parent to ${op} in`);
  }
  if (Array.isArray(parent)) {
    const index = last === '-' ? parent.length : Number(last);
    if (!Number.isInteger(index) || index < 0 || index > parent.length || (op !== 'add' && index === parent.length)) throw new Error(`${where}: no index ${last} in ${pointer}`);
    if (op === 'add') parent.splice(index, 0, structuredClone(value));
    else if (op === 'replace') parent[index] = structuredClone(value);
    else parent.splice(index, 1);
    return;
  }
  const record = parent as Record<string, unknown>;
  if (op !== 'add' && !(last in record)) throw new Error(`${where}: ${pointer} does not exist to ${op}`);
  if (op === 'remove') delete record[last];
  else record[last] = structuredClone(value);
}

/** kustomize's images transformer, for the containers of a pod template. */
function setImage(o: KubernetesObject, { name, newName, newTag }: { name: string; newName?: string; newTag?: string }): void {
  const podSpec = (o.spec as { template?: { spec?: { containers?: Array<{ image: string }>; initContainers?: Array<{ image: string }> } } } | undefined)?.template?.spec;
  for (const container of [...(podSpec?.containers ?? []), ...(podSpec?.initContainers ?? [])]) {
    const match = /^(.*?)(?::([^:/@]+))?(@.*)?$/.exec(container.image);
    if (!match || match[1] !== name) continue;
    container.image = `${newName ?? name}${newTag ? `:${newTag}` : match[2] ? `:${match[2]}` : ''}`;
  }
}
