/**
 * What a person did on a drawn page before the app took it over (docs/architecture.md, "The
 * first screen"): the page's first script (shared/build/firstScreen/earlyInput.ts) held the
 * first click on a button or link, or the first form submission; the text typed is in the
 * fields. Once the page is the app's, the text is given to the app (an `input` event per field,
 * as typing would) and the held action is done, once. Where the app drew the page afresh instead
 * of hydrating it, the same fields and buttons are found in the new page by their names and
 * words.
 */

/** The global the page's first script writes (EARLY_INPUT_GLOBAL in shared/build). */
const GLOBAL = '__murmurEarlyInput';

interface HeldAction {
  type: 'click' | 'submit';
  element: Element;
  submitter?: HTMLElement | null;
}

interface Held {
  action: HeldAction | null;
  done: boolean;
}

/** A field's text as typed, by the field's name. */
export type TypedText = Map<string, string>;

function held(): Held | null {
  const value = (window as unknown as Record<string, unknown>)[GLOBAL];
  return typeof value === 'object' && value !== null ? (value as Held) : null;
}

const fieldsOf = (root: ParentNode) =>
  Array.from(
    root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]'),
  );

/** The text in the page's fields now (before the app draws over them). */
export function typedText(root: ParentNode): TypedText {
  const typed: TypedText = new Map();
  for (const field of fieldsOf(root)) {
    if (field.value !== '' && field.type !== 'hidden') typed.set(field.name, field.value);
  }
  return typed;
}

/**
 * Gives a field's text to the app as typing would. React keeps what it last saw of each field
 * and calls `onChange` only when the field differs from it; after hydrating, it has seen the
 * typed text without telling the app. So the field is emptied through React's own setter (it
 * now has seen nothing), the text set past it, and an `input` event sent.
 */
function type(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  field.value = '';
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The words an element is known by: its tag, its type and its text. */
const wordsOf = (element: Element) =>
  `${element.tagName}|${element.getAttribute('type') ?? ''}|${element.textContent?.trim() ?? ''}`;

/** The element itself if still in the page, else the page's element of the same words. */
function sameIn(root: ParentNode, element: Element | null | undefined): HTMLElement | null {
  if (!element) return null;
  if (element.isConnected) return element as HTMLElement;
  const words = wordsOf(element);
  return (
    Array.from(root.querySelectorAll<HTMLElement>(element.tagName)).find(
      (candidate) => wordsOf(candidate) === words,
    ) ?? null
  );
}

/** Stops holding what the person does: from now on the app answers it. */
function stopHoldingInput(): HeldAction | null {
  const state = held();
  if (!state || state.done) return null;
  state.done = true;
  return state.action;
}

/**
 * Gives the app the text typed and does the held action, once. `typed`: the text as it was
 * before a fresh drawing replaced the fields (their own text otherwise).
 */
export function replayEarlyInput(root: HTMLElement, typed: TypedText = typedText(root)): void {
  const action = stopHoldingInput();
  for (const field of fieldsOf(root)) {
    const value = typed.get(field.name);
    if (value !== undefined) type(field, value);
  }
  if (!action) return;
  if (action.type === 'submit') {
    const form = sameIn(root, action.element) ?? root.querySelector('form');
    if (!(form instanceof HTMLFormElement)) return;
    const submitter = sameIn(form, action.submitter);
    form.requestSubmit(submitter && form.contains(submitter) ? submitter : undefined);
  } else {
    sameIn(root, action.element)?.click();
  }
}
