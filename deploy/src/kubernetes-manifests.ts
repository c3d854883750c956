/**
 * Reading what deploy/ holds: its YAML files (each may hold several documents), and the check of
 * Kubernetes objects against their schemas with kubernetes-models (see kubernetes-model-check.mjs).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

export const DEPLOY_DIR = path.resolve(__dirname, '..');
export const REPOSITORY_ROOT = path.resolve(DEPLOY_DIR, '..');
export const KUBERNETES_DIR = path.join(DEPLOY_DIR, 'kubernetes');
export const PROMETHEUS_DIR = path.join(DEPLOY_DIR, 'prometheus');

/** A Kubernetes object as far as these checks read it; the rest is left to the schemas. */
export interface KubernetesObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [field: string]: unknown;
}

/** Every .yaml/.yml file under `dir`, dependencies left out. */
export function yamlFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : yamlFilesUnder(full);
    return /\.ya?ml$/.test(entry.name) ? [full] : [];
  }).sort();
}

/** The documents of a YAML file, as plain data; a syntax error in any of them throws, naming the file. */
export function readYamlDocuments(file: string): unknown[] {
  return parseAllDocuments(readFileSync(file, 'utf8')).map((doc) => {
    if (doc.errors.length > 0) throw new Error(`${path.relative(REPOSITORY_ROOT, file)}: ${doc.errors.map((e) => e.message).join('; ')}`);
    return doc.toJS();
  }).filter((doc) => doc !== null && doc !== undefined);
}

/** The one document of a YAML file. */
export function readYamlDocument(file: string): unknown {
  const docs = readYamlDocuments(file);
  if (docs.length !== 1) throw new Error(`${path.relative(REPOSITORY_ROOT, file)}: expected one YAML document, found ${docs.length}`);
  return docs[0];
}

/**
 * Validates each object against the schema of its apiVersion and kind: null for a valid one, else
 * what is wrong (an unknown kind is wrong too). One Node process for the whole list.
 */
export function schemaProblems(objects: readonly unknown[]): Array<string | null> {
  const out = execFileSync(process.execPath, [path.join(__dirname, 'kubernetes-model-check.mjs')], {
    cwd: DEPLOY_DIR,
    input: JSON.stringify(objects),
    timeout: 30_000,
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(out.toString('utf8')) as Array<string | null>;
}

export const describeObject = (o: KubernetesObject) => `${o.kind}/${o.metadata?.name}`;
