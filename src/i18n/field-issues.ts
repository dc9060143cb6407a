import type { z } from 'zod';
import { i18n } from './i18n';

type Issue = z.core.$ZodRawIssue;

const isBlank = (input: unknown) =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

/** The i18n key and values of a broken rule, said as a person would read it beside the field. */
export function fieldIssueKey(issue: Issue): [string, Record<string, unknown>?] {
  switch (issue.code) {
    case 'invalid_type':
      if (isBlank(issue.input)) return ['fieldErrors.required'];
      return issue.expected === 'number' || issue.expected === 'int'
        ? ['fieldErrors.number']
        : ['fieldErrors.invalid'];
    case 'too_small':
      if (issue.origin === 'string')
        return isBlank(issue.input) || issue.minimum === 1
          ? ['fieldErrors.required']
          : ['fieldErrors.minLength', { n: Number(issue.minimum) }];
      if (issue.origin === 'array' || issue.origin === 'set')
        return ['fieldErrors.tooFew', { n: Number(issue.minimum) }];
      return ['fieldErrors.min', { n: Number(issue.minimum) }];
    case 'too_big':
      if (issue.origin === 'string') return ['fieldErrors.maxLength', { n: Number(issue.maximum) }];
      if (issue.origin === 'array' || issue.origin === 'set')
        return ['fieldErrors.tooMany', { n: Number(issue.maximum) }];
      return ['fieldErrors.max', { n: Number(issue.maximum) }];
    case 'invalid_format':
      if (isBlank(issue.input)) return ['fieldErrors.required'];
      if (issue.format === 'email') return ['fieldErrors.email'];
      if (issue.format === 'date' || issue.format === 'datetime') return ['fieldErrors.date'];
      if (issue.format === 'url') return ['fieldErrors.url'];
      return ['fieldErrors.invalid'];
    case 'invalid_value':
      return ['fieldErrors.choice'];
    case 'unrecognized_keys':
      return ['fieldErrors.unknown'];
    default:
      return ['fieldErrors.invalid'];
  }
}

/**
 * The console's message for a broken contract rule, in the page's language, so a form checked in
 * the browser never shows the schema's own English. Passed to each parse (not set globally: zod
 * keeps its global settings on globalThis, which the services share in tests). A rule with its
 * own message (a refinement such as "The end date must be after the start date.") keeps it: a
 * service message, translated where it is shown.
 */
export function fieldIssueMessage(issue: Issue): string {
  const [key, values] = fieldIssueKey(issue);
  return i18n.t(key, values ?? {});
}
