import { Paperclip } from 'lucide-react';
import type { ChangeEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../styled-system/css';
import { button } from './buttons';

const row = css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' });
// Kept in the tab order and tied to its label, only not drawn: the browser would draw its own
// "Choose file / No file chosen" in the browser's language, whatever the page's.
const hidden = css({ srOnly: true });
const trigger = css({
  'input:focus-visible + &': {
    outline: '2px solid',
    outlineColor: 'brand.500',
    outlineOffset: '2px',
  },
});
const chosenStyle = css({ fontSize: 'sm', color: 'gray.700', overflowWrap: 'anywhere' });

export interface FileInputProps {
  id: string;
  accept: string;
  /** What is said of the chosen file (its name, perhaps its size), or null before one is chosen. */
  chosen: string | null;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  invalid?: boolean | undefined;
  describedBy?: string | undefined;
  /** The input's test id, where tests pick files by it. */
  testId?: string | undefined;
  /** The input itself, e.g. to clear it after a save. */
  inputRef?: Ref<HTMLInputElement> | undefined;
}

/**
 * A file input whose button and "no file chosen" are the page's own words, in its language and
 * direction. The field's label (its `<label htmlFor={id}>`) stays its accessible name; the drawn
 * button is a second label, hidden from assistive technology, that opens the same picker.
 */
export function FileInput(props: FileInputProps) {
  const { id, accept, chosen, onChange, invalid, describedBy, testId, inputRef } = props;
  const { t } = useTranslation();
  return (
    <div className={row}>
      <input
        ref={inputRef}
        id={id}
        name={id}
        type="file"
        className={hidden}
        accept={accept}
        onChange={onChange}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        data-testid={testId}
      />
      <label
        htmlFor={id}
        className={cx(button({ variant: 'secondary' }), trigger)}
        aria-hidden="true"
      >
        <Paperclip size={16} aria-hidden="true" />
        {t('files.choose')}
      </label>
      <span className={chosenStyle} data-testid={`${id}-chosen`}>
        {chosen ? <bdi>{chosen}</bdi> : t('files.none')}
      </span>
    </div>
  );
}
