/** What the /api/v2 run measures: each scenario's request, as one viewer sends it. */
import pMap from 'p-map';
import { setTimeout as sleep } from 'node:timers/promises';
import type { PostView } from '@murmur/contract';
import { callApiJson } from '../../shared/http';
import type { Viewer } from './viewers';

export interface Scenario {
  name: string;
  request: (viewer: Viewer) => { method: 'GET' | 'POST'; path: string; body?: string };
  /** Told each answer's status, to keep the viewer's state (a like, then a dislike). */
  answered?: (viewer: Viewer, status: number) => void;
  /** After a run: the state of answers still in flight when it stopped, read back. */
  settle?: (origin: string, viewers: Viewer[]) => Promise<void>;
}

/** Pages of 10, so that at 22 posts the home feed's next page is a full one too. */
const HOME = '/api/v2/timelines/home?limit=10';

export const SCENARIOS: Scenario[] = [
  { name: 'home, first page', request: () => ({ method: 'GET', path: HOME }) },
  {
    name: 'home, next page',
    request: (viewer) => ({ method: 'GET', path: `${HOME}&cursor=${viewer.homeCursor}` }),
  },
  {
    name: 'like / dislike',
    request: (viewer) => ({
      method: 'POST',
      path: `/api/v2/posts/${viewer.postId}/${viewer.liked ? 'dislike' : 'like'}`,
    }),
    // A refusal ("already liked") says the state too: the answers of the run before that were
    // still on their way when it stopped may have changed it after it was read back.
    answered: (viewer, status) => {
      if (status === 200 || status === 400) viewer.liked = !viewer.liked;
    },
    settle: async (origin, viewers) => {
      await sleep(1000);
      await pMap(
        viewers,
        async (viewer) => {
          const path = `/api/v2/posts/${viewer.postId}`;
          const answer = await callApiJson<{ post: PostView }>(origin, 'GET', path, {
            token: viewer.token,
          });
          viewer.liked = answer.post.likedByMe;
        },
        { concurrency: 10 },
      );
    },
  },
  {
    name: 'comment',
    request: (viewer) => ({
      method: 'POST',
      path: `/api/v2/posts/${viewer.postId}/comments`,
      body: JSON.stringify({ text: 'A comment from the benchmark.' }),
    }),
  },
];
