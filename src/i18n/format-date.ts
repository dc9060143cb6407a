/** A moment (ISO date-time) as a day in the page's language and the user's time zone. */
export function formatDate(isoDateTime: string, language: string): string {
  const date = new Date(isoDateTime);
  if (Number.isNaN(date.getTime())) return isoDateTime;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}
