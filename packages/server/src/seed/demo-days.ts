/** Days before today, as the plans' negative day offsets. */
export const past = (days: number[]): number[] => days.map((day) => -day);
