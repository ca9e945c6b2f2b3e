import { addDays, format } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import type { Page } from '@playwright/test';

/** A Berlin calendar day `days` from today, as the pickers show it (d.MM.yyyy). */
export function berlinDay(days: number): string {
  return format(addDays(TZDate.tz('Europe/Berlin'), days), 'd.MM.yyyy');
}

export async function setDate(page: Page, which: 'Beginn' | 'Ende', day: string) {
  const field = page.getByRole('textbox', { name: `${which} – Datum` });
  await field.fill(day);
  // Leaving the field commits the typed date (Enter would submit the form).
  await page.getByRole('heading', { level: 1 }).click();
}

/** Types hours and minutes into the 24-hour time picker ("0930"), then closes its dropdown. */
export async function setTime(page: Page, which: 'Beginn' | 'Ende', hhmm: string) {
  await page.getByRole('spinbutton', { name: `${which} – Uhrzeit: Stunden` }).click();
  await page.keyboard.type(hhmm);
  await page.getByRole('heading', { level: 1 }).click();
}
