import { useTranslation } from 'react-i18next';
import type { LevelTree } from '../../../../contract/curriculum';
import { css } from '../../../../styled-system/css';
import { useLevelTree } from '../../../api/curriculum-content';
import { translateMessage } from '../../../i18n/i18n';
import { button } from '../../../ui/buttons';
import { alertStyle } from '../../../ui/field';
import { Spinner } from '../../../ui/spinner';
import { ActivityDetail } from './activity-detail';
import type { DetailProps } from './detail-props';
import { ItemHeader } from './item-header';
import { TopicUnits, UnitDetail } from './unit-detail';
import { useTitle } from './use-title';

const note = css({ color: 'gray.600' });

/** The selected topic's units, unit's activities, or activity's elements. */
export function ContentDetail(props: DetailProps) {
  const { t } = useTranslation();
  const tree = useLevelTree(props.selection.level);
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
function Selected({ tree, ...props }: DetailProps & { tree: LevelTree }) {
  const { t } = useTranslation();
  const titleOf = useTitle();
  const unit = tree.units.find((u) => u.id === props.selection.unit);
  const activity = unit?.activities.find((a) => a.id === props.selection.activity);
  if (unit && activity)
    return <ActivityDetail levelId={tree.id} unit={unit} activity={activity} {...props} />;
  if (unit) return <UnitDetail levelId={tree.id} unit={unit} {...props} />;
  return (
    <>
      <ItemHeader
        kindLabel={t('curriculumContent.kinds.level')}
        title={titleOf(tree)}
        status={tree.status}
        testId="level-header"
      />
      <TopicUnits tree={tree} {...props} />
    </>
  );
}
