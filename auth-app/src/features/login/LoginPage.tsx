import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { toast } from 'react-hot-toast';
import { Button } from '@murmur/ui';
import {
  GUEST_CREDENTIALS,
  errorMessage,
  login,
  paths,
  selectIsAuthenticated,
  useAppDispatch,
  useAppSelector,
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

/** Which button started the request in flight, so only that one spins. */
type Pending = 'form' | 'guest' | null;

export function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState('');
  const [pending, setPending] = useState<Pending>(null);

  // Arriving signed in skips the form; after our own login the handler navigates (after its toast).
  if (isAuthenticated && pending === null) return <Navigate to={paths.home} replace />;

  const logIn = async (credentials: Credentials, via: Exclude<Pending, null>) => {
    if (!hasCredentials(credentials.username, credentials.password)) {
      setProblem(MISSING_CREDENTIALS);
      return;
    }
    setProblem('');
    setPending(via);
    try {
      await dispatch(login(credentials)).unwrap();
      toast.success('Successfully logged in');
      // Rendered at once rather than as a background transition: the feed's data and code are
      // already here (prefetched and preloaded), so nothing is gained by waiting.
      navigate(paths.home, { replace: true, flushSync: true });
    } catch (error) {
      const message = errorMessage(error);
      setProblem(message);
      toast.error(message);
      setPending(null);
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
          <Button type="submit" block busy={pending === 'form'} disabled={pending !== null}>
            Login
          </Button>
          <Button
            variant="secondary"
            block
            busy={pending === 'guest'}
            disabled={pending !== null}
            onClick={logInAsGuest}
          >
            Use guest login
          </Button>
        </div>
      </AuthForm>
    </AuthCard>
  );
}
