import type { FastifyReply } from 'fastify';

/**
 * Work a request starts but does not wait for (issue 15 #4: the known address's reset token and
 * mail), begun only once the answer has been sent, so its cost cannot show in the answer's timing.
 * Tracked, so that shutdown (and a test) can wait until it is done.
 */
export type BackgroundTasks = {
  /** Starts `task` once `reply` has gone out; a failure goes to the app's log, never to the client. */
  afterReply(reply: FastifyReply, task: () => Promise<void>): void;
  /** Resolves once every task started so far has finished. */
  idle(): Promise<void>;
};

export function createBackgroundTasks(onError: (error: unknown) => void): BackgroundTasks {
  const running = new Set<Promise<void>>();
  const start = (task: () => Promise<void>): void => {
    const run: Promise<void> = task()
      .catch(onError)
      .finally(() => running.delete(run));
    running.add(run);
  };
  return {
    afterReply(reply, task) {
      let isStarted = false;
      const startOnce = () => {
        if (isStarted) return;
        isStarted = true;
        start(task);
      };
      const response = reply.raw;
      if (response.writableFinished || response.destroyed) {
        startOnce();
        return;
      }
      // 'finish' when the answer is written; 'close' also when the client went away first.
      response.once('finish', startOnce);
      response.once('close', startOnce);
    },
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
