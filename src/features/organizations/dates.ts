/** Today as `YYYY-MM-DD` in the user's time zone: the day the contract machine decides on. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A contract date (`YYYY-MM-DD`) in the page's language; read as UTC so no day shifts. */
export function formatDay(isoDate: string, language: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
