import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import { useFormatNumber } from '../../i18n/format-number';
import { button } from '../buttons';
import { bad, footer, hint } from './styles';

const counts = css({ display: 'flex', gap: '6', flexWrap: 'wrap' });
const count = css({ display: 'flex', flexDirection: 'column' });
const figure = css({ fontSize: '2xl', fontWeight: 'bold' });
const list = css({ listStyle: 'none', padding: '0', margin: '0' });

export interface Figure {
  name: string;
  label: string;
  value: number;
}

/** A dry run's figures (rows, valid, invalid): `<testId>` and `<testId>-<name>` for each. */
export function DryRunCounts({ figures, testId }: { figures: readonly Figure[]; testId: string }) {
  const formatNumber = useFormatNumber();
  return (
    <dl className={counts} data-testid={`${testId}s`}>
      {figures.map(({ name, label, value }) => (
        <div key={name} className={count}>
          <dt className={hint}>{label}</dt>
          <dd className={figure} data-testid={`${testId}-${name}`}>
            {formatNumber(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export interface RowProblem {
  key: string;
  /** The column it is about, as the reader knows it ("Column email:"). */
  column: string;
  text: string;
}

/** What is wrong with one row of a sheet, a line a problem. */
export function RowErrors({ problems }: { problems: readonly RowProblem[] }) {
  return (
    <ul className={list}>
      {problems.map((problem) => (
        <li key={problem.key} className={bad}>
          <strong>{problem.column}</strong> {problem.text}
        </li>
      ))}
    </ul>
  );
}

export interface StepAction {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** Working: the button says so to assistive technology. */
  busy?: boolean;
  icon?: ReactNode;
  testId?: string;
}

/** A step's two buttons at its end: going back (or again) and going on. */
export function StepButtons({ back, next }: { back: StepAction; next: StepAction }) {
  return (
    <div className={footer}>
      <button
        type="button"
        className={button({ variant: 'secondary' })}
        disabled={back.disabled}
        onClick={back.onClick}
        data-testid={back.testId}
      >
        {back.icon}
        {back.label}
      </button>
      <button
        type="button"
        className={button({ variant: 'primary' })}
        disabled={next.disabled}
        aria-busy={next.busy}
        onClick={next.onClick}
        data-testid={next.testId}
      >
        {next.icon}
        {next.label}
      </button>
    </div>
  );
}
