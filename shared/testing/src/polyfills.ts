/**
 * jsdom lacks a few web APIs that the app and its libraries use: react-router needs TextEncoder,
 * jose signs tokens with WebCrypto and clones claims with structuredClone. Node has them all;
 * hand them to the jsdom window.
 */
import { TextDecoder, TextEncoder as NodeTextEncoder } from 'node:util';
import { webcrypto } from 'node:crypto';
import { deserialize, serialize } from 'node:v8';
import { clearImmediate, setImmediate } from 'node:timers';
import { ReadableStream } from 'node:stream/web';

/**
 * Node's encoder returns a Uint8Array of Node's realm, which fails `instanceof Uint8Array` inside
 * jsdom (jose rejects such keys); copy the bytes into this realm's Uint8Array.
 */
class TextEncoder extends NodeTextEncoder {
  override encode(input?: string): Uint8Array<ArrayBuffer> {
    return new Uint8Array(super.encode(input));
  }
}

Object.assign(globalThis, { TextEncoder, TextDecoder });
// React's server renderer (the shell's server tests draw pages in jsdom) schedules its work so,
// and hands its HTML over as a stream.
Object.assign(globalThis, { setImmediate, clearImmediate });
if (typeof globalThis.ReadableStream !== 'function') Object.assign(globalThis, { ReadableStream });
Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

if (typeof globalThis.structuredClone !== 'function') {
  globalThis.structuredClone = <T>(value: T): T => deserialize(serialize(value)) as T;
}

// react-hot-toast's <Toaster> asks for the user's motion preference; jsdom has no matchMedia.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom lays nothing out and cannot scroll; the feed's virtualizer scrolls the window.
window.scrollTo = () => {};
