import type { StoryStatus } from '../../../contract/story-constants';
import type { BadgeTone } from '../../ui/status-badge';

/** A moment as a date and a time (to the minute) in the page's language and time zone. */
export function formatWhen(isoDateTime: string, language: string): string {
  const date = new Date(isoDateTime);
  if (Number.isNaN(date.getTime())) return isoDateTime;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}

export const STATUS_TONE: Record<StoryStatus, BadgeTone> = {
  visible: 'success',
  hidden: 'neutral',
  blocked: 'danger',
  expired: 'warning',
};
