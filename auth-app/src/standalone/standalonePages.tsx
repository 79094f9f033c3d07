import { paths } from '@murmur/core';
import { type StandalonePage } from '@murmur/standalone';
import { LoginPage, SignupPage } from '../pages';

export const standalonePages: StandalonePage[] = [
  { path: paths.login, element: <LoginPage />, nav: { label: 'Log in', to: paths.login } },
  { path: paths.signup, element: <SignupPage />, nav: { label: 'Sign up', to: paths.signup } },
];
