import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../ui/buttons';
import { Field } from '../../ui/field';
import { useFormatNumber } from '../../i18n/format-number';
import { code, muted, panelTitle, row, stack } from './machines-styles';
import type { Sandbox } from './sandbox';

export interface SandboxTimeProps {
  sandbox: Sandbox;
  /** Delay names of the delayed transitions out of the current states. */
  delays: string[];
  nextDue: number | null;
  disabled: boolean;
}

/** The copy's simulated clock: nothing delayed happens until the tester advances it. */
export function SandboxTime({ sandbox, delays, nextDue, disabled }: SandboxTimeProps) {
  const { t } = useTranslation();
  const [ms, setMs] = useState('1000');
  const [error, setError] = useState<string | undefined>();
  const format = useFormatNumber();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = Number(ms);
    if (ms.trim() === '' || !Number.isFinite(amount) || amount < 0) {
      return setError('machines.sandbox.invalidNumber');
    }
    setError(undefined);
    sandbox.advance(amount);
  };
  return (
    <section aria-labelledby="sandbox-time-title" className={stack}>
      <h3 id="sandbox-time-title" className={panelTitle}>
        {t('machines.sandbox.time')}
      </h3>
      {delays.length > 0 && (
        <p className={muted}>
          {t('machines.sandbox.waitingOn')}:{' '}
          <code className={code} dir="ltr">
            {delays.join(', ')}
          </code>
        </p>
      )}
      <p className={muted} aria-live="polite" data-testid="sandbox-next-due">
        {nextDue === null
          ? t('machines.sandbox.noTimers')
          : t('machines.sandbox.nextDue', { ms: format(nextDue) })}
      </p>
      <div>
        <button
          type="button"
          className={button({ variant: 'primary' })}
          disabled={disabled || nextDue === null}
          onClick={() => sandbox.advanceToNext()}
        >
          {t('machines.sandbox.advanceNext')}
        </button>
      </div>
      <form onSubmit={submit} noValidate className={cx(row, css({ alignItems: 'flex-end' }))}>
        <Field
          id="sandbox-advance-by"
          label={t('machines.sandbox.advanceBy')}
          type="number"
          min={0}
          step="any"
          value={ms}
          onChange={setMs}
          error={error}
          disabled={disabled}
          dir="ltr"
        />
        <button type="submit" className={button({ variant: 'secondary' })} disabled={disabled}>
          {t('machines.sandbox.advance')}
        </button>
      </form>
    </section>
  );
}
