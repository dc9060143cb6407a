import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { UrlTabs } from '../../ui/tabs';
import { VIEW } from './waiting-list-params';

/** The classes and the waiting list: two views of /classes, told apart by the address. */
export function ViewTabs({ waiting }: { waiting: boolean }) {
  const { t } = useTranslation();
  const views = [
    { key: 'classes', search: '', current: !waiting },
    { key: 'waiting', search: `?${VIEW.param}=${VIEW.waiting}`, current: waiting },
  ];
  return (
    <UrlTabs
      label={t('waitingList.views')}
      tabs={views.map((view) => ({
        search: view.search,
        label: t(`waitingList.view.${view.key}`),
        current: view.current,
        testId: `view-${view.key}`,
      }))}
    />
  );
}

/** The class's screen's views (`?tab=`): its students (the default), units, exams, assignments. */
export const CLASS_TABS = ['students', 'units', 'exams', 'assignments'] as const;
export type ClassTab = (typeof CLASS_TABS)[number];
export const CLASS_TAB_PARAM = 'tab';

/** `?tab=exams&exam=<id>`: the exam whose students' results are open. */
export const EXAM_PARAM = 'exam';
export const examResultsSearch = (examId: string) =>
  `?${CLASS_TAB_PARAM}=exams&${EXAM_PARAM}=${encodeURIComponent(examId)}`;

export function readClassTab(params: URLSearchParams): ClassTab {
  const value = params.get(CLASS_TAB_PARAM);
  return CLASS_TABS.find((tab) => tab === value) ?? 'students';
}

// Four tabs fit a phone with narrower padding; wider words (or text) scroll the bar, not the page.
const classTabsBar = css({
  overflowX: 'auto',
  flexShrink: 0,
  '& a': { paddingInline: { base: '2.5', md: '4' }, whiteSpace: 'nowrap' },
});

export function ClassTabs({ current }: { current: ClassTab }) {
  const { t } = useTranslation();
  return (
    <div className={classTabsBar}>
      <UrlTabs
        label={t('classWork.tabs.label')}
        tabs={CLASS_TABS.map((tab) => ({
          search: tab === 'students' ? '' : `?${CLASS_TAB_PARAM}=${tab}`,
          label: t(`classWork.tabs.${tab}`),
          current: tab === current,
          testId: `class-tab-${tab}`,
        }))}
      />
    </div>
  );
}
