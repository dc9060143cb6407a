import { lazy, Suspense } from 'react';
import { texts as curriculumTexts } from '../../features/curriculum/texts';
import { LevelTestPage } from '../../features/level-test/level-test-page';
import { texts as levelTestTexts } from '../../features/level-test/texts';
import type { FeatureTexts } from '../../i18n/i18n';
import { Spinner } from '../../ui/spinner';
import { useAppActors } from '../actors/actors-context';
import { check, isHad } from '../permissions';
import { useActiveOrg } from '../actors/active-org';

const LevelTestQuestions = lazy(async () => ({
  default: (await import('./level-test-questions')).LevelTestQuestions,
}));

/**
 * /level-test: the sidebar links it for HAD with w Elements; HAD with r Elements may still open
 * it and read (the services allow it), anyone else is told the level test is HAD's. w Elements
 * adds and deletes ranges and questions, u Elements changes them and sets the duration.
 *
 * The test's questions are elements like a lesson's: the route hands the curriculum's editor,
 * type picker and sortable list to the level test screen, so neither feature imports the other.
 */
export function LevelTestRoute() {
  const { confirmation } = useAppActors();
  const activeOrg = useActiveOrg();
  const elements = check(activeOrg?.role, 'Elements');
  const had = isHad(activeOrg);
  const canRead = had && elements.read;
  const canWrite = had && elements.write;
  const canUpdate = had && elements.update;
  return (
    <LevelTestPage
      canRead={canRead}
      canWrite={canWrite}
      canUpdate={canUpdate}
      confirmation={confirmation}
      questions={
        canRead && (
          <Suspense fallback={<Spinner />}>
            <LevelTestQuestions
              canWrite={canWrite}
              canUpdate={canUpdate}
              confirmation={confirmation}
            />
          </Suspense>
        )
      }
    />
  );
}

/** The level test's texts, and the curriculum's for the element editor it borrows. */
export const texts: FeatureTexts = {
  key: 'levelTest',
  en: { ...curriculumTexts.en, ...levelTestTexts.en },
  ar: async () => {
    const [curriculum, levelTest] = await Promise.all([curriculumTexts.ar(), levelTestTexts.ar()]);
    return { default: { ...curriculum.default, ...levelTest.default } };
  },
};
