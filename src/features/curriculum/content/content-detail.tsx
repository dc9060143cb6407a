import { useTranslation } from 'react-i18next';
import type { TopicTree } from '../../../../contract/curriculum';
import { css } from '../../../../styled-system/css';
import { useTopicTree } from '../../../api/curriculum-content';
import { useTopicExams } from '../api/topic-exams';
import { translateMessage } from '../../../i18n/i18n';
import { button } from '../../../ui/buttons';
import { alertStyle } from '../../../ui/field';
import { lazyPart } from '../../../ui/lazy-part';
import { Spinner } from '../../../ui/spinner';
import { ActivityDetail } from './activity-detail';
import type { DetailProps } from './detail-props';
import { ItemHeader } from './item-header';
import { TopicExams } from './topic-exams';
import { pane, TopicUnits, UnitDetail } from './unit-detail';
import { useTitle } from './use-title';

/** An opened exam, in its own chunk: its element editor and points checks (zod) load with it. */
const ExamDetail = lazyPart(async () => (await import('./exam-detail')).ExamDetail);

const note = css({ color: 'gray.600' });

/** The selected topic's units and exams, unit's activities, or activity's or exam's elements. */
export function ContentDetail(props: DetailProps) {
  const { t } = useTranslation();
  const tree = useTopicTree(props.selection.level);
  if (!props.selection.level) {
    return <p className={note}>{t('curriculumContent.chooseHint')}</p>;
  }
  if (tree.isPending) return <Spinner />;
  if (tree.isError) {
    return (
      <div role="alert" className={alertStyle}>
        <p>{translateMessage(tree.error.message)}</p>
        <button
          type="button"
          className={button({ variant: 'secondary' })}
          onClick={() => void tree.refetch()}
        >
          {t('curriculumContent.retry')}
        </button>
      </div>
    );
  }
  return <Selected tree={tree.data} {...props} />;
}

/** An id no longer in the tree (deleted, moved) falls back to its parent. */
function Selected({ tree, ...props }: DetailProps & { tree: TopicTree }) {
  const unit = tree.units.find((u) => u.id === props.selection.unit);
  const activity = unit?.activities.find((a) => a.id === props.selection.activity);
  if (unit && activity)
    return <ActivityDetail levelId={tree.id} unit={unit} activity={activity} {...props} />;
  if (unit) return <UnitDetail levelId={tree.id} unit={unit} {...props} />;
  if (props.selection.exam) return <SelectedExam tree={tree} {...props} />;
  return <Topic tree={tree} {...props} />;
}

/** The topic: its units, then the exams that close it. */
function Topic({ tree, ...props }: DetailProps & { tree: TopicTree }) {
  const { t } = useTranslation();
  const titleOf = useTitle();
  return (
    <div className={pane}>
      <ItemHeader
        kindLabel={t('curriculumContent.kinds.level')}
        title={titleOf(tree)}
        status={tree.status}
        testId="topic-header"
      />
      <TopicUnits tree={tree} {...props} />
      <TopicExams levelId={tree.id} {...props} />
    </div>
  );
}

/** An exam of the topic; one no longer listed (deleted, archived) falls back to the topic. */
function SelectedExam({ tree, ...props }: DetailProps & { tree: TopicTree }) {
  const titleOf = useTitle();
  const exams = useTopicExams(tree.id);
  if (exams.isPending) return <Spinner />;
  const exam = exams.data?.find((e) => e.id === props.selection.exam);
  if (!exam) return <Topic tree={tree} {...props} />;
  return <ExamDetail levelId={tree.id} topicTitle={titleOf(tree)} exam={exam} {...props} />;
}
