import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { css } from '../../../styled-system/css';
import { VIEW } from './waiting-list-params';

const bar = css({
  display: 'flex',
  gap: '1',
  borderBlockEndWidth: '1px',
  borderBlockEndStyle: 'solid',
  borderBlockEndColor: 'gray.200',
});
const tab = css({
  paddingInline: '4',
  paddingBlock: '2',
  fontWeight: 'medium',
  color: 'gray.700',
  borderBlockEndWidth: '2px',
  borderBlockEndStyle: 'solid',
  borderBlockEndColor: 'transparent',
  marginBlockEnd: '-1px',
  _hover: { color: 'gray.900' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500' },
  '&[aria-current=page]': { color: 'brand.700', borderBlockEndColor: 'brand.600' },
});

/** The classes and the waiting list: two views of /classes, told apart by the address. */
export function ViewTabs({ waiting }: { waiting: boolean }) {
  const { t } = useTranslation();
  const views = [
    { key: 'classes', search: '', current: !waiting },
    { key: 'waiting', search: `?${VIEW.param}=${VIEW.waiting}`, current: waiting },
  ];
  return (
    <nav className={bar} aria-label={t('waitingList.views')}>
      {views.map((view) => (
        <Link
          key={view.key}
          to={{ search: view.search }}
          className={tab}
          aria-current={view.current ? 'page' : undefined}
          data-testid={`view-${view.key}`}
        >
          {t(`waitingList.view.${view.key}`)}
        </Link>
      ))}
    </nav>
  );
}
