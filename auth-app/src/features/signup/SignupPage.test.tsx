import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { GUEST_CREDENTIALS, STORAGE_KEYS, paths } from '@murmur/core';
import { withMockApi } from '@murmur/testing';
import { INPUT_LIMITS } from '@murmur/ui';
import { MOCK_MESSAGES } from '@murmur/mock-api';
import { renderAuthPage } from '../testing/renderAuthPage';
import { SignupPage } from './SignupPage';

withMockApi();
afterEach(() => toast.remove());

const renderSignup = () => renderAuthPage(paths.signup, <SignupPage />);

interface Details {
  firstName?: string;
  lastName?: string;
  username?: string;
  password?: string;
}

async function fillIn(user: UserEvent, details: Details) {
  const fields: [string, string | undefined][] = [
    ['First name', details.firstName],
    ['Last name', details.lastName],
    ['Username', details.username],
    ['Password', details.password],
  ];
  for (const [label, value] of fields) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
}

describe('SignupPage', () => {
  it('shows the brand, the four fields, the SignUp button and the way back to login', () => {
    renderSignup();

    expect(screen.getByRole('heading', { level: 1, name: 'Murmur' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Last name' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'SignUp' })).toBeEnabled();
    expect(screen.getByRole('link', { name: /Log in/ })).toHaveAttribute('href', paths.login);
  });

  it('asks for username and password before sending anything', async () => {
    const user = userEvent.setup();
    renderSignup();

    await fillIn(user, { firstName: 'Ada', lastName: 'Byron', username: 'ada' });
    await user.click(screen.getByRole('button', { name: 'SignUp' }));

    expect(screen.getByRole('alert')).toHaveTextContent('please enter username and password');
    expect(screen.queryByText('Home page')).not.toBeInTheDocument();
  });

  it('welcomes a new user by first name, goes home and keeps their session stored', async () => {
    localStorage.setItem('leftover', 'from an earlier visit');
    const user = userEvent.setup();
    renderSignup();

    await fillIn(user, {
      firstName: 'Ada',
      lastName: 'Byron',
      username: 'ada.byron',
      password: 'engine-1843',
    });
    await user.click(screen.getByRole('button', { name: 'SignUp' }));

    expect(await screen.findByText('Welcome to Murmur, Ada!')).toBeInTheDocument();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    // Leaving the page cleared storage (spec §4) but wrote the new session back.
    await waitFor(() => expect(localStorage.getItem('leftover')).toBeNull());
    expect(localStorage.getItem(STORAGE_KEYS.username)).toBe('ada.byron');
    expect(localStorage.getItem(STORAGE_KEYS.token)).not.toBe('');
    expect(localStorage.getItem(STORAGE_KEYS.token)).not.toBeNull();
  });

  it('does not require the names: without a first name the welcome uses the username', async () => {
    const user = userEvent.setup();
    renderSignup();

    await fillIn(user, { username: 'nameless', password: 'secret-pass' });
    await user.click(screen.getByRole('button', { name: 'SignUp' }));

    expect(await screen.findByText('Welcome to Murmur, nameless!')).toBeInTheDocument();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('shows the server message for a taken username and keeps the form filled', async () => {
    const user = userEvent.setup();
    renderSignup();

    await fillIn(user, {
      firstName: 'Another',
      lastName: 'Guest',
      username: GUEST_CREDENTIALS.username,
      password: 'whatever-1',
    });
    await user.click(screen.getByRole('button', { name: 'SignUp' }));

    const message = 'Unprocessable Entity. Username Already Exists.';
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(await screen.findAllByText(message)).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Another');
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('guest');
    expect(screen.getByLabelText('Password')).toHaveValue('whatever-1');
    expect(screen.queryByText('Home page')).not.toBeInTheDocument();
  });

  it('takes no longer names and username than the server keeps', () => {
    renderSignup();

    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAttribute(
      'maxLength',
      String(INPUT_LIMITS.name),
    );
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveAttribute(
      'maxLength',
      String(INPUT_LIMITS.name),
    );
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAttribute(
      'maxLength',
      String(INPUT_LIMITS.usernameMax),
    );
  });

  it("shows the server's message for a short password and keeps the form filled", async () => {
    const user = userEvent.setup();
    renderSignup();

    await fillIn(user, { firstName: 'Short', username: 'short_pw', password: 'abc' });
    await user.click(screen.getByRole('button', { name: 'SignUp' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MOCK_MESSAGES.shortPassword);
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('short_pw');
    expect(screen.getByLabelText('Password')).toHaveValue('abc');
  });

  it('clears all local storage when the visitor leaves without signing up', async () => {
    localStorage.setItem('leftover', 'from an earlier visit');
    const user = userEvent.setup();
    renderSignup();

    await user.click(screen.getByRole('link', { name: /Log in/ }));

    expect(screen.getByText('Login page')).toBeInTheDocument();
    expect(localStorage).toHaveLength(0);
  });

  it('keeps a stored session that is still being restored when the visitor leaves', async () => {
    localStorage.setItem(STORAGE_KEYS.username, 'guest');
    localStorage.setItem(STORAGE_KEYS.token, 'a-stored-token');
    localStorage.setItem('leftover', 'from an earlier visit');
    const user = userEvent.setup();
    renderSignup();

    await user.click(screen.getByRole('link', { name: /Log in/ }));

    expect(localStorage.getItem('leftover')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.username)).toBe('guest');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('a-stored-token');
  });
});
