// @ts-check
/**
 * An ESLint rule: a relative import stays inside its own workspace. Another workspace is reached
 * by its package name and what its package.json exports (`@murmur/releases`, not
 * `../../tools/releases/src/store`), so a workspace's insides can move without breaking another.
 * The root's own files (e2e/, scripts/) are a workspace of their own here: they too reach the
 * workspaces by name.
 */
import { dirname, relative, resolve, sep } from 'node:path';

/**
 * @param {string} repoRoot
 * @param {readonly string[]} workspaces the root package.json's `workspaces`
 */
export function workspaceBoundaries(repoRoot, workspaces) {
  const dirs = workspaces.map((dir) => resolve(repoRoot, dir));
  /** The workspace folder holding `file`, or the root. @param {string} file */
  const workspaceOf = (file) =>
    dirs.find((dir) => file === dir || file.startsWith(`${dir}${sep}`)) ?? repoRoot;

  /** @type {import('eslint').Rule.RuleModule} */
  const rule = {
    meta: {
      type: 'problem',
      docs: { description: 'Relative imports stay inside their workspace.' },
      schema: [],
    },
    create(context) {
      const own = workspaceOf(context.filename);
      /** @param {import('estree').Node & { source?: import('estree').Literal | null }} node */
      const check = (node) => {
        const source = node.source?.value;
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const target = resolve(dirname(context.filename), source);
        if (workspaceOf(target) === own) return;
        context.report({
          node,
          message: `'${source}' reaches into ${relative(repoRoot, workspaceOf(target)) || 'the root'}: import that workspace by its package name and exports.`,
        });
      };
      return {
        ImportDeclaration: check,
        ExportNamedDeclaration: check,
        ExportAllDeclaration: check,
        ImportExpression: check,
      };
    },
  };
  return { rules: { 'relative-imports-stay-home': rule } };
}
