import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { toast } from 'react-hot-toast';
import { Button } from '@murmur/ui';
import {
  GUEST_CREDENTIALS,
  errorMessage,
  paths,
  selectIsAuthenticated,
  useAppSelector,
  useLoginMutation,
} from '@murmur/core';
import { AuthCard } from '../layout/AuthCard';
import { AuthForm } from '../fields/AuthForm';
import { FormAlert } from '../fields/FormAlert';
import { TextField } from '../fields/TextField';
import { MISSING_CREDENTIALS, hasCredentials } from '../fields/credentials';
import styles from './LoginPage.module.scss';

interface Credentials {
  username: string;
  password: string;
}

/** Which button sent the login, so only that one spins while it is on its way. */
type Via = 'form' | 'guest';

export function LoginPage() {
  const navigate = useNavigate();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const [login, { isLoading, isSuccess, error }] = useLoginMutation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const [via, setVia] = useState<Via>('form');

  // Arriving signed in skips the form; after our own login the handler navigates (after its toast).
  if (isAuthenticated && !isLoading && !isSuccess) return <Navigate to={paths.home} replace />;

  const problem = missing ? MISSING_CREDENTIALS : error ? errorMessage(error) : '';

  const logIn = async (credentials: Credentials, sender: Via) => {
    if (!hasCredentials(credentials.username, credentials.password)) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setVia(sender);
    try {
      await login(credentials).unwrap();
      toast.success('Successfully logged in');
      // Rendered at once rather than as a background transition: the feed's data and code are
      // already here (prefetched and preloaded), so nothing is gained by waiting.
      navigate(paths.home, { replace: true, flushSync: true });
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
  };

  const logInAsGuest = () => {
    // Fill the fields first so the user sees which account they are entering.
    setUsername(GUEST_CREDENTIALS.username);
    setPassword(GUEST_CREDENTIALS.password);
    void logIn({ ...GUEST_CREDENTIALS }, 'guest');
  };

  return (
    <AuthCard
      title="Log in to your account"
      footer={
        <>
          New to Murmur? <Link to={paths.signup}>Sign up</Link>
        </>
      }
    >
      <AuthForm onSubmit={() => void logIn({ username, password }, 'form')}>
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <FormAlert message={problem} />
        <div className={styles.actions}>
          <Button type="submit" block busy={isLoading && via === 'form'} disabled={isLoading}>
            Login
          </Button>
          <Button
            variant="secondary"
            block
            busy={isLoading && via === 'guest'}
            disabled={isLoading}
            onClick={logInAsGuest}
          >
            Use guest login
          </Button>
        </div>
      </AuthForm>
    </AuthCard>
  );
}
