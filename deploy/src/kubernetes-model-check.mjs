/**
 * Validates Kubernetes objects with kubernetes-models (and prometheus-operator's CRs with
 * @kubernetes-models/prometheus-operator): reads a JSON array of objects on stdin, writes a JSON
 * array of problems, one per object (null when it is valid). Both packages are ES modules only,
 * which Jest's CommonJS runtime cannot load, so the tests run this with Node itself.
 */
import { readFileSync } from 'node:fs';

/** Where the model classes of an apiVersion are: the core API and its groups, then the operator's CRDs. */
async function modelsOf(apiVersion) {
  const candidates = [`kubernetes-models/${apiVersion}`, `@kubernetes-models/prometheus-operator/${apiVersion}`];
  for (const specifier of candidates) {
    try {
      return await import(specifier);
    } catch (err) {
      if (err?.code !== 'ERR_PACKAGE_PATH_NOT_EXPORTED' && err?.code !== 'ERR_MODULE_NOT_FOUND') throw err;
    }
  }
  return null;
}

async function problemOf(object) {
  if (typeof object?.apiVersion !== 'string' || typeof object?.kind !== 'string') return 'not a Kubernetes object (no apiVersion and kind)';
  const models = await modelsOf(object.apiVersion);
  const Model = models?.[object.kind];
  if (typeof Model !== 'function' || Model.apiVersion !== object.apiVersion || Model.kind !== object.kind) {
    return `unknown kind ${object.kind} in ${object.apiVersion}`;
  }
  try {
    new Model(object).validate();
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}

const objects = JSON.parse(readFileSync(0, 'utf8'));
const problems = [];
for (const object of objects) problems.push(await problemOf(object));
process.stdout.write(JSON.stringify(problems));
