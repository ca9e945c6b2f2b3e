import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import { DateInput, DatesProvider } from '@mantine/dates';
import { useLocale } from '../../../lib/i18n';

const GERMAN_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** A typed d.MM.yyyy (spec 2 §5) as yyyy-MM-dd; anything else is no date. */
export function parseDayDate(text: string): string | null {
  const match = GERMAN_DATE.exec(text.trim());
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  const value = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${value}T12:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : value;
}

/** A day date (yyyy-MM-dd) typed or picked, shown as d.MM.yyyy. */
export function DayDateInput(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const locale = useLocale();
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>
      <DateInput
        label={props.label}
        value={props.value}
        onChange={(value) => {
          if (value) props.onChange(value.slice(0, 10));
        }}
        valueFormat="D.MM.YYYY"
        dateParser={(text) => parseDayDate(text)}
        allowDeselect={false}
        error={props.error}
        size="md"
        popoverProps={{ withinPortal: true }}
      />
    </DatesProvider>
  );
}
