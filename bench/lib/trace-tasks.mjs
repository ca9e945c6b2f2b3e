// The renderer's main-thread tasks after the first paint in a Chromium trace, and the blocking
// time Lighthouse's TBT defines over them: read by bench:main-thread (a trace Chromium throttled
// itself) and bench:lighthouse (Lighthouse's unthrottled trace, times its simulated slowdown).

export const LONG_TASK_MS = 50;

/**
 * @typedef {{ name: string, ph: string, ts: number, dur?: number, tdur?: number, pid: number,
 *   tid: number, args?: { name?: string } }} TraceEvent
 */

/**
 * The first contentful paint, the navigation before it and the tasks (`RunTask`) of the thread
 * that painted it (the paint's process's `CrRendererMain`) that start after it, in order. A task
 * run inside another (a nested run loop) is part of the outer one's time and left out.
 * @param {TraceEvent[]} events
 */
export function tasksAfterFirstPaint(events) {
  const firstPaint = events.find((event) => event.name === 'firstContentfulPaint');
  const mainThread =
    firstPaint &&
    events.find(
      (event) =>
        event.pid === firstPaint.pid &&
        event.name === 'thread_name' &&
        event.args?.name === 'CrRendererMain',
    );
  const navigationStart = events.find((event) => event.name === 'navigationStart');
  if (!firstPaint || !mainThread || !navigationStart) {
    throw new Error('the trace has no first paint, main thread or navigation');
  }
  const candidates = events
    .filter(
      (event) =>
        event.pid === mainThread.pid &&
        event.tid === mainThread.tid &&
        event.ph === 'X' &&
        event.name === 'RunTask' &&
        event.ts >= firstPaint.ts,
    )
    .sort((a, b) => a.ts - b.ts);
  /** @type {TraceEvent[]} */
  const tasks = [];
  let lastEnd = -Infinity;
  for (const task of candidates) {
    if (task.ts < lastEnd) continue;
    lastEnd = task.ts + (task.dur ?? 0);
    tasks.push(task);
  }
  return { navigationStart, firstPaint, tasks };
}

/**
 * TBT's sum over task durations in ms, each first multiplied by `slowdown`: the part of each
 * over 50 ms.
 * @param {number[]} durationsMs
 * @param {number} [slowdown]
 */
export function blockingMs(durationsMs, slowdown = 1) {
  return durationsMs.reduce(
    (total, duration) => total + Math.max(0, duration * slowdown - LONG_TASK_MS),
    0,
  );
}
