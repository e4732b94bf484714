import { lazy, type ComponentType } from 'react';

/** spec.md section 9: a screen chunk that has not arrived within 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** spec.md section 8 names the failure a chunk load error; the error boundary recognises it by name. */
export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

export function loadChunk<T>(loader: () => Promise<T>, timeoutMs: number = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading a screen took longer than ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    loader().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('A screen of the application could not be loaded', { cause }));
      },
    );
  });
}

export function lazyWithTimeout<P extends object>(
  loader: () => Promise<{ default: ComponentType<P> }>,
  timeoutMs?: number,
) {
  return lazy(() => loadChunk(loader, timeoutMs));
}
