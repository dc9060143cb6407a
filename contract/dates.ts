import { z } from 'zod';

/**
 * The years a date may name. PostgreSQL has no year 0 and JavaScript's dates end in 275760, so
 * an unbounded date (`0000-01-01`, `9999-12-31` plus a day) answered 500; nothing this console
 * records falls outside these years.
 */
export const DATE_YEARS = { first: 1900, last: 2999 } as const;

export const DATE_MESSAGES = {
  outOfRange: `Dates must fall between the years ${DATE_YEARS.first} and ${DATE_YEARS.last}.`,
} as const;

const inYears = (text: string) => {
  const year = Number(text.slice(0, 4));
  return year >= DATE_YEARS.first && year <= DATE_YEARS.last;
};

/** A calendar day, `YYYY-MM-DD`, within DATE_YEARS. */
export const isoDate = () => z.iso.date().refine(inYears, DATE_MESSAGES.outOfRange);

/** A moment, ISO 8601 with its offset, within DATE_YEARS. */
export const isoDateTime = (options: { offset?: boolean } = { offset: true }) =>
  z.iso.datetime(options).refine(inYears, DATE_MESSAGES.outOfRange);

/** The last instant of a calendar day, in UTC (the zone a plain day is read in: docs/api.md). */
export const endOfDayUtc = (day: string) => `${day}T23:59:59.999Z`;

/**
 * A moment that ends something: ISO 8601 with its offset, or a plain calendar day, read as the
 * end of that day in UTC (a client written from the spec sends a day).
 */
export const endMoment = () => z.union([isoDateTime(), isoDate().transform(endOfDayUtc)]);
