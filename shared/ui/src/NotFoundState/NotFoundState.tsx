import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@murmur/core';
import { EmptyState } from '../EmptyState/EmptyState';
import styles from './NotFoundState.module.scss';

export interface NotFoundStateProps {
  /** The page's heading, e.g. "Post not found". */
  title: string;
  /** Why there is nothing here, e.g. "There is no one called @ann on Murmur." */
  children: ReactNode;
}

/** What a page shows, inside its `<main>`, when what its address names does not exist. */
export function NotFoundState({ title, children }: NotFoundStateProps) {
  return (
    <>
      <h1 className={styles.title}>{title}</h1>
      <EmptyState
        action={
          <Link className={styles.homeLink} to={paths.home}>
            Back to home
          </Link>
        }
      >
        {children}
      </EmptyState>
    </>
  );
}
