import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Pagination } from '../../../contract/wire';
import { css } from '../../../styled-system/css';
import { button } from '../../ui/buttons';

const bar = css({ display: 'flex', alignItems: 'center', gap: '3', justifyContent: 'flex-end' });
// The arrows point along the reading direction.
const flip = css({ _rtl: { transform: 'scaleX(-1)' } });

export function Pager({
  pagination,
  onPage,
}: {
  pagination: Pagination;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const { pageNumber, numOfPages, total } = pagination;
  const pages = Math.max(numOfPages, 1);
  return (
    <nav className={bar} aria-label={t('classes.pagination')} data-testid="class-pagination">
      <span>{t('classes.total', { total })}</span>
      <button
        type="button"
        className={button({ variant: 'secondary' })}
        disabled={pageNumber <= 1}
        onClick={() => onPage(pageNumber - 1)}
      >
        <ChevronLeft className={flip} size={16} aria-hidden="true" />
        {t('classes.previous')}
      </button>
      <span aria-current="page">{t('classes.pageOf', { page: pageNumber, pages })}</span>
      <button
        type="button"
        className={button({ variant: 'secondary' })}
        disabled={pageNumber >= pages}
        onClick={() => onPage(pageNumber + 1)}
      >
        {t('classes.next')}
        <ChevronRight className={flip} size={16} aria-hidden="true" />
      </button>
    </nav>
  );
}
