import { fieldIssueMessage } from '../../../i18n/field-issues';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import {
  LIVE_CLASS_LIMITS,
  liveClassBodySchema,
  type LiveClass,
  type LiveClassBody,
} from '../../../../contract/live-classes';

/** The form's values as typed: text for numbers and the start, '' for pickers' "none". */
export interface LiveClassValues {
  title: string;
  level: string;
  levelId: string;
  /** `datetime-local`: the user's own time, YYYY-MM-DDTHH:mm. */
  startsAt: string;
  durationMinutes: string;
  minUsers: string;
  maxUsers: string;
  teacherId: string;
  tag: string;
  coverImage: string | null;
}
export type LiveClassField = keyof LiveClassValues;
export const LIVE_CLASS_FIELDS: readonly LiveClassField[] = [
  'title',
  'level',
  'levelId',
  'startsAt',
  'durationMinutes',
  'minUsers',
  'maxUsers',
  'teacherId',
  'tag',
  'coverImage',
];

const two = (n: number) => String(n).padStart(2, '0');

/** A moment as a `datetime-local` value in the user's time zone. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(
    date.getHours(),
  )}:${two(date.getMinutes())}`;
}

/** A `datetime-local` value (the user's time) as an ISO moment; '' when not one. */
export function fromLocalInput(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

const DEFAULTS = { durationMinutes: '60', minUsers: '1', maxUsers: '20' };

export function initialValues(liveClass: LiveClass | null): LiveClassValues {
  return {
    title: liveClass?.title ?? '',
    level: liveClass?.level ?? '',
    levelId: liveClass?.levelId ?? '',
    startsAt: liveClass ? toLocalInput(liveClass.startsAt) : '',
    durationMinutes: liveClass ? String(liveClass.durationMinutes) : DEFAULTS.durationMinutes,
    minUsers: liveClass ? String(liveClass.minUsers) : DEFAULTS.minUsers,
    maxUsers: liveClass ? String(liveClass.maxUsers) : DEFAULTS.maxUsers,
    teacherId: liveClass?.teacherId ?? '',
    tag: liveClass?.tag ?? '',
    coverImage: liveClass?.coverImage ?? null,
  };
}

/** A number as typed; blank or not a whole number is left for the schema to refuse. */
const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/** What is sent: the typed values in the contract's shape, empty choices as null. */
export const bodyOf = (values: LiveClassValues): LiveClassBody => ({
  title: values.title,
  level: values.level.trim() || null,
  levelId: values.levelId || null,
  startsAt: fromLocalInput(values.startsAt),
  durationMinutes: numberOf(values.durationMinutes),
  minUsers: numberOf(values.minUsers),
  maxUsers: numberOf(values.maxUsers),
  teacherId: values.teacherId || null,
  tag: values.tag.trim() || null,
  coverImage: values.coverImage,
});

const { durationMin, durationMax, usersMin, usersMax, titleMax, tagMax } = LIVE_CLASS_LIMITS;

/** Each field's rule, said in the page's language (the contract's own messages are English). */
function messageOf(t: TFunction, field: string, issue: z.core.$ZodIssue): string {
  switch (field) {
    case 'title':
      return t('liveClasses.form.errors.title', { min: 2, max: titleMax });
    case 'startsAt':
      return t('liveClasses.form.errors.startsAt');
    case 'durationMinutes':
      return t('liveClasses.form.errors.duration', { min: durationMin, max: durationMax });
    case 'minUsers':
    case 'maxUsers':
      return issue.code === 'custom'
        ? t('liveClasses.form.errors.minAboveMax')
        : t('liveClasses.form.errors.users', { min: usersMin, max: usersMax });
    case 'tag':
      return t('liveClasses.form.errors.tag', { max: tagMax });
    default:
      return issue.message;
  }
}

/**
 * The form's validator: the contract's `liveClassBodySchema` over what would be sent, and the
 * start in the future (SPEC section 5, 'Should be in future'). Errors land on their fields; the
 * values handed on are the schema's output (titles trimmed), ready to send.
 */
export function liveClassResolver(
  t: TFunction,
  now: () => number = Date.now,
): Resolver<LiveClassValues, unknown, LiveClassBody> {
  return (values) => {
    const parsed = liveClassBodySchema.safeParse(bodyOf(values), { error: fieldIssueMessage });
    const errors: FieldErrors<LiveClassValues> = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = LIVE_CLASS_FIELDS.find((name) => name === issue.path[0]);
      if (field && !errors[field]) {
        errors[field] = { type: issue.code, message: messageOf(t, field, issue) };
      }
    }
    const start = Date.parse(fromLocalInput(values.startsAt));
    if (!errors.startsAt && !Number.isNaN(start) && start <= now()) {
      errors.startsAt = { type: 'future', message: t('liveClasses.form.errors.future') };
    }
    if (parsed.success && Object.keys(errors).length === 0)
      return { values: parsed.data, errors: {} };
    return { values: {}, errors };
  };
}
