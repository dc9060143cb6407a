import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { toApiFailure } from '../../api/api-failure';
import { useDeleteAssignment, useAssignment } from './api/assignments';
import { button } from '../../ui/buttons';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import { LoadFailure } from '../../ui/load-failure';
import { sectionHeadingStyle, sectionStyle } from '../../ui/page-styles';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toast';
import { useAssignmentFormat } from './format';
import { GiveModal } from './give-modal';
import { SubmissionsTable } from './submissions-table';
import { factsStyle, headRowStyle } from './styles';

const flip = css({ _rtl: { transform: 'scaleX(-1)' } });
const backStyle = css({ alignSelf: 'flex-start' });

export interface AssignmentDetailProps {
  id: string;
  /** Delete (write). */
  canWrite: boolean;
  /** Change its classes and due days (update). */
  canUpdate: boolean;
  confirmation: ConfirmationActor;
  onBack: () => void;
}

/** One assignment or knowledge test: its facts, its classes and due days, who submitted. */
export function AssignmentDetail(props: AssignmentDetailProps) {
  const { id, canWrite, canUpdate, confirmation, onBack } = props;
  const { t } = useTranslation();
  const format = useAssignmentFormat();
  const given = useAssignment(id);
  const remove = useDeleteAssignment();
  const [giving, setGiving] = useState(false);
  const back = (
    <button type="button" className={cx(button({ variant: 'ghost' }), backStyle)} onClick={onBack}>
      <ArrowLeft size={16} className={flip} aria-hidden /> {t('assignments.detail.back')}
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
          retryLabel={t('assignments.detail.retry')}
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
      title: t('assignments.detail.deleteTitle'),
      message: t('assignments.detail.deleteConfirm', { title }),
      buttons: { confirm: { title: t('assignments.detail.delete'), danger: true } },
      action: async () => {
        try {
          const { message } = await remove.mutateAsync(item.id);
          notify('success', message || 'assignments.detail.delete');
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
                {t('assignments.detail.edit')}
              </button>
            )}
            {canWrite && (
              <button
                type="button"
                className={button({ variant: 'secondary' })}
                onClick={askDelete}
                data-testid="given-delete"
              >
                {t('assignments.detail.delete')}
              </button>
            )}
          </div>
        )}
      </div>
      <p className={factsStyle}>
        <span>
          {t('assignments.columns.topic')}: {format.topic(item)}
        </span>
        <span>
          {t('assignments.detail.questions')}: {item.elements}
        </span>
        {item.expectedTimeInMinutes !== null && (
          <span>{t('assignments.detail.minutes', { count: item.expectedTimeInMinutes })}</span>
        )}
        <span>
          {t('assignments.columns.average')}: {format.percent(item.averageScore)}
        </span>
      </p>
      <h3 className={sectionHeadingStyle}>{t('assignments.detail.classes')}</h3>
      {item.classRooms.length === 0 ? (
        <p>{t('assignments.notGiven')}</p>
      ) : (
        <ul data-testid="given-classes">
          {item.classRooms.map((c) => (
            <li key={c.classRoomId}>
              {c.name}:{' '}
              {c.dueAt
                ? t('assignments.detail.due', { date: format.moment(c.dueAt) })
                : t('assignments.detail.noDue')}
            </li>
          ))}
        </ul>
      )}
      <h3 className={sectionHeadingStyle}>{t('assignments.detail.submissions')}</h3>
      <SubmissionsTable id={item.id} />
      {giving && <GiveModal given={item} onClose={() => setGiving(false)} />}
    </div>
  );
}
