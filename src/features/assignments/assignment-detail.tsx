import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { toApiFailure } from '../../api/api-failure';
import { useDeleteGiven, useGiven } from './api/assignments';
import { button } from '../../ui/buttons';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import { LoadFailure } from '../../ui/load-failure';
import { sectionHeadingStyle, sectionStyle } from '../../ui/page-styles';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toast';
import { useGivenFormat } from './format';
import { GiveModal } from './give-modal';
import { SubmissionsTable } from './submissions-table';
import { factsStyle, headRowStyle } from './styles';

const flip = css({ _rtl: { transform: 'scaleX(-1)' } });
const backStyle = css({ alignSelf: 'flex-start' });

export interface GivenDetailProps {
  id: string;
  /** Delete (write). */
  canWrite: boolean;
  /** Change its classes and due days (update). */
  canUpdate: boolean;
  confirmation: ConfirmationActor;
  onBack: () => void;
}

/** One assignment or knowledge test: its facts, its classes and due days, who submitted. */
export function GivenDetail(props: GivenDetailProps) {
  const { id, canWrite, canUpdate, confirmation, onBack } = props;
  const { t } = useTranslation();
  const format = useGivenFormat();
  const given = useGiven(id);
  const remove = useDeleteGiven();
  const [giving, setGiving] = useState(false);
  const back = (
    <button type="button" className={cx(button({ variant: 'ghost' }), backStyle)} onClick={onBack}>
      <ArrowLeft size={16} className={flip} aria-hidden /> {t('given.detail.back')}
    </button>
  );
  if (given.isPending) return <Spinner />;
  if (given.isError) {
    return (
      <>
        {back}
        <LoadFailure
          error={given.error}
          onRetry={given.refetch}
          retryLabel={t('given.detail.retry')}
          testId="given-detail-error"
        />
      </>
    );
  }
  const item = given.data;
  const title = format.title(item);
  const askDelete = () =>
    confirmation.send({
      type: 'OPEN',
      title: t('given.detail.deleteTitle'),
      message: t('given.detail.deleteConfirm', { title }),
      buttons: { confirm: { title: t('given.detail.delete'), danger: true } },
      action: async () => {
        try {
          const { message } = await remove.mutateAsync(item.id);
          notify('success', message || 'given.detail.delete');
          onBack();
        } catch (error) {
          notify('error', (await toApiFailure(error)).message);
        }
      },
    });
  return (
    <div className={sectionStyle} data-testid="given-detail">
      {back}
      <div className={headRowStyle}>
        <h2 className={sectionHeadingStyle}>{title}</h2>
        {(canWrite || canUpdate) && (
          <div className={factsStyle}>
            {canUpdate && (
              <button
                type="button"
                className={button({ variant: 'secondary' })}
                onClick={() => setGiving(true)}
                data-testid="given-give-open"
              >
                {t('given.detail.edit')}
              </button>
            )}
            {canWrite && (
              <button
                type="button"
                className={button({ variant: 'secondary' })}
                onClick={askDelete}
                data-testid="given-delete"
              >
                {t('given.detail.delete')}
              </button>
            )}
          </div>
        )}
      </div>
      <p className={factsStyle}>
        <span>
          {t('given.columns.topic')}: {format.topic(item)}
        </span>
        <span>
          {t('given.detail.questions')}: {item.elements}
        </span>
        {item.expectedTimeInMinutes !== null && (
          <span>{t('given.detail.minutes', { count: item.expectedTimeInMinutes })}</span>
        )}
        <span>
          {t('given.columns.average')}: {format.percent(item.averageScore)}
        </span>
      </p>
      <h3 className={sectionHeadingStyle}>{t('given.detail.classes')}</h3>
      {item.classRooms.length === 0 ? (
        <p>{t('given.notGiven')}</p>
      ) : (
        <ul data-testid="given-classes">
          {item.classRooms.map((c) => (
            <li key={c.classRoomId}>
              {c.name}:{' '}
              {c.dueAt
                ? t('given.detail.due', { date: format.moment(c.dueAt) })
                : t('given.detail.noDue')}
            </li>
          ))}
        </ul>
      )}
      <h3 className={sectionHeadingStyle}>{t('given.detail.submissions')}</h3>
      <SubmissionsTable id={item.id} />
      {giving && <GiveModal given={item} onClose={() => setGiving(false)} />}
    </div>
  );
}
