import { useTranslation } from 'react-i18next';
import type { StoryKind } from '../../../contract/story-constants';
import { css } from '../../../styled-system/css';

// A phone's screen, as the learner app shows a story: the picture or video filling the card,
// the text over a dark band at the bottom (or large and centred for a text story).
const phone = css({
  position: 'relative',
  inlineSize: 'full',
  maxInlineSize: '18rem',
  aspectRatio: '9 / 16',
  borderRadius: '2xl',
  overflow: 'hidden',
  bg: 'gray.900',
  color: 'white',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  boxShadow: 'md',
  marginInline: 'auto',
});
const compact = css({ maxInlineSize: '12rem' });
const media = css({
  position: 'absolute',
  inset: '0',
  inlineSize: 'full',
  blockSize: 'full',
  objectFit: 'cover',
});
const textOnly = css({
  padding: '5',
  fontSize: 'lg',
  fontWeight: 'semibold',
  textAlign: 'center',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  bgGradient: 'to-b',
  gradientFrom: 'brand.600',
  gradientTo: 'brand.700',
  blockSize: 'full',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
const caption = css({
  position: 'absolute',
  insetInline: '0',
  insetBlockEnd: '0',
  padding: '3',
  bg: 'rgba(0, 0, 0, 0.55)',
  fontSize: 'sm',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  maxBlockSize: '50%',
  overflowY: 'auto',
});
const placeholder = css({ padding: '5', textAlign: 'center', color: 'gray.300', fontSize: 'sm' });

export interface StoryPreviewProps {
  kind: StoryKind;
  text: string;
  /** Where the picture or video is served; null while none is uploaded. */
  mediaUrl: string | null;
  /** Smaller, in a list's card. */
  small?: boolean;
  /** Said when there is nothing to show yet (the composer). */
  emptyText?: string;
  testId?: string;
}

/**
 * A story as the learner app shows it. The text's own direction is found from its letters
 * (`dir="auto"`), so an Arabic story reads right to left on an English page and the reverse.
 */
export function StoryPreview({
  kind,
  text,
  mediaUrl,
  small,
  emptyText,
  testId,
}: StoryPreviewProps) {
  const { t } = useTranslation();
  const label = t('stories.card.media', { kind: t(`stories.kinds.${kind}`) });
  const shown = text.trim();
  return (
    <figure className={small ? `${phone} ${compact}` : phone} data-testid={testId}>
      {kind === 'picture' && mediaUrl && <img src={mediaUrl} alt={label} className={media} />}
      {kind === 'video' && mediaUrl && (
        <video
          src={mediaUrl}
          className={media}
          controls
          playsInline
          preload="metadata"
          aria-label={label}
        />
      )}
      {kind === 'text' ? (
        shown ? (
          <p className={textOnly} dir="auto">
            {shown}
          </p>
        ) : (
          <p className={placeholder}>{emptyText}</p>
        )
      ) : shown ? (
        <figcaption className={caption} dir="auto">
          {shown}
        </figcaption>
      ) : (
        !mediaUrl && <p className={placeholder}>{emptyText}</p>
      )}
    </figure>
  );
}
