import { Link, useLocation } from 'react-router-dom';
import { paths } from '@murmur/core';
import styles from './NotFoundPage.module.scss';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Page not found</h1>
      <p>
        There is nothing at <code>{pathname}</code>.
      </p>
      <Link className={styles.home} to={paths.home}>
        Go to the home feed
      </Link>
    </main>
  );
}
