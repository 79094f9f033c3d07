import { useState, type ChangeEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { toast } from 'react-hot-toast';
import { Button, INPUT_LIMITS, TextField } from '@murmur/ui';
import {
  errorMessage,
  paths,
  selectIsAuthenticated,
  useAppSelector,
  useSignupMutation,
} from '@murmur/core';
import { AuthCard } from '../layout/AuthCard';
import { AuthForm } from '../fields/AuthForm';
import { FormAlert } from '../fields/FormAlert';
import { MISSING_CREDENTIALS, hasCredentials } from '../fields/credentials';
import { useClearStorageOnLeave } from './useClearStorageOnLeave';
import styles from './SignupPage.module.scss';

const EMPTY_FORM = { firstName: '', lastName: '', username: '', password: '' };
type SignupForm = typeof EMPTY_FORM;

export function SignupPage() {
  const navigate = useNavigate();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const [signup, { isLoading, isSuccess, error }] = useSignupMutation();
  const [form, setForm] = useState<SignupForm>(EMPTY_FORM);
  const [missing, setMissing] = useState(false);
  useClearStorageOnLeave();

  // Arriving signed in skips the form; after our own sign-up the handler navigates (after its toast).
  if (isAuthenticated && !isLoading && !isSuccess) return <Navigate to={paths.home} replace />;

  const problem = missing ? MISSING_CREDENTIALS : error ? errorMessage(error) : '';

  // Every field's name, value and change, and `required`: all four are.
  const fieldProps = (name: keyof SignupForm) => ({
    name,
    required: true,
    value: form[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
  });

  const signUp = async () => {
    // Spec §5: only the credentials are checked; the names are `required` in markup alone.
    if (!hasCredentials(form.username, form.password)) {
      setMissing(true);
      return;
    }
    setMissing(false);
    try {
      const { user } = await signup(form).unwrap();
      toast.success(`Welcome to Murmur, ${user.firstName.trim() || user.username}!`);
      navigate(paths.home, { replace: true });
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
  };

  return (
    <AuthCard
      title="Create your account"
      footer={
        <>
          Already have an account? <Link to={paths.login}>Log in</Link>
        </>
      }
    >
      <AuthForm onSubmit={() => void signUp()}>
        <div className={styles.names}>
          <TextField
            label="First name"
            autoComplete="given-name"
            maxLength={INPUT_LIMITS.name}
            {...fieldProps('firstName')}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            maxLength={INPUT_LIMITS.name}
            {...fieldProps('lastName')}
          />
        </div>
        <TextField
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={INPUT_LIMITS.usernameMax}
          {...fieldProps('username')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          {...fieldProps('password')}
        />
        <FormAlert message={problem} />
        <Button type="submit" block busy={isLoading} className={styles.submit}>
          SignUp
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
