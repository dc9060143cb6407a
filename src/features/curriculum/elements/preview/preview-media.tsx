import { ImageOff, VideoOff, VolumeX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../../../styled-system/css';
import { mediaUrl } from '../../../../api/media';
import { Missing } from './missing';
import { mediaBox } from './preview-styles';

/** A media field of the draft: its stored file name, or nothing yet. */
interface MediaProps {
  fileName: string | null | undefined;
  /** Publishing needs it: show a placeholder while it is missing (otherwise nothing). */
  required: boolean;
}

const picture = css({ maxBlockSize: '56', objectFit: 'contain' });
const video = css({ aspectRatio: '16 / 9', bg: 'black' });
const audioBox = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const audioLabel = css({ fontSize: 'xs', fontWeight: 'medium', color: 'gray.600' });

export function PreviewPicture({ fileName, required }: MediaProps) {
  const { t } = useTranslation();
  if (!fileName) {
    return required ? <Missing icon={ImageOff} text={t('elementPreview.missing.picture')} /> : null;
  }
  return (
    <img
      src={mediaUrl(fileName)}
      alt={t('elementPreview.media.picture')}
      className={`${mediaBox} ${picture}`}
    />
  );
}

export function PreviewVideo({ fileName, required }: MediaProps) {
  const { t } = useTranslation();
  if (!fileName) {
    return required ? <Missing icon={VideoOff} text={t('elementPreview.missing.video')} /> : null;
  }
  return (
    <video
      controls
      preload="metadata"
      src={mediaUrl(fileName)}
      aria-label={t('elementPreview.media.video')}
      className={`${mediaBox} ${video}`}
    />
  );
}

/** An audio player under a visible label ("Listen", or the model to repeat). */
export function PreviewAudio({
  fileName,
  required,
  model = false,
}: MediaProps & { model?: boolean }) {
  const { t } = useTranslation();
  if (!fileName) {
    return required ? <Missing icon={VolumeX} text={t('elementPreview.missing.audio')} /> : null;
  }
  const label = t(model ? 'elementPreview.media.modelAudio' : 'elementPreview.media.audio');
  return (
    <div className={audioBox}>
      <span className={audioLabel} aria-hidden>
        {label}
      </span>
      <audio
        controls
        preload="none"
        src={mediaUrl(fileName)}
        aria-label={label}
        className={css({ inlineSize: 'full' })}
      />
    </div>
  );
}
