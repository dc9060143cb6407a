import { useTranslation } from 'react-i18next';
import { LIVE_CLASS_MESSAGES } from '../../../../contract/live-class-constants';
import type { LiveClass } from '../../../../contract/live-classes';
import { templatePattern } from '../../../../contract/message-template';
import { toApiFailure } from '../../../api/api-failure';
import { useAcceptLiveClass } from '../api/my-live-classes';
import type { ConfirmationActor } from '../../../ui/confirm-dialog';
import { notify } from '../../../ui/toast';
import { formatStart } from '../shared/live-class-time';

const { named, unnamed } = LIVE_CLASS_MESSAGES.teacherClash.forms;
const NAMED_CLASH = templatePattern(named ?? '');

/** The clash named by the service's 409 "already teaches" message, if it is that message. */
function clashOf(message: string, classId: string): TakeClash | null {
  if (message === unnamed) return { classId, title: null };
  const title = NAMED_CLASH.exec(message)?.groups?.title;
  return title ? { classId, title } : null;
}

/** A clash the teacher is told of: the class it is with, by name, or another organisation's. */
export interface TakeClash {
  classId: string;
  /** The other class's title; null when it is one the teacher may not read here. */
  title: string | null;
}

/** The clash message's key and values: named, or "another class" in the page's language. */
export const clashText = (clash: TakeClash) =>
  clash.title === null
    ? { key: 'myLiveClasses.take.clashElsewhere', values: {} }
    : { key: 'myLiveClasses.take.clash', values: { title: clash.title } };

/**
 * Take this class: asked first through the confirmation dialog, then accepted; the toast says
 * 'Live Class Accepted Successfully!', or the clashing class's name on a 409, or the refusal.
 * `onClash` keeps that clash on the screen after the toast is gone.
 */
export function useTakeClass(
  confirmation: ConfirmationActor,
  onClash: (clash: TakeClash | null) => void,
) {
  const { t, i18n } = useTranslation();
  const accept = useAcceptLiveClass();
  return (liveClass: LiveClass) =>
    confirmation.send({
      type: 'OPEN',
      title: t('myLiveClasses.take.title'),
      message: t('myLiveClasses.take.confirm', {
        title: liveClass.title,
        start: formatStart(liveClass.startsAt, i18n.language),
      }),
      buttons: { confirm: { title: t('myLiveClasses.take.button') } },
      action: async () => {
        onClash(null);
        try {
          await accept.mutateAsync(liveClass.id);
          notify('success', 'myLiveClasses.take.accepted');
        } catch (error) {
          const failure = await toApiFailure(error);
          const clash = failure.status === 409 ? clashOf(failure.message, liveClass.id) : null;
          if (clash) {
            onClash(clash);
            const text = clashText(clash);
            notify('error', text.key, text.values);
          } else {
            notify('error', failure.message);
          }
        }
      },
    });
}
