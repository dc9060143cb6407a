import { formatNumber } from '../../../i18n/format-number';

const UNITS = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
] as const;

/**
 * A time left as its two largest units ("2 hr, 5 min", "4 min, 9 sec"), in the page's language;
 * whole seconds, rounded up so that it never reads 0 before the moment comes.
 */
export function formatRemaining(ms: number, language: string): string {
  let left = Math.max(0, Math.ceil(ms / 1000) * 1000);
  const amounts = UNITS.map(([unit, size]) => {
    const amount = Math.floor(left / size);
    left -= amount * size;
    return [unit, amount] as const;
  });
  const largest = amounts.findIndex(([, amount]) => amount > 0);
  // Two units from the largest one present: minutes and seconds at the least.
  const from = Math.min(largest === -1 ? UNITS.length : largest, UNITS.length - 2);
  const shown = amounts.slice(from, from + 2);
  const parts = shown.map(([unit, amount]) =>
    formatNumber(amount, language, { style: 'unit', unit, unitDisplay: 'short' }),
  );
  return new Intl.ListFormat(language, { style: 'narrow', type: 'unit' }).format(parts);
}
