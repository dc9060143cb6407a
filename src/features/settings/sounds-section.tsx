import { useTranslation } from 'react-i18next';
import type { Sound } from '../../../contract/sounds';
import { toApiFailure } from '../../api/api-failure';
import { deleteSound, useSounds, useSoundWrite } from './api/sounds';
import { button } from '../../ui/buttons';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import { LoadFailure } from '../../ui/load-failure';
import { mutedStyle, sectionHeadingStyle } from '../../ui/page-styles';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toast';
import { SoundForm } from './sound-form';
import { actionsStyle, cardStyle, keyRowStyle, playerStyle } from './styles';

/** The learner app's sound effects: heard here, added and deleted by the platform. */
export function SoundsSection({
  canWrite,
  confirmation,
}: {
  canWrite: boolean;
  confirmation: ConfirmationActor;
}) {
  const { t } = useTranslation();
  const sounds = useSounds(true);
  return (
    <section className={cardStyle} aria-labelledby="settings-sounds-title">
      <h2 id="settings-sounds-title" className={sectionHeadingStyle}>
        {t('settings.sounds.title')}
      </h2>
      <p className={mutedStyle}>{t('settings.sounds.intro')}</p>
      {canWrite && <SoundForm />}
      {sounds.isPending ? (
        <Spinner />
      ) : sounds.isError ? (
        <LoadFailure
          error={sounds.error}
          onRetry={sounds.refetch}
          retryLabel={t('settings.retry')}
          testId="settings-sounds-error"
        />
      ) : sounds.data.result.length === 0 ? (
        <p className={mutedStyle} data-testid="settings-sounds-empty">
          {t('settings.sounds.empty')}
        </p>
      ) : (
        <ul data-testid="settings-sounds-list">
          {sounds.data.result.map((sound) => (
            <SoundRow
              key={sound.id}
              sound={sound}
              canWrite={canWrite}
              confirmation={confirmation}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function SoundRow({
  sound,
  canWrite,
  confirmation,
}: {
  sound: Sound;
  canWrite: boolean;
  confirmation: ConfirmationActor;
}) {
  const { t, i18n } = useTranslation();
  const remove = useSoundWrite(deleteSound);
  const name = i18n.language === 'ar' ? sound.nameAr : sound.nameEn;
  const onDelete = () =>
    confirmation.send({
      type: 'OPEN',
      title: t('settings.sounds.deleteTitle', { name }),
      message: t('settings.sounds.deleteConfirm', { name }),
      buttons: { confirm: { title: t('settings.sounds.delete'), danger: true } },
      action: async () => {
        try {
          const { message } = await remove.mutateAsync(sound.id);
          notify('success', message || 'settings.sounds.deleted');
        } catch (error) {
          notify('error', (await toApiFailure(error)).message);
        }
      },
    });
  return (
    <li className={keyRowStyle} data-testid={`settings-sound-${sound.id}`}>
      <div className={actionsStyle}>
        <strong lang="en" dir="ltr">
          {sound.nameEn}
        </strong>
        <span lang="ar" dir="rtl">
          {sound.nameAr}
        </span>
      </div>
      <p className={mutedStyle}>
        {t(`settings.sounds.kinds.${sound.kind}`)} ·{' '}
        {t('settings.sounds.size', { kb: Math.max(1, Math.round(sound.bytes / 1024)) })}
      </p>
      <audio controls preload="none" src={sound.url} aria-label={name} className={playerStyle} />
      {canWrite && (
        <div>
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            onClick={onDelete}
            data-testid={`settings-sound-${sound.id}-delete`}
          >
            {t('settings.sounds.delete')}
          </button>
        </div>
      )}
    </li>
  );
}
