import { CURRENCY_MINOR_DIGITS, type Currency } from '../../../contract/plan-constants';
import { numberLocale } from '../../i18n/format-number';

/*
 * Money travels as integer minor units of its currency. The console never computes a price: it
 * shows the service's, and turns what a person types into minor units with string arithmetic,
 * so "19.99" is exactly 1999 and never 1998.9999….
 */

const formats = new Map<string, Intl.NumberFormat>();

/** An amount in the page's language and the currency's own digits ($19.99, ‏1.500 د.ك.‏). */
export function formatMoney(minor: number, currency: Currency, language: string): string {
  const digits = CURRENCY_MINOR_DIGITS[currency];
  const key = `${language}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(numberLocale(language), {
      style: 'currency',
      currency,
      // "$" rather than "US$": the latter's letters flip around the sign in right-to-left text.
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  // Dividing only to write it: the figure itself stays the service's.
  return format.format(minor / 10 ** digits);
}

export type MoneyParse = { minor: number } | { error: 'format' | 'decimals' };

// Arabic keyboards type Arabic-Indic digits and the Arabic decimal separator.
const ARABIC_DIGITS = /[\u0660-\u0669]/g;
const toLatin = (text: string) =>
  text
    .trim()
    .replace(ARABIC_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace('\u066b', '.');

/**
 * A typed amount in major units ("19.99", "1.5", "20") as minor units of `currency`; refuses
 * anything but digits with one decimal point, and more decimals than the currency has.
 */
export function parseMajor(text: string, currency: Currency): MoneyParse {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(toLatin(text));
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === '')) return { error: 'format' };
  const digits = CURRENCY_MINOR_DIGITS[currency];
  if (fraction.length > digits) return { error: 'decimals' };
  const minorText = `${whole}${fraction.padEnd(digits, '0')}`.replace(/^0+(?=\d)/, '');
  // Whole digits only, so Number reads it exactly up to 2^53 (far above the largest price).
  return { minor: Number(minorText) };
}

/** Minor units written back in major units for editing: 1999 USD is "19.99", 1500 KWD "1.500". */
export function minorToMajor(minor: number, currency: Currency): string {
  const digits = CURRENCY_MINOR_DIGITS[currency];
  const text = String(Math.trunc(Math.abs(minor))).padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
