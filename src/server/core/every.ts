// The background loops of the server (the Telegram and WhatsApp senders): nothing of them runs inside a request.

/** Runs `task` every `ms`, one run at a time, until the returned stop (which waits for a run under way). */
export function every(ms: number, task: () => Promise<unknown>, onError: (error: unknown) => void): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const run = () => {
    running = task()
      .catch(onError)
      .finally(() => {
        if (!stopped) timer = setTimeout(run, ms);
      });
  };
  timer = setTimeout(run, ms);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
