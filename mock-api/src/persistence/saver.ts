/**
 * Saves shortly after a write, coalescing bursts (a like storm saves once). A failed save is
 * reported once and the mock keeps working in memory.
 */
export interface Saver<T> {
  schedule(value: T): void;
  flush(): Promise<void>;
  cancel(): void;
}

export function createSaver<T>(save: (value: T) => Promise<void>, delayMs = 100): Saver<T> {
  let pending: { value: T } | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let warned = false;

  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };

  const flush = async () => {
    const next = pending;
    cancel();
    if (!next) return;
    try {
      await save(next.value);
    } catch (error) {
      if (!warned) console.warn('Murmur mock API: could not save demo data.', error);
      warned = true;
    }
  };

  return {
    schedule(value) {
      pending = { value };
      clearTimeout(timer);
      timer = setTimeout(() => void flush(), delayMs);
    },
    flush,
    cancel,
  };
}
