import { useSyncExternalStore } from 'react';

/** The path a user was refused, while the access-denied dialog shows; null when closed. */
let deniedPath: string | null = null;
const listeners = new Set<() => void>();

const publish = (path: string | null) => {
  deniedPath = path;
  for (const listener of listeners) listener();
};

export const showAccessDenied = (path: string) => publish(path);
export const closeAccessDenied = () => publish(null);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useAccessDenied(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => deniedPath,
    () => deniedPath,
  );
}
