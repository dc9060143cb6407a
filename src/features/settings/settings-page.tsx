import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import { alertStyle } from '../../ui/field';
import { mutedStyle, titleStyle } from '../../ui/page-styles';
import { UrlTabs } from '../../ui/tabs';
import { AppVersionSection } from './app-version-section';
import { LevelTestCard } from './level-test-card';
import { MeetingKeysSection } from './meeting-keys-section';
import { RewardsSection } from './rewards-section';
import { SoundsSection } from './sounds-section';
import { pageStyle, tabsStyle } from './styles';

export interface SettingsAccess {
  /** r Configurations: the screen. */
  canRead: boolean;
  /** HAD with w Configurations: adding and deleting sounds (the platform's, as all here). */
  canWrite: boolean;
  /** HAD with u Configurations: the app version, rewards and meeting keys. */
  canUpdate: boolean;
  /** HAD with r Configurations: the meeting keys and the level test are HAD's. */
  isHad: boolean;
}

/** The tabs, in the address (`?tab=rewards`); the app version is the default (no parameter). */
const TABS = ['version', 'rewards', 'sounds', 'meeting-keys', 'level-test'] as const;
type Tab = (typeof TABS)[number];
const TAB_PARAM = 'tab';
const HAD_TABS: readonly Tab[] = ['meeting-keys', 'level-test'];

export function SettingsPage({
  access,
  confirmation,
  reload,
  levelTestPath,
  levelTest,
}: {
  access: SettingsAccess;
  confirmation: ConfirmationActor;
  /** Called once a new app version is saved (the page reloads, SPEC section 4). */
  reload: () => void;
  levelTestPath: string;
  /** The level test's duration and score ranges, as the route composes them (HAD, Elements). */
  levelTest?: ReactNode;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const tabs = TABS.filter((tab) => access.isHad || !HAD_TABS.includes(tab));
  const asked = params.get(TAB_PARAM) as Tab | null;
  const current: Tab = asked && tabs.includes(asked) ? asked : 'version';
  const searchOf = (tab: Tab) => {
    const next = new URLSearchParams(params);
    if (tab === 'version') next.delete(TAB_PARAM);
    else next.set(TAB_PARAM, tab);
    const text = next.toString();
    return text ? `?${text}` : '';
  };
  return (
    <section className={pageStyle} aria-labelledby="settings-title" data-testid="settings-page">
      <h1 id="settings-title" className={titleStyle}>
        {t('settings.title')}
      </h1>
      {!access.canRead ? (
        <p role="alert" className={alertStyle} data-testid="settings-no-access">
          {t('settings.noAccess')}
        </p>
      ) : (
        <>
          {!access.canWrite && !access.canUpdate && (
            <p className={mutedStyle} data-testid="settings-read-only">
              {t('settings.readOnly')}
            </p>
          )}
          <div className={tabsStyle}>
            <UrlTabs
              label={t('settings.views')}
              tabs={tabs.map((tab) => ({
                search: searchOf(tab),
                label: t(`settings.tabs.${tab}`),
                current: tab === current,
                testId: `settings-tab-${tab}`,
              }))}
            />
          </div>
          {current === 'version' && (
            <AppVersionSection canUpdate={access.canUpdate} reload={reload} />
          )}
          {current === 'rewards' && <RewardsSection canUpdate={access.canUpdate} />}
          {current === 'sounds' && (
            <SoundsSection canWrite={access.canWrite} confirmation={confirmation} />
          )}
          {current === 'meeting-keys' && (
            <MeetingKeysSection canUpdate={access.canUpdate} confirmation={confirmation} />
          )}
          {current === 'level-test' && (
            <>
              {levelTest}
              <LevelTestCard path={levelTestPath} />
            </>
          )}
        </>
      )}
    </section>
  );
}
