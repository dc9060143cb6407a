import { Upload, X } from 'lucide-react';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaKind } from '../../../../contract/element-constants';
import { MEDIA_RULES } from '../../../../contract/media-constants';
import { css, cx } from '../../../../styled-system/css';
import { toApiFailure } from '../../../api/api-failure';
import { mediaUrl, uploadMedia } from '../../../api/media';
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
  bg: 'gray.50',
});
const dragging = css({ borderColor: 'brand.500', bg: 'brand.50' });
const invalid = css({ borderColor: 'red.500' });
const row = css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' });
const small = css({ paddingInline: '2', paddingBlock: '1', fontSize: 'xs' });
const note = css({ fontSize: 'xs', color: 'gray.600' });
const errorText = css({ fontSize: 'sm', color: 'red.700' });
const picture = css({ maxBlockSize: '24', maxInlineSize: '100%', objectFit: 'contain' });
const player = css({ inlineSize: '100%', maxInlineSize: '20rem' });
const progress = css({ inlineSize: '100%', accentColor: 'brand.600' });

export interface MediaFieldProps {
  id: string;
  kind: MediaKind;
  label: string;
  /** The stored file's name, or null. */
  value: string | null;
  onChange: (fileName: string | null) => void;
  /** A server field error for this field. */
  error?: string | undefined;
  disabled?: boolean;
}

type Upload = { percent: number; controller: AbortController } | null;

/**
 * A picture, audio or video: choose or drop a file, see the upload's progress (it can be
 * cancelled), then the stored file shown as the learner gets it, to replace or remove. Only the
 * stored name reaches the form; the file itself goes to the media store at once.
 */
export function MediaField({ id, kind, label, value, onChange, error, disabled }: MediaFieldProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<Upload>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const rule = MEDIA_RULES[kind];
  // An upload still running when the field goes away is abandoned.
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const send = async (file: File) => {
    const controller = new AbortController();
    running.current = controller;
    setFailure(null);
    setUpload({ percent: 0, controller });
    try {
      const stored = await uploadMedia(file, {
        kind,
        signal: controller.signal,
        onProgress: (fraction) => setUpload({ percent: Math.round(fraction * 100), controller }),
      });
      onChange(stored.fileName);
      notify('success', 'elements.media.uploaded');
    } catch (caught) {
      if (!controller.signal.aborted) {
        const message = translateMessage((await toApiFailure(caught)).message);
        setFailure(t('elements.media.failed', { message }));
      }
    } finally {
      running.current = null;
      setUpload(null);
    }
  };
  const choose = (files: FileList | null) => {
    const file = files?.[0];
    if (file) void send(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled && !upload) choose(event.dataTransfer.files);
  };
  const shownError = failure ?? (error ? translateMessage(error) : null);
  const busy = upload !== null;

  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      className={cx(frame, over && dragging, shownError && invalid)}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid={`media-${id}`}
    >
      <span id={`${id}-label`} className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
        {label}
      </span>
      {value ? <StoredMedia kind={kind} fileName={value} label={label} /> : null}
      {!value && !busy && <span className={note}>{t('elements.media.none')}</span>}
      {upload && (
        <div className={row}>
          <progress
            className={progress}
            max={100}
            value={upload.percent}
            aria-label={t('elements.media.uploading', { percent: upload.percent })}
          />
          <span className={note} aria-live="polite">
            {t('elements.media.uploading', { percent: upload.percent })}
          </span>
          <button
            type="button"
            className={cx(button({ variant: 'ghost' }), small)}
            onClick={() => upload.controller.abort()}
          >
            {t('elements.media.cancel')}
          </button>
        </div>
      )}
      {!disabled && !busy && (
        <div className={row}>
          <input
            ref={input}
            id={id}
            type="file"
            accept={rule.accept}
            // Chosen through the button below (one tab stop, one accessible name).
            hidden
            onChange={(event) => {
              choose(event.target.files);
              event.target.value = '';
            }}
          />
          <button
            type="button"
            className={cx(button({ variant: 'secondary' }), small)}
            onClick={() => input.current?.click()}
            aria-label={`${value ? t('elements.media.replace') : t('elements.media.choose')}: ${label}`}
            aria-describedby={`${id}-limits`}
          >
            <Upload size={14} aria-hidden="true" />
            {value ? t('elements.media.replace') : t('elements.media.choose')}
          </button>
          {value && (
            <button
              type="button"
              className={cx(button({ variant: 'ghost' }), small)}
              onClick={() => onChange(null)}
              aria-label={`${t('elements.media.remove')}: ${label}`}
            >
              <X size={14} aria-hidden="true" />
              {t('elements.media.remove')}
            </button>
          )}
          <span className={note} id={`${id}-limits`}>
            {t('elements.media.drop')} ·{' '}
            {t('elements.media.limits', {
              types: rule.formats,
              megabytes: rule.maxBytes / (1024 * 1024),
            })}
          </span>
        </div>
      )}
      {shownError && (
        <span role="alert" className={errorText} data-testid={`media-${id}-error`}>
          {shownError}
        </span>
      )}
    </div>
  );
}

function StoredMedia({
  kind,
  fileName,
  label,
}: {
  kind: MediaKind;
  fileName: string;
  label: string;
}) {
  const src = mediaUrl(fileName);
  if (kind === 'picture') return <img src={src} alt={label} className={picture} />;
  if (kind === 'audio') {
    return <audio controls preload="none" src={src} className={player} aria-label={label} />;
  }
  return <video controls preload="metadata" src={src} className={player} aria-label={label} />;
}
