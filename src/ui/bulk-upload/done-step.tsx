import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import { StepButtons, type StepAction } from '../wizard/report-parts';
import { good, hint, stack } from '../wizard/styles';

const doneLine = css({ display: 'flex', gap: '2', alignItems: 'center', fontWeight: 'medium' });

export interface BulkDoneStepProps {
  /** `<testIdPrefix>-done` on the step, `<testIdPrefix>-replayed` on the replay notice. */
  testIdPrefix: string;
  /** The texts, translated: what was written, what was skipped. */
  written: string;
  skipped: string;
  /** What to do next, when anything was written. */
  next?: ReactNode;
  /** Said when the commit was a replay (nothing written twice); null otherwise. */
  replayed: string | null;
  again: StepAction;
  close: StepAction;
}

/** A bulk upload's last step: what was written; a replayed commit says nothing was written twice. */
export function BulkDoneStep(props: BulkDoneStepProps) {
  return (
    <div className={stack} data-testid={`${props.testIdPrefix}-done`}>
      <p className={doneLine}>
        <CheckCircle2 size={20} aria-hidden="true" className={good} />
        {props.written}
      </p>
      <p>{props.skipped}</p>
      {props.next}
      {props.replayed && (
        <p role="status" className={hint} data-testid={`${props.testIdPrefix}-replayed`}>
          {props.replayed}
        </p>
      )}
      <StepButtons back={props.again} next={props.close} />
    </div>
  );
}
