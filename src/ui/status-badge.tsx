import type { HTMLAttributes } from 'react';
import { cva } from '../../styled-system/css';

const badge = cva({
  base: {
    display: 'inline-flex',
    paddingInline: '2',
    paddingBlock: '0.5',
    borderRadius: 'full',
    fontSize: 'xs',
    fontWeight: 'semibold',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { bg: 'gray.200', color: 'gray.800' },
      info: { bg: 'blue.100', color: 'blue.900' },
      success: { bg: 'green.100', color: 'green.900' },
      warning: { bg: 'amber.100', color: 'amber.900' },
      danger: { bg: 'red.100', color: 'red.900' },
    },
  },
});

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface StatusBadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone: BadgeTone;
}

/** A status in a list or on a record's screen; the feature maps each status to a tone. */
export function StatusBadge({ tone, className, ...rest }: StatusBadgeProps) {
  return <span className={[badge({ tone }), className].filter(Boolean).join(' ')} {...rest} />;
}

/** A feature's statuses, each with its tone. */
export type ToneTable<S extends string> = Readonly<Record<S, BadgeTone>>;

/** A yes/no status (active, live) read as a success, its absence as neutral. */
export const ACTIVE_TONES: ToneTable<'active' | 'inactive'> = {
  active: 'success',
  inactive: 'neutral',
};

export interface TableStatusBadgeProps<S extends string> extends HTMLAttributes<HTMLSpanElement> {
  status: S;
  /** The feature's status -> tone table. */
  tones: ToneTable<S>;
}

/** A status badge whose tone the feature's table gives; the label comes translated as children. */
export function TableStatusBadge<S extends string>({
  status,
  tones,
  ...rest
}: TableStatusBadgeProps<S>) {
  return <StatusBadge tone={tones[status]} {...rest} />;
}
