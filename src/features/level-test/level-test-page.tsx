import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import { alertStyle } from '../../ui/field';
import { DurationSection } from './duration-form';
import { RangesSection } from './ranges-section';
import { mutedStyle, titleStyle } from '../../ui/page-styles';
import { pageStyle } from './styles';

export interface LevelTestPageProps {
  /** Active in HAD with r Elements: the services answer anyone else 403. */
  canRead: boolean;
  /** w Elements: add and delete ranges (and questions). */
  canWrite: boolean;
  /** u Elements: set the duration, change ranges (and questions). */
  canUpdate: boolean;
  confirmation: ConfirmationActor;
  /** The test's questions (the route composes them with the curriculum's element editor). */
  questions?: ReactNode;
}

/**
 * /level-test: how long the placement test lasts, which scores place a learner where, and the
 * test's questions.
 */
export function LevelTestPage(props: LevelTestPageProps) {
  const { canRead, canWrite, canUpdate, confirmation, questions } = props;
  const { t } = useTranslation();
  return (
    <section className={pageStyle} aria-labelledby="level-test-title" data-testid="level-test-page">
      <h1 id="level-test-title" className={titleStyle}>
        {t('levelTest.title')}
      </h1>
      <p className={mutedStyle}>{t('levelTest.intro')}</p>
      {!canRead ? (
        <p role="alert" className={alertStyle}>
          {t('levelTest.noAccess')}
        </p>
      ) : (
        <>
          {!canWrite && !canUpdate && (
            <p className={mutedStyle} data-testid="level-test-read-only">
              {t('levelTest.readOnly')}
            </p>
          )}
          <DurationSection canUpdate={canUpdate} />
          <RangesSection canWrite={canWrite} canUpdate={canUpdate} confirmation={confirmation} />
          {questions}
        </>
      )}
    </section>
  );
}
