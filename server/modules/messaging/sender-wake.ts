/**
 * Wakes the senders of this process when something was queued (a batch, a resend), so a message
 * leaves in well under the poll interval. The wake is a hint, not the guarantee: the caller's
 * transaction may commit a moment later, and the sender polls anyway.
 */
const listeners = new Set<() => void>();

/** How long after a queueing the senders look: enough for the caller's transaction to commit. */
const AFTER_COMMIT_MS = 30;

export function onWake(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function wakeSenders(): void {
  if (listeners.size === 0) return;
  setTimeout(() => {
    for (const listener of listeners) listener();
  }, AFTER_COMMIT_MS).unref();
}
