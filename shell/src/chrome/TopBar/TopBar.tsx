import { Link } from 'react-router-dom';
import { Button } from '@murmur/ui';
import {
  paths,
  postModalOpened,
  selectAuthStatus,
  selectCurrentUser,
  useAppDispatch,
  useAppSelector,
} from '@murmur/core';
import { AccountMenu } from './AccountMenu';
import styles from './TopBar.module.scss';

/** The 70px bar on every page: the brand, then the actions of whoever is (or is not) signed in. */
export function TopBar() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  // A stored session is being checked: offering "Sign in" now would flash at a signed-in user.
  const restoring = useAppSelector(selectAuthStatus) === 'restoring';

  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Link to={paths.home} className={styles.brand}>
          <BrandMark />
          Murmur
        </Link>
        <div className={styles.actions}>
          {user ? (
            <>
              <Button onClick={() => dispatch(postModalOpened({ content: '' }))}>
                <PlusIcon />
                <span className={styles.newPostLabel}>New Post</span>
              </Button>
              <AccountMenu user={user} />
            </>
          ) : (
            !restoring && (
              <Link to={paths.login} className={styles.signIn}>
                Sign in
              </Link>
            )
          )}
        </div>
      </div>
    </header>
  );
}

function BrandMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      <rect width="28" height="28" rx="4" fill="currentColor" />
      <path
        d="M7 18.5c2-4 4-4 5.5 0s3.5 4 5.5 0 2.5-4 3-4.5M7 12c2-4 4-4 5.5 0s3.5 4 5.5 0"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

function PlusIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M8 3v10M3 8h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
