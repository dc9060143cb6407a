import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEDIA_RULES } from '../../../../contract/media-constants';
import { css, cx } from '../../../../styled-system/css';
import { toApiFailure } from '../../../api/api-failure';
import { uploadLiveClassImage } from '../api/live-class-image';
import { mediaUrl } from '../../../api/media';
import { translateMessage } from '../../../i18n/i18n';
import { button } from '../../../ui/buttons';
import { notify } from '../../../ui/toast';

const frame = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  padding: '2',
  borderWidth: '1px',
  borderStyle: 'dashed',
  borderColor: 'gray.300',
  borderRadius: 'md',
});
const invalid = css({ borderColor: 'red.500' });
const row = css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' });
const small = css({ paddingInline: '2', paddingBlock: '1', fontSize: 'xs' });
const note = css({ fontSize: 'xs', color: 'gray.600' });
const errorText = css({ fontSize: 'sm', color: 'red.700' });
const picture = css({ maxBlockSize: '32', maxInlineSize: '100%', objectFit: 'contain' });
const progress = css({ inlineSize: '100%', accentColor: 'brand.600' });

export interface CoverImageFieldProps {
  /** The stored picture's file name, or null. */
  value: string | null;
  onChange: (fileName: string | null) => void;
  /** A server field error for `coverImage`. */
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * The class's cover picture: chosen, uploaded at once (with progress, cancellable) through the
 * live classes' upload route, then shown; only the stored name reaches the form.
 */
export function CoverImageField({ value, onChange, error, disabled }: CoverImageFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  // An upload still running when the form closes is abandoned.
  useEffect(() => () => running.current?.abort(), []);
  const rule = MEDIA_RULES.picture;
  const label = t('liveClasses.fields.coverImage');

  const send = async (file: File) => {
    const controller = new AbortController();
    running.current = controller;
    setFailure(null);
    setPercent(0);
    try {
      const stored = await uploadLiveClassImage(file, {
        signal: controller.signal,
        onProgress: (fraction) => setPercent(Math.round(fraction * 100)),
      });
      onChange(stored.fileName);
      notify('success', 'liveClasses.notices.imageUploaded');
    } catch (caught) {
      if (!controller.signal.aborted) setFailure((await toApiFailure(caught)).message);
    } finally {
      running.current = null;
      setPercent(null);
    }
  };
  const shownError = failure ?? error;

  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      className={cx(frame, shownError && invalid)}
      data-testid="live-class-cover"
    >
      <span id={`${id}-label`} className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
        {label}
      </span>
      {value && <img src={mediaUrl(value)} alt={label} className={picture} />}
      {!value && percent === null && <span className={note}>{t('liveClasses.form.noCover')}</span>}
      {percent !== null && (
        <div className={row}>
          <progress
            className={progress}
            max={100}
            value={percent}
            aria-label={t('liveClasses.form.uploading', { percent })}
          />
          <span className={note} aria-live="polite">
            {t('liveClasses.form.uploading', { percent })}
          </span>
          <button
            type="button"
            className={cx(button({ variant: 'ghost' }), small)}
            onClick={() => running.current?.abort()}
          >
            {t('liveClasses.form.cancelUpload')}
          </button>
        </div>
      )}
      {!disabled && percent === null && (
        <div className={row}>
          <input
            ref={input}
            type="file"
            accept={rule.accept}
            hidden
            data-testid="live-class-cover-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void send(file);
            }}
          />
          <button
            type="button"
            className={cx(button({ variant: 'secondary' }), small)}
            onClick={() => input.current?.click()}
            aria-describedby={`${id}-limits`}
          >
            <ImagePlus size={14} aria-hidden="true" />
            {value ? t('liveClasses.form.replaceCover') : t('liveClasses.form.chooseCover')}
          </button>
          {value && (
            <button
              type="button"
              className={cx(button({ variant: 'ghost' }), small)}
              onClick={() => onChange(null)}
            >
              <X size={14} aria-hidden="true" />
              {t('liveClasses.form.removeCover')}
            </button>
          )}
          <span className={note} id={`${id}-limits`}>
            {t('liveClasses.form.coverLimits', {
              types: rule.formats,
              megabytes: rule.maxBytes / (1024 * 1024),
            })}
          </span>
        </div>
      )}
      {shownError && (
        <span role="alert" className={errorText} data-testid="live-class-cover-error">
          {translateMessage(shownError)}
        </span>
      )}
    </div>
  );
}
