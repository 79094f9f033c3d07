/**
 * The two types written out beside their schemas (`Page<T>`, generic; `Vote`, so the compiler
 * names it) say what their schemas say, and the live events' list names every event type.
 */
import type { Static } from 'typebox';
import {
  LIVE_EVENT_TYPES,
  v2,
  type LiveEventType,
  type Page,
  type PostView,
  type Vote,
} from '@murmur/contract';

/** Compiles only when A and B are the same type. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <A, B>(proof: Same<A, B>) => proof;

it('derives Page<T> and Vote exactly as their schemas say', () => {
  expect(same<Static<typeof v2.PostPage>, Page<PostView>>(true)).toBe(true);
  expect(same<Static<typeof v2.Vote>, Vote>(true)).toBe(true);
  expect(same<(typeof LIVE_EVENT_TYPES)[number], LiveEventType>(true)).toBe(true);
});

it('lists each live event type once, in the order of the event schemas', () => {
  expect(LIVE_EVENT_TYPES).toEqual(v2.LIVE_EVENTS.map((event) => event.properties.type.const));
});

it('keeps the shapes of answers closed, so a server never sends a field by accident', () => {
  for (const shape of [...v2.SHAPES, v2.ErrorBody]) {
    expect(shape).toMatchObject({ type: 'object', additionalProperties: false });
  }
});
