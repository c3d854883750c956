/**
 * Whether a remote's build fits the shell it will run in, read from the two Module Federation
 * manifests before the build goes live. The federation runtime only warns at run time when a
 * shared module's versions disagree, and a remote that brings its own React, router or UI kit
 * breaks every page it renders (hooks from two Reacts, a second render clock: hydration errors),
 * so a release that does not fit is refused with what does not fit.
 */
import { REMOTE_CATALOG, type RemoteName } from '@gg/federation/catalog';
import semver from 'semver';
import { z } from 'zod';

const SharedSchema = z.object({
  name: z.string(),
  version: z.string(),
  singleton: z.boolean().optional(),
  requiredVersion: z.string().optional(),
});

/** The parts of an `mf-manifest.json` a release is checked on. */
export const FederationManifestSchema = z.object({
  name: z.string(),
  metaData: z.object({ buildInfo: z.object({ buildVersion: z.string() }).partial().optional() }).partial().optional(),
  shared: z.array(SharedSchema),
  exposes: z.array(z.object({ name: z.string() })),
});
export type FederationManifest = z.infer<typeof FederationManifestSchema>;

/**
 * Modules every app shares with the shell: one copy of each on a page. Without them in its share
 * table a remote bundles its own copy.
 */
export const SHARED_WITH_THE_SHELL = ['react', 'react-dom', '@gg/router', '@gg/data', '@gg/ui'] as const;

/** Every reason the release cannot go live beside this shell; empty when it fits. */
export function fitProblems(remote: RemoteName, release: FederationManifest, shell: FederationManifest): string[] {
  const problems: string[] = [];
  if (release.name !== remote) problems.push(`the build is the container "${release.name}", not "${remote}"`);

  const shellShared = new Map(shell.shared.map((s) => [s.name, s]));
  const releaseShared = new Map(release.shared.map((s) => [s.name, s]));
  for (const name of SHARED_WITH_THE_SHELL) {
    if (!releaseShared.has(name)) problems.push(`${name}: the build does not share it, so it would bring its own copy`);
  }
  for (const mine of release.shared) {
    const theirs = shellShared.get(mine.name);
    if (!theirs) continue; // the release's own shared module (e.g. @gg/preferences): nobody else's business
    // the shell's copy is the one on the page: it must be one the release accepts…
    if (mine.requiredVersion && !satisfies(theirs.version, mine.requiredVersion)) {
      problems.push(`${mine.name}: the build asks for ${mine.requiredVersion}, the shell gives ${theirs.version}`);
    }
    // …and a newer copy of the release's must not take the shell's place
    if (theirs.requiredVersion && !satisfies(mine.version, theirs.requiredVersion)) {
      problems.push(`${mine.name}: the build brings ${mine.version}, the shell accepts ${theirs.requiredVersion}`);
    }
    if (theirs.singleton && !mine.singleton) problems.push(`${mine.name}: the shell shares it as one copy (singleton), the build does not`);
  }

  const exposed = new Set(release.exposes.map((e) => e.name.replace(/^\.\//, '')));
  const missing = REMOTE_CATALOG[remote].exposes.filter((page) => !exposed.has(page));
  if (missing.length) problems.push(`the build does not expose ${missing.join(', ')} (the remote catalog routes to ${missing.length === 1 ? 'it' : 'them'})`);
  return problems;
}

function satisfies(version: string, range: string): boolean {
  const valid = semver.valid(semver.coerce(version, { includePrerelease: true }));
  return valid !== null && semver.satisfies(valid, range, { includePrerelease: true });
}
