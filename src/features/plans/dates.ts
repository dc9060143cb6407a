const pad = (n: number) => String(Math.trunc(Math.abs(n))).padStart(2, '0');

/** A moment as a `datetime-local` value (YYYY-MM-DDTHH:mm) in the reader's own time zone. */
export function localInputOf(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/**
 * A `datetime-local` value as an ISO date-time with the reader's offset at that moment
 * (`2026-05-01T10:00:00+03:00`); null when blank, the text itself when it is not a date (the
 * contract then refuses it).
 */
export function isoOfLocalInput(value: string): string | null {
  if (value.trim() === '') return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return `${localInputOf(date.toISOString())}:${pad(date.getSeconds())}${sign}${pad(
    offset / 60,
  )}:${pad(offset % 60)}`;
}
