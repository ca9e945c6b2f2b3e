import { EventEmitter } from 'node:events';
import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createBackgroundTasks } from './background-tasks.js';

/** The part of a reply the runner looks at: its raw response's state and events. */
function fakeReply(state: { writableFinished: boolean; destroyed: boolean }) {
  const raw = Object.assign(new EventEmitter(), state);
  return { raw } as unknown as FastifyReply & { raw: EventEmitter };
}

describe('background tasks (issue 15 #4)', () => {
  it('starts a task only once the answer is written, once, and waits for it in idle()', async () => {
    const tasks = createBackgroundTasks(() => undefined);
    const reply = fakeReply({ writableFinished: false, destroyed: false });
    const started: string[] = [];
    let finish: () => void = () => undefined;
    tasks.afterReply(reply, () => {
      started.push('mail');
      return new Promise<void>((resolve) => (finish = resolve));
    });
    expect(started).toEqual([]);
    reply.raw.emit('finish');
    reply.raw.emit('close');
    expect(started).toEqual(['mail']);

    let isIdle = false;
    const idle = tasks.idle().then(() => (isIdle = true));
    await Promise.resolve();
    expect(isIdle).toBe(false);
    finish();
    await idle;
    expect(isIdle).toBe(true);
  });

  it('starts at once when the answer is already out, and also when the client went away', () => {
    const tasks = createBackgroundTasks(() => undefined);
    const started: number[] = [];
    tasks.afterReply(fakeReply({ writableFinished: true, destroyed: false }), () => {
      started.push(1);
      return Promise.resolve();
    });
    const closed = fakeReply({ writableFinished: false, destroyed: false });
    tasks.afterReply(closed, () => {
      started.push(2);
      return Promise.resolve();
    });
    closed.raw.emit('close');
    expect(started).toEqual([1, 2]);
  });

  it('hands a failure to onError instead of the request', async () => {
    const errors: unknown[] = [];
    const tasks = createBackgroundTasks((error) => errors.push(error));
    tasks.afterReply(fakeReply({ writableFinished: true, destroyed: false }), () =>
      Promise.reject(new Error('smtp down')),
    );
    await tasks.idle();
    expect(errors).toEqual([new Error('smtp down')]);
  });
});
