/**
 * What the docs test reads from a Markdown file: the shell blocks (the commands a reader types),
 * the relative links, the inline code outside code blocks (where repository paths are named) and
 * the headings (the anchors a link may point at). A small reader of our own docs' Markdown, not
 * a general parser: fences are ``` lines, links are [text](target) outside inline code.
 */

export interface MarkdownParts {
  /** The lines of every ```sh and ```bash block, in order. */
  shellLines: string[];
  /** Every link target that is not a URL or an anchor of the same page. */
  relativeLinks: string[];
  /** Every `inline code` span outside fenced blocks. */
  inlineCode: string[];
  /** Every heading's anchor as GitHub makes it (`## By hand, on five origins` → by-hand-on-five-origins). */
  anchors: Set<string>;
}

const FENCE = /^\s*```(\w*)/;
const LINK = /\]\(([^)\s]+)\)/g;
const INLINE_CODE = /`([^`\n]+)`/g;
const HEADING = /^#{1,6}\s+(.*)$/;

/** GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

export function readMarkdown(text: string): MarkdownParts {
  const parts: MarkdownParts = {
    shellLines: [],
    relativeLinks: [],
    inlineCode: [],
    anchors: new Set(),
  };
  let fence: string | null = null;
  for (const line of text.split('\n')) {
    const opened = FENCE.exec(line);
    if (opened) {
      fence = fence === null ? opened[1]! : null;
      continue;
    }
    if (fence !== null) {
      if (fence === 'sh' || fence === 'bash') parts.shellLines.push(line);
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) parts.anchors.add(anchorOf(heading[1]!));
    // A link written inside `code` is text, not a link (a pattern such as `[a-z](?:…)`).
    const prose = line.replace(INLINE_CODE, '');
    for (const [, target] of prose.matchAll(LINK)) {
      if (!/^[a-z]+:/i.test(target!) && !target!.startsWith('#')) {
        parts.relativeLinks.push(target!);
      }
    }
    for (const [, code] of line.matchAll(INLINE_CODE)) parts.inlineCode.push(code!);
  }
  return parts;
}
