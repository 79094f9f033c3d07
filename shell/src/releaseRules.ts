/**
 * The rules a release must follow to run under this shell, for the deploy tooling: the package
 * entry `@murmur/shell/release-rules` (package.json `exports`; nothing else of the shell can be
 * imported). `npm run deploy:check` and the release commands apply the same singleton checks as
 * the shell's compatibility gate, and write the remotes.json pointers and the shell page's
 * version tag in the formats the running shell reads.
 */
export {
  appLabel,
  describeUnmet,
  singletonChecks,
  type SharedEntry,
  type SingletonCheck,
} from './federation/compatibility/singletonChecks';
export {
  chosenManifests,
  manifestFor,
  type CanaryPointer,
  type RemotePointer,
} from './releases/remotesPointer';
export { shellVersionOf } from './releases/shellVersionMeta';
