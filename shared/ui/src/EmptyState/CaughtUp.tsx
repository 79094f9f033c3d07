import { EmptyState } from './EmptyState';

/**
 * The closing box under a list whose last page has arrived: every feed and the comments end on
 * it. The words are the spec's, its spelling included.
 */
export function CaughtUp() {
  return <EmptyState variant="dashed">You are all cought up</EmptyState>;
}
