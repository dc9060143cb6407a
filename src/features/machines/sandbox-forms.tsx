import { useTranslation } from 'react-i18next';
import { button } from '../../ui/buttons';
import { SelectField } from '../../ui/field';
import { describeValue } from './describe-value';
import { code, muted, panelTitle, stack } from './machines-styles';
import { ValueForm } from './value-form';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface SandboxInputProps {
  /** The inputs the machine's model-based test walks from. */
  inputs: readonly unknown[];
  preset: number;
  onPreset: (index: number) => void;
  disabled: boolean;
  onStart: (input: unknown) => void;
}

/** The input to start from: one of the test's, edited by hand. */
export function SandboxInput({ inputs, preset, onPreset, disabled, onStart }: SandboxInputProps) {
  const { t } = useTranslation();
  const input = inputs[preset];
  return (
    <section aria-labelledby="sandbox-input-title" className={stack}>
      <h3 id="sandbox-input-title" className={panelTitle}>
        {t('machines.sandbox.input')}
      </h3>
      {inputs.length > 1 && (
        <SelectField
          id="sandbox-preset"
          label={t('machines.sandbox.preset')}
          value={String(preset)}
          onChange={(value) => onPreset(Number(value))}
          disabled={disabled}
          options={inputs.map((option, index) => ({
            value: String(index),
            label: t('machines.sandbox.presetOption', {
              number: index + 1,
              // Isolated, so the JSON reads left to right inside an Arabic option too.
              input: `\u2068${describeValue(option, 60)}\u2069`,
            }),
          }))}
        />
      )}
      {isRecord(input) ? (
        <ValueForm
          key={preset}
          id="sandbox-input"
          legend={t('machines.sandbox.input')}
          value={input}
          submitLabel={t('machines.sandbox.restart')}
          disabled={disabled}
          onSubmit={onStart}
        />
      ) : (
        <div className={stack}>
          <p className={muted}>
            {input === undefined ? (
              t('machines.sandbox.noInput')
            ) : (
              <code className={code}>{describeValue(input)}</code>
            )}
          </p>
          <div>
            <button
              type="button"
              className={button({ variant: 'secondary' })}
              disabled={disabled}
              onClick={() => onStart(input)}
            >
              {t('machines.sandbox.restart')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}

export interface SandboxContextProps {
  context: unknown;
  disabled: boolean;
  onSet: (context: Record<string, unknown>) => void;
}

/** The copy's context, what its guards read, set by hand without leaving the state. */
export function SandboxContext({ context, disabled, onSet }: SandboxContextProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="sandbox-context-title">
      <h3 id="sandbox-context-title" className={panelTitle}>
        {t('machines.sandbox.context')}
      </h3>
      {isRecord(context) ? (
        <ValueForm
          id="sandbox-context"
          legend={t('machines.sandbox.context')}
          hint={t('machines.sandbox.contextHint')}
          value={context}
          submitLabel={t('machines.sandbox.setContext')}
          disabled={disabled}
          onSubmit={onSet}
        />
      ) : (
        <code className={code}>{describeValue(context)}</code>
      )}
    </section>
  );
}
