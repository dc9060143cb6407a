import { DurationSection } from '../../features/level-test/duration-form';
import { RangesSection } from '../../features/level-test/ranges-section';
import { texts as levelTestTexts } from '../../features/level-test/texts';
import { SettingsPage } from '../../features/settings/settings-page';
import { texts as settingsTexts } from '../../features/settings/texts';
import type { FeatureTexts } from '../../i18n/i18n';
import { useAppActors } from '../actors/actors-context';
import { PATHS } from '../paths';
import { check, isHad } from '../permissions';
import { useActiveOrg } from '../actors/active-org';

const reloadPage = () => window.location.reload();

/**
 * /settings: r Configurations. Every change is the platform's (HAD with u Configurations for the
 * version, rewards and meeting keys, w Configurations for adding and deleting sounds), so a
 * customer's reader sees the values without the buttons; the meeting keys are HAD's alone. The
 * level test's duration and score ranges are shown here too, with /level-test's own sections and
 * rights (HAD, Elements), composed here so neither feature imports the other.
 */
export function SettingsRoute({ reload = reloadPage }: { reload?: () => void }) {
  const { confirmation } = useAppActors();
  const activeOrg = useActiveOrg();
  const configurations = check(activeOrg?.role, 'Configurations');
  const had = isHad(activeOrg);
  const elements = check(activeOrg?.role, 'Elements');
  const canWriteTest = had && elements.write;
  const canUpdateTest = had && elements.update;
  const levelTest = had && elements.read && (
    <>
      <DurationSection canUpdate={canUpdateTest} />
      <RangesSection
        canWrite={canWriteTest}
        canUpdate={canUpdateTest}
        confirmation={confirmation}
      />
    </>
  );
  return (
    <SettingsPage
      access={{
        canRead: configurations.read,
        canWrite: had && configurations.write,
        canUpdate: had && configurations.update,
        isHad: had && configurations.read,
      }}
      confirmation={confirmation}
      reload={reload}
      levelTestPath={PATHS.levelTest}
      levelTest={levelTest || undefined}
    />
  );
}

/** The settings' texts, and the level test's for its sections shown here. */
export const texts: FeatureTexts = {
  key: 'settings',
  en: { ...levelTestTexts.en, ...settingsTexts.en },
  ar: async () => {
    const [levelTest, settings] = await Promise.all([levelTestTexts.ar(), settingsTexts.ar()]);
    return { default: { ...levelTest.default, ...settings.default } };
  },
};
