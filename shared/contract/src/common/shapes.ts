/**
 * What the schemas of both APIs are built from (TypeBox: JSON Schema with its TypeScript type).
 * A shape a response sends is closed: it names every field, so the server drops anything else
 * (a password hash, a stray column) when it serializes an answer.
 */
import {
  Type,
  type Static,
  type TObject,
  type TOptional,
  type TProperties,
  type TSchema,
  type TUnsafe,
} from 'typebox';
import { TIMESTAMP_PATTERN } from '../time';

export const text = Type.String();
export const count = Type.Integer({ minimum: 0 });
export const flag = Type.Boolean();
export const timestamp = Type.String({
  pattern: TIMESTAMP_PATTERN.source,
  description: 'Local time with its offset (spec §9), e.g. 2026-11-22T10:15:00+05:30',
});

/** An object with exactly these fields, all required. */
export const closed = <P extends TProperties>(properties: P, options: object = {}) =>
  Type.Object(properties, { additionalProperties: false, ...options });

/** A closed shape with an `$id`, registered once and referred to by it. */
export const shape = <P extends TProperties>($id: string, properties: P, options: object = {}) =>
  closed(properties, { $id, ...options }) as TObject<P> & { $id: string };

/**
 * A shape registered by its `$id`, used by reference (one definition in the OpenAPI document),
 * typed as the named type derived from it, so that a type says `author: Author`, not its fields.
 */
export const ref = <T>(schema: TSchema & { $id: string }, options: object = {}): TUnsafe<T> =>
  Type.Unsafe<T>({ $ref: `${schema.$id}#`, ...options });

/** A shape used in place, typed as the named type derived from it. */
export const typed = <T>(schema: TSchema, options: object = {}): TUnsafe<T> =>
  Type.Unsafe<T>({ ...schema, ...options });

/** Every refusal and failure of both APIs has this body (spec §8). */
export const ErrorBody = shape('ErrorBody', {
  errors: Type.Array(text, { description: 'The message to show, first.' }),
  requestId: Type.Optional(
    Type.String({ description: 'On 500 only: quote it to find the failure in the log.' }),
  ),
});
export type ErrorBodyShape = Static<typeof ErrorBody>;

/** A refusal's answer in a route's schema: the error body, by reference. */
export const ErrorAnswer = ref<ErrorBodyShape>(ErrorBody);

type PropertiesOf<T> = T extends TObject<infer P> ? P : never;
type OptionalKeys<P> = { [K in keyof P]: P[K] extends TOptional<TSchema> ? K : never }[keyof P];

/**
 * An object schema's type, as `Static` derives it, with its fields in the order the schema lists
 * them (TypeBox's `Static` orders them as the compiler happens to; the fields and their types are
 * the same). Core's recorded public API spells the wire's types field by field, in this order.
 */
export type Fields<T extends TSchema> = {
  [K in keyof PropertiesOf<T> as K extends OptionalKeys<PropertiesOf<T>> ? never : K]: Static<
    PropertiesOf<T>[K]
  >;
} & {
  [K in keyof PropertiesOf<T> as K extends OptionalKeys<PropertiesOf<T>> ? K : never]?: Static<
    PropertiesOf<T>[K]
  >;
};
