import { useTranslation } from 'react-i18next';
import type { AchievementReport } from '../../../contract/reports';
import { useReportFormat } from './format';
import { mutedStyle } from '../../ui/page-styles';
import { cardStyle, cardsStyle, cardValueStyle } from './styles';

/** The range's totals: learners with an attempt, attempts, and their average score. */
export function SummaryCards({ totals }: { totals: AchievementReport['totals'] }) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const cards = [
    { id: 'learners', label: t('reports.learners'), value: format.count(totals.learners) },
    { id: 'attempts', label: t('reports.attempts'), value: format.count(totals.attempts) },
    { id: 'average', label: t('reports.averageScore'), value: format.score(totals.averageScore) },
  ];
  return (
    <dl className={cardsStyle} aria-label={t('reports.summary')}>
      {cards.map((card) => (
        <div key={card.id} className={cardStyle} data-testid={`reports-card-${card.id}`}>
          <dt className={mutedStyle}>{card.label}</dt>
          <dd className={cardValueStyle}>{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}
