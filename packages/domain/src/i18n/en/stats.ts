import type { Messages } from '../messages.js';

export const stats = {
  LEVEL_GOOD: 'Good',
  LEVEL_MEDIUM: 'Medium',
  LEVEL_BAD: 'Bad',
  LEVEL_NONE: 'No data yet',
  TREND_UP: 'Up',
  TREND_DOWN: 'Down',
  TREND_STEADY: 'Unchanged',
  FIRST_CALL_WITHIN_HOURS: 'Within {{hours}} h',
  FIRST_CALL_OVER_HOURS: 'More than {{hours}} h',
} satisfies Messages['stats'];
