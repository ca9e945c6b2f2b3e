// bench/scale's summary: per call and connection count, the median over rounds of each run's p99
// at every scale and the ratio of the largest scale to the smallest, against the target.
import { formatTable, round } from './report.mjs';

/**
 * @typedef {{ call: string, connections: number, factor: number, round: number,
 *   requestsPerSecond: number, p50Ms: number, p99Ms: number, errors: number, total: number,
 *   serverCpuMsPerRequest: number }} Run
 * @typedef {{ call: string, connections: number, p99Ms: number[], requestsPerSecond: number[],
 *   serverCpuMsPerRequest: number[], ratio: number, isTargetMet: boolean }} Result
 */

/** @param {number[]} values */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/**
 * @param {{ runs: Run[], calls: string[], connections: number[], factors: number[],
 *   targetRatio: number }} options
 * @returns {Result[]}
 */
export function summariseRuns({ runs, calls, connections, factors, targetRatio }) {
  return calls.flatMap((call) =>
    connections.map((count) => {
      const of = (/** @type {number} */ factor) =>
        runs.filter(
          (run) => run.call === call && run.connections === count && run.factor === factor,
        );
      const p99Ms = factors.map((factor) => median(of(factor).map((run) => run.p99Ms)));
      const requestsPerSecond = factors.map((factor) =>
        round(median(of(factor).map((run) => run.requestsPerSecond)), 1),
      );
      const serverCpuMsPerRequest = factors.map((factor) =>
        round(median(of(factor).map((run) => run.serverCpuMsPerRequest)), 2),
      );
      const first = p99Ms[0] ?? 0;
      const last = p99Ms[p99Ms.length - 1] ?? 0;
      const ratio = first > 0 ? round(last / first, 2) : 0;
      return {
        call,
        connections: count,
        p99Ms,
        requestsPerSecond,
        serverCpuMsPerRequest,
        ratio,
        isTargetMet: ratio <= targetRatio,
      };
    }),
  );
}

/**
 * @param {{ results: Result[], factors: number[], targetRatio: number }} options
 */
export function formatResultTable({ results, factors, targetRatio }) {
  const labels = factors.map((factor) => `${factor}×`);
  return formatTable(
    [
      'call',
      'conn',
      ...labels.map((label) => `p99 ${label}`),
      'ratio',
      'target',
      `req/s ${labels.join(' / ')}`,
      `server CPU ms/req ${labels.join(' / ')}`,
    ],
    results.map((row) => [
      row.call,
      row.connections,
      ...row.p99Ms,
      row.ratio,
      `≤ ${targetRatio}: ${row.isTargetMet ? 'met' : 'MISSED'}`,
      row.requestsPerSecond.join(' / '),
      row.serverCpuMsPerRequest.join(' / '),
    ]),
  );
}

/**
 * @param {Array<{ factor: number, generation: { totalSeconds?: number },
 *   size: { databaseMb: number, bookingsHeapMb: number, bookingsIndexesMb: number,
 *     rows: { caregivers: number, bookings: number } } }>} scales
 */
export function formatScaleTable(scales) {
  return formatTable(
    [
      'scale',
      'caregivers',
      'bookings',
      'database MB',
      'bookings heap MB',
      'bookings idx MB',
      'generation s',
    ],
    scales.map(({ factor, generation, size }) => [
      `${factor}×`,
      size.rows.caregivers,
      size.rows.bookings,
      size.databaseMb,
      size.bookingsHeapMb,
      size.bookingsIndexesMb,
      generation.totalSeconds ?? 'reused',
    ]),
  );
}
