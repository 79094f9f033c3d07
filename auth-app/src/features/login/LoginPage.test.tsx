import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { startMockApi, type MockApi } from '@murmur/mock-api';
import {
  GUEST_CREDENTIALS,
  STORAGE_KEYS,
  makeStore,
  paths,
  selectCurrentUser,
  sessionApi,
} from '@murmur/core';
import { renderAuthPage } from '../testing/renderAuthPage';
import { LoginPage } from './LoginPage';

let server: MockApi;

beforeEach(async () => {
  localStorage.clear();
  server = await startMockApi({ timing: 0, environment: 'test', persist: false });
});

afterEach(() => {
  toast.remove();
  server.shutdown();
});

const renderLogin = () => renderAuthPage(paths.login, <LoginPage />);

describe('LoginPage', () => {
  it('shows the brand, both fields, both buttons and the way to sign up', () => {
    renderLogin();

    expect(screen.getByRole('heading', { level: 1, name: 'Murmur' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Use guest login' })).toBeEnabled();
    expect(screen.getByRole('link', { name: /Sign up/ })).toHaveAttribute('href', paths.signup);
  });

  it('asks for both fields instead of sending an empty form', async () => {
    const user = userEvent.setup();
    renderLogin();

    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'guest');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(screen.getByRole('alert')).toHaveTextContent('please enter username and password');
    expect(screen.queryByText('Home page')).not.toBeInTheDocument();
  });

  it('shows the server message for a wrong password and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderLogin();

    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'guest');
    await user.type(screen.getByLabelText('Password'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const message = 'The credentials you entered are invalid. Unauthorized access error.';
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    // The same words appear as a toast too.
    expect(await screen.findAllByText(message)).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('guest');
    expect(screen.getByLabelText('Password')).toHaveValue('not-the-password');
    // Free again on RTK's next batched notification, which may come a frame after the message.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled());
  });

  it('fills in the guest account, logs in with it and lands on /home', async () => {
    // Slow answers just enough to see the form while the login is in flight.
    server = await startMockApi({ timing: 150, environment: 'test', persist: false });
    const user = userEvent.setup();
    renderLogin();

    const guestButton = screen.getByRole('button', { name: 'Use guest login' });
    await user.click(guestButton);

    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue(
      GUEST_CREDENTIALS.username,
    );
    expect(screen.getByLabelText('Password')).toHaveValue(GUEST_CREDENTIALS.password);
    expect(guestButton).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(await screen.findByText('Successfully logged in')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.username)).toBe(GUEST_CREDENTIALS.username);
  });

  it('logs in from the keyboard: Enter in the password field submits', async () => {
    const user = userEvent.setup();
    const { store } = renderLogin();

    await user.type(screen.getByRole('textbox', { name: 'Username' }), GUEST_CREDENTIALS.username);
    await user.type(screen.getByLabelText('Password'), `${GUEST_CREDENTIALS.password}{Enter}`);

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(selectCurrentUser(store.getState())?.username).toBe(GUEST_CREDENTIALS.username);
  });

  it('sends a visitor who is already signed in straight to /home', async () => {
    const store = makeStore();
    await store.dispatch(sessionApi.endpoints.login.initiate({ ...GUEST_CREDENTIALS })).unwrap();

    renderAuthPage(paths.login, <LoginPage />, { store });

    expect(screen.getByText('Home page')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });
});
