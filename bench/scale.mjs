// Issue 5 §2 (data scale on PostgreSQL, 1 000 vs 10 000 caregivers) is not built yet; see
// docs/performance.md "To do". Prints that, so `npm run bench:scale` states it rather than failing.
import { describeMachine } from './lib/report.mjs';

console.log(
  JSON.stringify(
    {
      benchmark: 'scale',
      machine: describeMachine(),
      status: 'not implemented yet (docs/performance.md, To do)',
    },
    null,
    2,
  ),
);
