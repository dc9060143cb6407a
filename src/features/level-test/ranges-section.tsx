import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SuccessRange } from '../../../contract/success-ranges';
import { useLevelSettings } from './api/level-test';
import { button } from '../../ui/buttons';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import { Spinner } from '../../ui/spinner';
import { GapsNotice } from './gaps-notice';
import { LoadFailure } from './load-failure';
import { RangesTable } from './ranges-table';
import {
  mutedStyle,
  sectionHeadStyle,
  sectionHeadingStyle,
  sectionStyle,
} from '../../ui/page-styles';
import { useDeleteRange } from './use-delete-range';
import { lazyPart } from '../../ui/lazy-part';

const RangeFormModal = lazyPart(async () => (await import('./range-form-modal')).RangeFormModal);

export interface RangesSectionProps {
  /** Add and delete (w Elements). */
  canWrite: boolean;
  /** Edit (u Elements). */
  canUpdate: boolean;
  confirmation: ConfirmationActor;
}

/** The score ranges placing new learners (settings service), the scores still uncovered. */
export function RangesSection({ canWrite, canUpdate, confirmation }: RangesSectionProps) {
  const { t } = useTranslation();
  const settings = useLevelSettings(true);
  const [editing, setEditing] = useState<SuccessRange | 'new' | null>(null);
  const askDelete = useDeleteRange(confirmation);
  return (
    <section className={sectionStyle} aria-labelledby="level-test-ranges-title">
      <div className={sectionHeadStyle}>
        <h2 id="level-test-ranges-title" className={sectionHeadingStyle}>
          {t('levelTest.ranges.title')}
        </h2>
        {canWrite && (
          <button
            type="button"
            className={button({ variant: 'primary' })}
            onClick={() => setEditing('new')}
            data-testid="level-test-add-range"
          >
            <Plus size={16} aria-hidden="true" />
            {t('levelTest.ranges.add')}
          </button>
        )}
      </div>
      <p className={mutedStyle}>{t('levelTest.ranges.intro')}</p>
      {settings.isPending ? (
        <Spinner />
      ) : settings.isError ? (
        <LoadFailure
          error={settings.error}
          onRetry={() => void settings.refetch()}
          testId="level-test-ranges-error"
        />
      ) : (
        <>
          <GapsNotice gaps={settings.data.gaps} />
          {settings.data.ranges.length === 0 ? (
            <p className={mutedStyle} data-testid="level-test-ranges-empty">
              {t('levelTest.ranges.empty')}
            </p>
          ) : (
            <RangesTable
              ranges={settings.data.ranges}
              canWrite={canWrite}
              canUpdate={canUpdate}
              onEdit={setEditing}
              onDelete={askDelete}
            />
          )}
        </>
      )}
      {editing && (
        <RangeFormModal
          range={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
