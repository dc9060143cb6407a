import { useTranslation } from 'react-i18next';

/**
 * The Intl locale numbers are written in. Arabic keeps Latin digits with the Arabic locale's
 * grouping and decimal signs: what Intl's `ar` gives in current engines (CLDR 42 and later), the
 * same digits as the dates, the codes and what people type in number fields. Pinned, so an engine
 * still defaulting `ar` to Arabic-Indic digits (١٠٬٠٠٠) shows the same page.
 */
export const numberLocale = (language: string): string =>
  language === 'ar' ? 'ar-u-nu-latn' : language;

/** The options a number may be written with (the rest of an i18next call's options are not). */
const OPTION_NAMES = [
  'style',
  'unit',
  'unitDisplay',
  'minimumFractionDigits',
  'maximumFractionDigits',
  'signDisplay',
] as const;

export type NumberOptions = Pick<Intl.NumberFormatOptions, (typeof OPTION_NAMES)[number]>;

const formats = new Map<string, Intl.NumberFormat>();

function formatFor(language: string, options: NumberOptions): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(numberLocale(language), options);
    formats.set(key, format);
  }
  return format;
}

/** Only the number options, so i18next's own (`count`, `lng`, other values) never reach Intl. */
export function numberOptions(options: Record<string, unknown> = {}): NumberOptions {
  const picked: Record<string, unknown> = {};
  for (const name of OPTION_NAMES) if (options[name] !== undefined) picked[name] = options[name];
  return picked as NumberOptions;
}

/**
 * The one way a number reaches the page: grouped as the page's language writes it (10,000).
 * Anything that is not a finite number is shown as it is.
 */
export function formatNumber(
  value: unknown,
  language: string,
  options: NumberOptions = {},
): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return String(value ?? '');
  return formatFor(language, options).format(value);
}

/** `formatNumber` in the page's current language, for numbers shown outside a text. */
export function useFormatNumber(): (value: number, options?: NumberOptions) => string {
  const { i18n } = useTranslation();
  return (value, options) => formatNumber(value, i18n.language, options);
}

const MEGABYTE = 1024 * 1024;

/** A file's size for people: whole kilobytes below a megabyte, else megabytes to one decimal. */
export function formatFileSize(bytes: number, language: string): string {
  return bytes < MEGABYTE
    ? formatNumber(Math.ceil(bytes / 1024), language, { style: 'unit', unit: 'kilobyte' })
    : formatNumber(bytes / MEGABYTE, language, {
        style: 'unit',
        unit: 'megabyte',
        maximumFractionDigits: 1,
      });
}
