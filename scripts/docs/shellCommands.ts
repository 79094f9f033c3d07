/**
 * The commands of a shell block as a reader would type them: one line (or a quoted string that
 * runs over several) split into its simple commands at `&&`, `||`, `;` and `|`, each as words
 * with its quotes removed, leading `NAME=value` assignments and `# comments` left out, and the
 * command inside `sh -c '…'` (as `flock <lock> sh -c '…'` runs it) taken out to be read too.
 */

/** A simple command: its words, and the text it was written as (for messages and tables). */
export interface ShellCommand {
  words: string[];
  text: string;
}

const SEPARATORS = new Set(['&&', '||', ';', '|']);

/** Words and separators of one command line; an unclosed quote is returned as `null`. */
function tokens(line: string): string[] | null {
  const found: string[] = [];
  let word: string | null = null;
  let quote: '"' | "'" | null = null;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i]!;
    if (quote) {
      if (char === quote) quote = null;
      else word += char;
    } else if (char === '"' || char === "'") {
      quote = char;
      word ??= '';
    } else if (char === '#' && word === null) {
      break;
    } else if (/\s/.test(char)) {
      if (word !== null) found.push(word);
      word = null;
    } else if ('&|;'.includes(char)) {
      if (word !== null) found.push(word);
      word = null;
      const pair = line.slice(i, i + 2);
      const separator = SEPARATORS.has(pair) ? pair : char;
      found.push(separator);
      i += separator.length - 1;
    } else {
      word = (word ?? '') + char;
    }
  }
  if (quote) return null;
  if (word !== null) found.push(word);
  return found;
}

const ASSIGNMENT = /^[A-Z_][A-Z0-9_]*=/;

function commandsOf(words: string[]): ShellCommand[] {
  const commands: ShellCommand[] = [];
  let current: string[] = [];
  const flush = () => {
    const command = current.slice(current.findIndex((word) => !ASSIGNMENT.test(word)));
    current = [];
    if (command.length === 0 || ASSIGNMENT.test(command[0]!)) return;
    const shIndex = command.indexOf('sh');
    if (shIndex !== -1 && command[shIndex + 1] === '-c' && command[shIndex + 2] !== undefined) {
      commands.push(...commandsOf(tokens(command[shIndex + 2]!) ?? []));
    } else {
      commands.push({ words: command, text: command.join(' ') });
    }
  };
  for (const word of words) {
    if (SEPARATORS.has(word)) flush();
    else current.push(word);
  }
  flush();
  return commands;
}

/** Every simple command of a shell block's lines. */
export function shellCommands(lines: readonly string[]): ShellCommand[] {
  const commands: ShellCommand[] = [];
  let pending = '';
  for (const line of lines) {
    const text = pending ? `${pending}\n${line}` : line;
    const words = tokens(text.replace(/\\\n/g, ' '));
    if (words === null) {
      pending = text;
      continue;
    }
    pending = '';
    commands.push(...commandsOf(words));
  }
  return commands;
}
