/**
 * Releases of the remotes: immutable versions, one pointer per remote, and the check that a build
 * fits the shell. Used by `npm run remote`, the remotes' static servers (which serve every published
 * version) and the gateway (which reads the pointers). Node only.
 */
export { fitProblems, FederationManifestSchema, SHARED_WITH_THE_SHELL, type FederationManifest } from './fit';
export {
  createReleaseStore, hashFolder, publishedVersionDirs, releasesDirFrom, HISTORY_KEPT, PointerSchema, PREVIOUS_KEPT, ReleaseError, ReleaseInfoSchema, VersionSchema,
  type Pointer, type ReleaseInfo, type ReleaseStore,
} from './store';
