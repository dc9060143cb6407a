import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { useStudentsStats } from '../../api/students';
import { useFormatNumber } from '../../i18n/format-number';
import { translateMessage } from '../../i18n/i18n';
import { alertStyle } from '../../ui/field';
import { Spinner } from '../../ui/spinner';

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
  gap: '3',
});
const card = css({
  display: 'flex',
  // The figure reads first; the caption (dt) still comes first in the markup.
  flexDirection: 'column-reverse',
  gap: '1',
  padding: '4',
  bg: 'white',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'gray.200',
});
const figure = css({ fontSize: '2xl', fontWeight: 'bold' });
const caption = css({ fontSize: 'sm', color: 'gray.600' });

const FIGURES = ['total', 'inClassRooms', 'waiting', 'available'] as const;

/** The organisation's students against its contract (`v1/users/studentsStats`). */
export function StudentsStats() {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const stats = useStudentsStats();
  if (stats.isPending) return <Spinner />;
  if (stats.isError) {
    return (
      <p role="alert" className={alertStyle} data-testid="students-stats-error">
        {translateMessage(stats.error.message)}
      </p>
    );
  }
  return (
    <dl className={grid} data-testid="students-stats">
      {FIGURES.map((key) => (
        <div key={key} className={card} data-testid={`students-stats-${key}`}>
          <dt className={caption}>{t(`waitingList.stats.${key}`)}</dt>
          <dd className={figure}>{formatNumber(stats.data[key])}</dd>
        </div>
      ))}
    </dl>
  );
}
