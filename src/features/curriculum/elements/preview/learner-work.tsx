import { Mic } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../../../styled-system/css';
import { button } from '../../../../ui/buttons';
import { inputStyle } from '../../../../ui/field';

const writing = css({ inlineSize: 'full', resize: 'none', _disabled: { bg: 'gray.50' } });
const recorder = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2' });
const recordButton = css({ borderRadius: 'full', paddingInline: '6' });
const note = css({ fontSize: 'sm', color: 'gray.600', textAlign: 'center' });

/** describe-image: where the learner's description goes (written in the learner's app). */
export function WritingArea() {
  const { t } = useTranslation();
  return (
    <textarea
      className={`${inputStyle} ${writing}`}
      rows={4}
      disabled
      aria-label={t('elementPreview.writing')}
      placeholder={t('elementPreview.writeHere')}
    />
  );
}

/** compare-audio: the learner records in the app; here the button only shows where. */
export function RecordButton() {
  const { t } = useTranslation();
  const noteId = useId();
  return (
    <div className={recorder}>
      <button
        type="button"
        className={`${button({ variant: 'secondary' })} ${recordButton}`}
        disabled
        aria-describedby={noteId}
      >
        <Mic aria-hidden size={18} />
        {t('elementPreview.record')}
      </button>
      <p id={noteId} className={note}>
        {t('elementPreview.recordNote')}
      </p>
    </div>
  );
}
