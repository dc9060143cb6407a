import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import { button } from '../buttons';
import { alertStyle } from '../field';
import { FileInput } from '../file-input';
import { footer, hint, stack } from '../wizard/styles';
import { WriteButton } from '../viewing-as';

const label = css({ fontSize: 'sm', fontWeight: 'medium' });
const field = css({ display: 'flex', flexDirection: 'column', gap: '1' });

export interface BulkPickStepProps {
  /** `<idPrefix>-file`, `-file-hint`, `-file-error`: the input and what describes it. */
  idPrefix: string;
  /** `<testIdPrefix>-file-error` and `<testIdPrefix>-dry-run`. */
  testIdPrefix: string;
  /** What the sheet holds and its template(s), above the file input. */
  header: ReactNode;
  accept: string;
  /** The texts, translated: the input's label, the chosen file, the rules, the check button. */
  fileLabel: string;
  chosen: string | null;
  fileRules: string;
  checkLabel: string;
  /** The client's own check of the file, translated. */
  fileError: string | null;
  /** The service's refusal, already drawn (the feature's failure alert). */
  failure: ReactNode;
  canCheck: boolean;
  onPick: (file: File) => void;
  onDryRun: () => void;
  back?: { label: string; onClick: () => void };
}

/** A bulk upload's file step: the template, the file (checked here first), refusals, dry run. */
export function BulkPickStep(props: BulkPickStepProps) {
  const { idPrefix, testIdPrefix, fileError } = props;
  const describedBy = [`${idPrefix}-file-hint`, fileError && `${idPrefix}-file-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <form
      className={stack}
      onSubmit={(event) => {
        event.preventDefault();
        props.onDryRun();
      }}
    >
      {props.header}
      <div className={field}>
        <label htmlFor={`${idPrefix}-file`} className={label}>
          {props.fileLabel}
        </label>
        <FileInput
          id={`${idPrefix}-file`}
          accept={props.accept}
          chosen={props.chosen}
          invalid={Boolean(fileError)}
          describedBy={describedBy}
          onChange={(event) => {
            const picked = event.target.files?.[0];
            if (picked) props.onPick(picked);
          }}
        />
        <span id={`${idPrefix}-file-hint`} className={hint}>
          {props.fileRules}
        </span>
      </div>
      {fileError && (
        <p
          id={`${idPrefix}-file-error`}
          role="alert"
          className={alertStyle}
          data-testid={`${testIdPrefix}-file-error`}
        >
          {fileError}
        </p>
      )}
      {props.failure}
      <div className={footer}>
        {props.back && (
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            onClick={props.back.onClick}
          >
            {props.back.label}
          </button>
        )}
        <WriteButton label={props.checkLabel} testId={`${testIdPrefix}-dry-run`}>
          <button
            type="submit"
            className={button({ variant: 'primary' })}
            disabled={!props.canCheck}
            data-testid={`${testIdPrefix}-dry-run`}
          >
            {props.checkLabel}
          </button>
        </WriteButton>
      </div>
    </form>
  );
}
