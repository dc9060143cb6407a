import { History } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Import } from '../../../contract/imports';
import { canRollBack } from '../../../machines/import.machine';
import { useImports, type ImportSource } from '../../api/imports';
import { formatDate, formatMoment } from '../../i18n/format-date';
import { button } from '../buttons';
import { lazyPart } from '../lazy-part';
import { LoadFailure } from '../load-failure';
import { mutedStyle, sectionHeadStyle, sectionHeadingStyle, sectionStyle } from '../page-styles';
import { StatusBadge, type BadgeTone } from '../status-badge';
import { cellStyle, tableStyle, TableScroller } from '../table';

const RollbackDialog = lazyPart(async () => (await import('./rollback-dialog')).RollbackDialog);

const TONES: Record<Import['status'], BadgeTone> = {
  committed: 'info',
  rolledBack: 'neutral',
  closed: 'neutral',
};

export interface RecentImportsProps {
  source: ImportSource;
  /** The caller may roll back (the import's own write right). */
  canWrite: boolean;
}

/**
 * A screen's recent imports (docs/imports.md): file, who, when, what it made, and whether it can
 * still be rolled back; the import machine decides when to offer Roll back. Shown once there is
 * an import: a screen without any keeps its space.
 */
export function RecentImports({ source, canWrite }: RecentImportsProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const imports = useImports(source);
  const [rolling, setRolling] = useState<Import | null>(null);
  if (imports.isError) {
    return (
      <LoadFailure
        error={imports.error}
        onRetry={() => imports.refetch()}
        retryLabel={t('imports.retry')}
      />
    );
  }
  if (!imports.data?.length) return null;
  const language = i18n.language;
  return (
    <section aria-labelledby={headingId} className={sectionStyle} data-testid="recent-imports">
      <div className={sectionHeadStyle}>
        <h2 id={headingId} className={sectionHeadingStyle}>
          {t('imports.title')}
        </h2>
        <span className={mutedStyle}>{t('imports.window')}</span>
      </div>
      <TableScroller labelledBy={headingId}>
        <table className={tableStyle}>
          <thead>
            <tr>
              <th className={cellStyle}>{t('imports.columns.file')}</th>
              <th className={cellStyle}>{t('imports.columns.by')}</th>
              <th className={cellStyle}>{t('imports.columns.result')}</th>
              <th className={cellStyle}>{t('imports.columns.status')}</th>
              <th className={cellStyle}>{t('imports.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {imports.data.map((item) => {
              const name = item.fileName ?? t('imports.typedRows');
              return (
                <tr key={item.id} data-testid={`import-${item.id}`}>
                  <td className={cellStyle}>
                    <bdi>{name}</bdi>
                  </td>
                  <td className={cellStyle}>
                    {item.createdBy?.name ?? t('imports.someone')}
                    <div className={mutedStyle}>{formatMoment(item.createdAt, language)}</div>
                  </td>
                  <td className={cellStyle}>
                    {t(`imports.counts.${source.of}`, {
                      created: item.createdCount,
                      skipped: item.skippedCount,
                    })}
                  </td>
                  <td className={cellStyle}>
                    <StatusBadge tone={TONES[item.status]}>
                      {t(`imports.status.${item.status}`)}
                    </StatusBadge>
                    <div className={mutedStyle}>
                      {item.status === 'committed' &&
                        t('imports.until', { date: formatDate(item.rollbackUntil, language) })}
                      {item.status === 'rolledBack' &&
                        item.rolledBackAt &&
                        t('imports.rolledBackBy', {
                          name: item.rolledBackBy?.name ?? t('imports.someone'),
                          date: formatMoment(item.rolledBackAt, language),
                        })}
                    </div>
                  </td>
                  <td className={cellStyle}>
                    {canWrite && canRollBack(item.status) && (
                      <button
                        type="button"
                        className={button({ variant: 'secondary' })}
                        aria-label={t('imports.rollBackNamed', { name })}
                        onClick={() => setRolling(item)}
                      >
                        <History size={16} aria-hidden="true" />
                        {t('imports.rollBack')}
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroller>
      {rolling && (
        <RollbackDialog source={source} target={rolling} onClose={() => setRolling(null)} />
      )}
    </section>
  );
}
