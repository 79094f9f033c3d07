/** Reading untrusted request bodies: the mock never trusts a field it did not ask for. */
import { badRequest } from './errors';
import { isObject } from './is-object';
import { lengthOf } from './limits';

export type Fields = Record<string, unknown>;

/** The body's fields; anything that is not an object reads as no fields at all. */
export function fieldsOf(body: unknown): Fields {
  return isObject(body) ? body : {};
}

/** The first of `body[key]` that is an object (e.g. `postData`), else no fields. */
export function wrappedFields(body: unknown, ...keys: string[]): Fields {
  const fields = fieldsOf(body);
  for (const key of keys) {
    const value = fields[key];
    if (isObject(value)) return value;
  }
  return {};
}

/** `value` itself when it is text, else its field `key` (`"hi"` or `{ content: "hi" }`). */
export function textOrField(value: unknown, key: string): unknown {
  return typeof value === 'string' ? value : fieldsOf(value)[key];
}

/** True when `fields` holds any of `keys`; a `null` counts, so that it is refused, not skipped. */
export function namesAny(fields: Fields, keys: readonly string[]): boolean {
  return keys.some((key) => fields[key] !== undefined);
}

/** Text that must say something: stored whole (no trimming), refused when blank. */
export function requireText(value: unknown, message: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw badRequest(message);
  return value;
}

/** An optional string field: absent keeps `current`, a non-string is refused. */
export function optionalString(value: unknown, current: string, message: string): string {
  if (value === undefined) return current;
  if (typeof value !== 'string') throw badRequest(message);
  return value;
}

/** Empty, or an absolute http(s) address: a `javascript:` link must never reach a profile. */
export function optionalHttpUrl(value: unknown, current: string, message: string): string {
  const text = optionalString(value, current, message).trim();
  if (text === '') return '';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw badRequest(message);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badRequest(message);
  return text;
}

export function trimmedString(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The first of `values` that is text once trimmed, trimmed; else empty. */
export function firstNonBlank(...values: unknown[]): string {
  return values.map(trimmedString).find((text) => text !== '') ?? '';
}

/** `text` when it is at most `max` characters long, else refused with `message`. */
export function atMost(text: string, max: number, message: string): string {
  if (lengthOf(text) > max) throw badRequest(message);
  return text;
}

/** `value` as it is, unless it is text longer than `max` characters: then refused with `message`. */
export function atMostIfText(value: unknown, max: number, message: string): unknown {
  if (typeof value === 'string') atMost(value, max, message);
  return value;
}
