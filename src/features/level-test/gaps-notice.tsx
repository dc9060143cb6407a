import { useTranslation } from 'react-i18next';
import { SCORE_MAX, SCORE_MIN, type ScoreGap } from '../../../contract/success-ranges';
import { coveredStyle, gapListStyle, gapsStyle, gapsTitleStyle } from './styles';

/** Which scores place no learner yet (a line per gap), or that every score places one. */
export function GapsNotice({ gaps }: { gaps: readonly ScoreGap[] }) {
  const { t } = useTranslation();
  if (gaps.length === 0) {
    return (
      <p className={coveredStyle} data-testid="level-test-covered">
        {t('levelTest.gaps.covered', { min: SCORE_MIN, max: SCORE_MAX })}
      </p>
    );
  }
  return (
    <div className={gapsStyle} data-testid="level-test-gaps">
      <p id="level-test-gaps-title" className={gapsTitleStyle}>
        {t('levelTest.gaps.title')}
      </p>
      <ul className={gapListStyle} aria-labelledby="level-test-gaps-title">
        {gaps.map((gap) => (
          <li key={gap.from}>{t('levelTest.gaps.gap', { from: gap.from, to: gap.to })}</li>
        ))}
      </ul>
    </div>
  );
}
