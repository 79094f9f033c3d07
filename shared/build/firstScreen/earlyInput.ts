/**
 * The drawn page's first script, written inline into its head (firstScreenPage.ts) and allowed
 * by its hash in the Content-Security-Policy (contentSecurityPolicy.ts): it runs before the body
 * is read, with no file to wait for. Until the app has taken the page over, a click on one of the
 * page's buttons or links, or a form's submission (a click on its submit button, Enter in a
 * field), is held instead of done natively (no GET of the form with its password in the URL); the
 * first one held is done once, by the shell, when its page is ready
 * (shell/src/app/earlyInput.ts). Text typed meanwhile stays in the fields, and the shell carries
 * it into the app. Plain ES2015, no build: what the hash covers is this text exactly.
 */
import { createHash } from 'node:crypto';

/** The global the shell reads (shell/src/app/earlyInput.ts). */
export const EARLY_INPUT_GLOBAL = '__murmurEarlyInput';

export const EARLY_INPUT_SCRIPT = `(() => {
  const held = { action: null, done: false };
  window.${EARLY_INPUT_GLOBAL} = held;
  const hold = (event, action) => {
    const root = document.getElementById('root');
    if (held.done || !root || !root.contains(action.element)) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.action) held.action = action;
  };
  addEventListener('click', (event) => {
    const element = event.target instanceof Element && event.target.closest('a[href], button');
    // A submit button's click becomes its form's submission, held below.
    if (!element || (element.type === 'submit' && element.form)) return;
    hold(event, { type: 'click', element });
  }, true);
  addEventListener('submit', (event) => {
    hold(event, { type: 'submit', element: event.target, submitter: event.submitter });
  }, true);
})();`;

/** The script's source expression for the policy's `script-src`. */
export const EARLY_INPUT_HASH = `'sha256-${createHash('sha256').update(EARLY_INPUT_SCRIPT).digest('base64')}'`;
