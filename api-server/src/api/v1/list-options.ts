import type { FastifyRequest } from 'fastify';
import type { ListBound, Newest } from '../../repositories/shared/member-lists';

/** What the routes of this API are told: how many of the newest items a list holds. */
export interface ListOptions {
  /** Posts, comments of each post, users; undefined for all (development and tests). */
  newest: Newest;
}

/** How a request's lists are bounded: the newest items, and its viewer kept in them. */
export const boundOf = (newest: Newest, request: FastifyRequest): ListBound => ({
  newest,
  viewerId: request.viewerId,
});
