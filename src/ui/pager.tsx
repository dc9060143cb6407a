import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Pagination } from '../../contract/wire';
import { css } from '../../styled-system/css';
import { button } from './buttons';
import type { ListKeys } from './list-keys';

// On a phone the total goes above the buttons rather than past the screen's edge.
const bar = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
});
const figure = css({ whiteSpace: 'nowrap' });
// The arrows point along the reading direction.
const flip = css({ _rtl: { transform: 'scaleX(-1)' } });

export interface PagerProps {
  pagination: Pagination;
  onPage: (page: number) => void;
  /** The list's i18n namespace, holding `pagination`, `total`, `previous`, `next`, `pageOf`. */
  keys: ListKeys;
  testId: string;
}

/** Previous / next paging under a list, with the total and the page count. */
export function Pager({ pagination, onPage, keys, testId }: PagerProps) {
  const { t } = useTranslation();
  const { pageNumber, numOfPages, total } = pagination;
  const pages = Math.max(numOfPages, 1);
  return (
    <nav className={bar} aria-label={t(`${keys}.pagination`)} data-testid={testId}>
      <span className={figure}>{t(`${keys}.total`, { total })}</span>
      <button
        type="button"
        className={button({ variant: 'secondary' })}
        disabled={pageNumber <= 1}
        onClick={() => onPage(pageNumber - 1)}
      >
        <ChevronLeft className={flip} size={16} aria-hidden="true" />
        {t(`${keys}.previous`)}
      </button>
      <span className={figure} aria-current="page">
        {t(`${keys}.pageOf`, { page: pageNumber, pages })}
      </span>
      <button
        type="button"
        className={button({ variant: 'secondary' })}
        disabled={pageNumber >= pages}
        onClick={() => onPage(pageNumber + 1)}
      >
        {t(`${keys}.next`)}
        <ChevronRight className={flip} size={16} aria-hidden="true" />
      </button>
    </nav>
  );
}
