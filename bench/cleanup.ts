/**
 * What a run must undo (the temp folder, the server child, a PostgreSQL schema), on success, on
 * failure and on Ctrl-C alike. Each task is registered as soon as there is something to undo.
 */
type Task = { readonly name: string; readonly run: () => Promise<void> | void; readonly urgent?: () => void };

const tasks: Task[] = [];

export function onCleanup(name: string, run: () => Promise<void> | void, urgent?: () => void): () => Promise<void> {
  const task: Task = { name, run, urgent };
  tasks.push(task);
  return async () => {
    const at = tasks.indexOf(task);
    if (at < 0) return;
    tasks.splice(at, 1);
    await task.run();
  };
}

/** Newest first: the server stops before its folder goes. */
export async function cleanupAll(): Promise<void> {
  while (tasks.length > 0) {
    const task = tasks.pop() as Task;
    try {
      await task.run();
    } catch (error) {
      console.error(`cleanup of ${task.name} failed: ${(error as Error).message}`);
    }
  }
}

/** On a signal: the synchronous part at once (kill the child, remove the folder), then the rest (a
 * PostgreSQL schema) for 10 s at most. */
export function cleanupOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      for (const task of [...tasks].reverse()) {
        try {
          task.urgent?.();
        } catch {
          /* keep going */
        }
      }
      const limit = setTimeout(() => process.exit(130), 10_000);
      void cleanupAll().finally(() => {
        clearTimeout(limit);
        process.exit(130);
      });
    });
  }
}
