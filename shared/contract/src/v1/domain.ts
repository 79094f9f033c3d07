/**
 * The entities of the spec's API (product spec §3), derived from their schemas (`schemas.ts`).
 * Timestamps use the form 2026-11-22T10:15:00+05:30. Each is an interface extending its schema's
 * type, so that editors and the compiler name it (`Post`, not its fields spelled out).
 */
/* eslint-disable @typescript-eslint/no-empty-object-type -- an interface names a derived type */
import type { Fields } from '../common/shapes';
import type * as schemas from './schemas';

/** What the API shows of a user inside other records: never a password, never an email. */
export interface UserSummary extends Fields<typeof schemas.UserSummary> {}

export interface User extends Fields<typeof schemas.User> {}

export interface Likes extends Fields<typeof schemas.Likes> {}

export interface Votes extends Fields<typeof schemas.Votes> {}

export interface Comment extends Fields<typeof schemas.Comment> {}

export interface Post extends Fields<typeof schemas.Post> {}
