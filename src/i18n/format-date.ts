/** A moment (ISO date-time) as a day in the page's language and the user's time zone. */
export function formatDate(isoDateTime: string, language: string): string {
  const date = new Date(isoDateTime);
  if (Number.isNaN(date.getTime())) return isoDateTime;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}

/** A calendar date (`YYYY-MM-DD`: a contract's end) in the page's language; UTC, so no day shifts. */
export function formatDay(isoDate: string, language: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** A moment (ISO date-time) with its time to the second, in the page's language and time zone. */
export function formatMoment(isoDateTime: string, language: string): string {
  const date = new Date(isoDateTime);
  if (Number.isNaN(date.getTime())) return isoDateTime;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' }).format(
    date,
  );
}
