import { useTranslation } from 'react-i18next';
import { REWARD_TYPES } from '../../../contract/rewards';
import { mutedStyle, sectionHeadingStyle, sectionStyle } from '../../ui/page-styles';
import { RewardCard } from './reward-card';
import { cardsStyle } from './styles';

/** What a learner earns: one card per reward type, each saved on its own. */
export function RewardsSection({ canUpdate }: { canUpdate: boolean }) {
  const { t } = useTranslation();
  return (
    <section className={sectionStyle} aria-labelledby="settings-rewards-title">
      <h2 id="settings-rewards-title" className={sectionHeadingStyle}>
        {t('settings.rewards.title')}
      </h2>
      <p className={mutedStyle}>{t('settings.rewards.intro')}</p>
      <div className={cardsStyle}>
        {REWARD_TYPES.map((type) => (
          <RewardCard key={type} type={type} canUpdate={canUpdate} />
        ))}
      </div>
    </section>
  );
}
