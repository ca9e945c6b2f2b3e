// Texts of the dashboard statistics levels and trends (spec 2 §9).
export const stats = {
  LEVEL_GOOD: 'Gut',
  LEVEL_MEDIUM: 'Mittel',
  LEVEL_BAD: 'Schlecht',
  LEVEL_NONE: 'Noch keine Daten',
  TREND_UP: 'Gestiegen',
  TREND_DOWN: 'Gesunken',
  TREND_STEADY: 'Unverändert',
  FIRST_CALL_WITHIN_HOURS: 'Innerhalb von {{hours}} Std.',
  FIRST_CALL_OVER_HOURS: 'Mehr als {{hours}} Std.',
};
