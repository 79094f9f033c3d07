/**
 * What a person does on a drawn page before the app has taken it over reaches the app once it
 * has: the page's first script (shared/build/firstScreen/earlyInput.ts) holds the first click or
 * submission, the shell gives the app the text typed and does what was held, once.
 */
import { act, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { EARLY_INPUT_SCRIPT } from '@murmur/build/firstScreen/earlyInput';
import { replayEarlyInput, typedText } from './earlyInput';

const logIns: { username: string; password: string; via: string }[] = [];

function LoginForm() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const logIn = (via: string) => logIns.push({ username, password, via });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        logIn('form');
      }}
    >
      <label>
        Username
        <input name="username" value={username} onChange={(e) => setUsername(e.target.value)} />
      </label>
      <label>
        Password
        <input
          name="password"
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>
      <button type="submit">Login</button>
      <button type="button" onClick={() => logIn('guest')}>
        Use guest login
      </button>
    </form>
  );
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const button = (text: string) =>
  [...document.querySelectorAll('button')].find((element) => element.textContent === text)!;

/** The drawn page, its first script run, as the browser has it before the app's scripts. */
function drawnPage(): HTMLElement {
  document.body.innerHTML = `<div id="root">${renderToString(<LoginForm />)}</div>`;
  new Function(EARLY_INPUT_SCRIPT)();
  return document.getElementById('root')!;
}

/** What a person does before any script of the app has run: types, then presses. */
function typeAndPress(press: () => void) {
  field('username').value = 'alice';
  field('password').value = 'secret';
  press();
}

beforeEach(() => {
  logIns.length = 0;
});

test('a submission made before hydration is done once, with the text typed', async () => {
  const root = drawnPage();
  typeAndPress(() => button('Login').click());
  button('Login').click(); // pressed twice while waiting: one sign-in
  expect(logIns).toEqual([]);

  const typed = typedText(root);
  await act(async () => void hydrateRoot(root, <LoginForm />));
  await act(async () => replayEarlyInput(root, typed));

  expect(logIns).toEqual([{ username: 'alice', password: 'secret', via: 'form' }]);
  expect(field('username').value).toBe('alice');
});

test('a click on a button made before hydration is done once', async () => {
  const root = drawnPage();
  typeAndPress(() => button('Use guest login').click());

  const typed = typedText(root);
  await act(async () => void hydrateRoot(root, <LoginForm />));
  await act(async () => replayEarlyInput(root, typed));

  expect(logIns).toEqual([{ username: 'alice', password: 'secret', via: 'guest' }]);
});

test('on a page the app drew afresh, the same fields get the text and the same button the press', async () => {
  const root = drawnPage();
  typeAndPress(() => button('Login').click());

  const typed = typedText(root);
  await act(async () => createRoot(root).render(<LoginForm />));
  expect(field('username').value).toBe('');
  await act(async () => replayEarlyInput(root, typed));

  expect(logIns).toEqual([{ username: 'alice', password: 'secret', via: 'form' }]);
});

test('once the app has the page, its buttons are its own: nothing is held any more', async () => {
  const root = drawnPage();
  await act(async () => void hydrateRoot(root, <LoginForm />));
  await act(async () => replayEarlyInput(root));

  await act(async () => button('Use guest login').click());
  await act(async () => button('Use guest login').click());
  expect(logIns.map(({ via }) => via)).toEqual(['guest', 'guest']);
});
