/**
 * What the route schemas of both APIs add to the contract's shapes (`@murmur/contract`'s `v1` and
 * `v2`; the error body is `common`'s): the error answers every route has, path parameters, and the token a route asks for.
 */
import { Type, type TString } from 'typebox';
import { common } from '@murmur/contract';

/** Every refusal and failure has the same body: `{ errors: [message] }`. */
export const withErrors = <R extends Record<number, object>>(responses: R) => ({
  ...responses,
  '4xx': common.ErrorAnswer,
  '5xx': common.ErrorAnswer,
});

/** Path parameters: ids and usernames are opaque strings. */
export const params = <K extends string>(...names: K[]) =>
  Type.Object(Object.fromEntries(names.map((name) => [name, Type.String()])) as Record<K, TString>);

export const SIGNED_IN = [{ token: [] as string[] }];
/** A token is read when sent (the viewer's flags), not needed. */
export const SIGNED_IN_OR_NOT = [{}, ...SIGNED_IN];
