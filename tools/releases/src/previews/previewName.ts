/**
 * A preview's name: what goes into its link and the store's previews file. Lower-case letters,
 * digits and dashes, so it reads the same in a URL, a file and a terminal. By default the
 * current git branch, made into such a name (`feature/New_Feed` → `feature-new-feed`).
 */
import { RefusedError, gitOutput } from '../store';

const MAX_LENGTH = 40;

/** Any text made into a preview name, or '' when nothing of it is left. */
export function sanitizePreviewName(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
}

export function currentBranch(): string | null {
  const branch = gitOutput('rev-parse', '--abbrev-ref', 'HEAD');
  return branch === '' || branch === 'HEAD' ? null : branch; // HEAD: no branch checked out
}

/** The name asked for (made valid), else the branch's; refuses when there is neither. */
export function previewNameFrom(asked: string | undefined, branch = currentBranch()): string {
  const name = sanitizePreviewName(asked ?? branch ?? '');
  if (!name) {
    throw new RefusedError(
      asked === undefined
        ? 'There is no git branch to name the preview after: name it, --preview <name>.'
        : `"${asked}" has nothing a preview name can keep: use letters, digits and dashes.`,
    );
  }
  return name;
}

/**
 * `--preview` with no name (the last argument, or followed by another flag) names the preview
 * after the branch: it is given an empty value, so the command line parses as `--preview ''`.
 */
export function givePreviewItsDefault(argv: string[]): void {
  const at = argv.indexOf('--preview');
  if (at !== -1 && (argv[at + 1] ?? '--').startsWith('--')) argv.splice(at + 1, 0, '');
}
