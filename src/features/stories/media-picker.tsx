import { FileInput } from '../../ui/file-input';
import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEDIA_RULES } from '../../../contract/media-constants';
import type { StoryMedia } from '../../../contract/stories';
import { toApiFailure } from '../../api/api-failure';
import { uploadStoryMedia } from '../../api/stories';
import { button } from '../../ui/buttons';
import { alertStyle } from '../../ui/field';
import { mutedStyle } from '../../ui/page-styles';
import { storyMessageText } from './messages';
import { fieldsetStyle, rowStyle } from './styles';

/** The uploaded file as the composer keeps it: the service's answer and the chosen file's name. */
export type UploadedMedia = StoryMedia & { name: string };

export interface MediaPickerProps {
  kind: 'picture' | 'video';
  media: UploadedMedia | null;
  onUploaded: (media: UploadedMedia) => void;
  onCleared: () => void;
  /** The form's error on the file (`mediaFileName`), already in the page's language. */
  error?: string | undefined;
}

/**
 * Chooses the picture or video and uploads it at once; a wrong type or a file too large is
 * refused before anything is sent, in the same words as the service.
 */
export function MediaPicker({ kind, media, onUploaded, onCleared, error }: MediaPickerProps) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const upload = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => () => upload.current?.abort(), []);

  const choose = async (file: File | undefined) => {
    upload.current?.abort();
    setRefusal(null);
    if (!file) return;
    const controller = new AbortController();
    upload.current = controller;
    setProgress(0);
    try {
      const stored = await uploadStoryMedia(file, kind, {
        signal: controller.signal,
        onProgress: setProgress,
      });
      onUploaded({ ...stored, name: file.name });
    } catch (failed) {
      if (controller.signal.aborted) return;
      const failure = await toApiFailure(failed);
      setRefusal(failure.fieldErrors?.file ?? failure.message);
      if (input.current) input.current.value = '';
    } finally {
      if (upload.current === controller) setProgress(null);
    }
  };

  const shown = refusal ?? error;
  const id = 'story-media';
  return (
    <div className={fieldsetStyle}>
      <label htmlFor={id}>{t(`stories.composer.media.${kind}`)}</label>
      <FileInput
        id={id}
        inputRef={input}
        accept={MEDIA_RULES[kind].accept}
        chosen={media?.name ?? null}
        invalid={Boolean(shown)}
        describedBy={`${id}-hint${shown ? ` ${id}-error` : ''}`}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <span id={`${id}-hint`} className={mutedStyle}>
        {t('stories.composer.media.hint', {
          formats: MEDIA_RULES[kind].formats,
          mb: MEDIA_RULES[kind].maxBytes / (1024 * 1024),
        })}
      </span>
      {progress !== null && (
        <div className={rowStyle}>
          <progress max={1} value={progress} aria-labelledby={`${id}-progress`} />
          <span id={`${id}-progress`} className={mutedStyle}>
            {t('stories.composer.media.uploading', { percent: Math.round(progress * 100) })}
          </span>
        </div>
      )}
      {media && progress === null && (
        <div className={rowStyle} data-testid="story-media-uploaded">
          <span>{t('stories.composer.media.uploaded', { name: media.name })}</span>
          <button
            type="button"
            className={button({ variant: 'ghost' })}
            onClick={() => {
              onCleared();
              if (input.current) input.current.value = '';
            }}
            aria-label={t('stories.composer.media.remove')}
          >
            <X size={16} aria-hidden="true" />
          </button>
        </div>
      )}
      {shown && (
        <p id={`${id}-error`} role="alert" className={alertStyle} data-testid="story-media-error">
          {storyMessageText(shown)}
        </p>
      )}
    </div>
  );
}
