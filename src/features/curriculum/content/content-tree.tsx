import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TopicOption } from '../../../../contract/curriculum';
import { css } from '../../../../styled-system/css';
import { useTopicTree } from '../../../api/curriculum-content';
import { useTopicOptions } from '../../../api/topics';
import { translateMessage } from '../../../i18n/i18n';
import { alertStyle } from '../../../ui/field';
import { Spinner } from '../../../ui/spinner';
import { INDENT_REM, TreeItem } from './tree-item';
import type { ContentSelection } from './use-content-selection';
import { useTitle } from './use-title';

const tree = css({ display: 'flex', flexDirection: 'column', gap: '0.5', paddingInlineStart: '0' });
const note = css({ color: 'gray.600', fontSize: 'sm', paddingBlock: '2' });

export interface ContentTreeProps {
  selection: ContentSelection;
  onSelect: (next: Partial<ContentSelection>) => void;
}

/** The id Tab lands on: the deepest selected item that is shown, else the first topic. */
function focusableId(selection: ContentSelection, open: Set<string>, first: string | undefined) {
  const { level: topicId, unit, activity } = selection;
  if (topicId && unit && activity && open.has(topicId) && open.has(unit)) return activity;
  if (topicId && unit && open.has(topicId)) return unit;
  return topicId ?? first;
}

/** Topics, their units and the units' activities, each with its status; a topic loads when opened. */
export function ContentTree({ selection, onSelect }: ContentTreeProps) {
  const { t } = useTranslation();
  const topics = useTopicOptions();
  // Opened from the address, so a reload shows where the selection is.
  const [open, setOpen] = useState(
    () => new Set([selection.level, selection.unit].filter((id): id is string => Boolean(id))),
  );
  const toggle = (id: string, next: boolean) =>
    setOpen((current) => {
      const copy = new Set(current);
      if (next) copy.add(id);
      else copy.delete(id);
      return copy;
    });
  const choose = (next: Partial<ContentSelection>, opens: string) => {
    toggle(opens, true);
    onSelect(next);
  };

  if (topics.isPending) return <Spinner />;
  if (topics.isError) {
    return (
      <p role="alert" className={alertStyle}>
        {translateMessage(topics.error.message)}
      </p>
    );
  }
  if (topics.data.length === 0) return <p className={note}>{t('curriculumContent.noTopics')}</p>;
  const focusable = focusableId(selection, open, topics.data[0]?.id);
  const shared = { selection, open, focusable, toggle, choose };
  return (
    <ul role="tree" aria-label={t('curriculumContent.treeLabel')} className={tree}>
      {topics.data.map((topic, index) => (
        <TopicNode
          key={topic.id}
          topic={topic}
          position={index + 1}
          setSize={topics.data.length}
          {...shared}
        />
      ))}
    </ul>
  );
}

interface NodeProps {
  selection: ContentSelection;
  open: Set<string>;
  focusable: string | undefined;
  toggle: (id: string, open: boolean) => void;
  choose: (next: Partial<ContentSelection>, opens: string) => void;
}

type Placed = { position: number; setSize: number };

/** A line in the tree that is not an item (loading, empty), indented under its parent. */
function Note({ depth, text }: { depth: number; text: string }) {
  return (
    <li role="none" className={note} style={{ paddingInlineStart: `${depth * INDENT_REM}rem` }}>
      {text}
    </li>
  );
}

/** A topic, then (opened) its units and their activities: siblings in one flat tree. */
function TopicNode({
  topic,
  position,
  setSize,
  ...shared
}: NodeProps & Placed & { topic: TopicOption }) {
  const titleOf = useTitle();
  const { selection, open, focusable, toggle, choose } = shared;
  const expanded = open.has(topic.id);
  return (
    <>
      <TreeItem
        id={topic.id}
        depth={1}
        position={position}
        setSize={setSize}
        label={titleOf(topic)}
        status={topic.status}
        selected={selection.level === topic.id && !selection.unit}
        focusable={focusable === topic.id}
        expanded={expanded}
        onToggle={(next) => toggle(topic.id, next)}
        onSelect={() => choose({ level: topic.id }, topic.id)}
      />
      {expanded && <TopicChildren levelId={topic.id} {...shared} />}
    </>
  );
}

function TopicChildren({ levelId, ...shared }: NodeProps & { levelId: string }) {
  const { t } = useTranslation();
  const titleOf = useTitle();
  const tree = useTopicTree(levelId);
  const { selection, open, focusable, toggle, choose } = shared;
  if (tree.isPending) return <Note depth={1} text={t('common.loading')} />;
  if (tree.isError) return <Note depth={1} text={translateMessage(tree.error.message)} />;
  const { units } = tree.data;
  if (units.length === 0) return <Note depth={1} text={t('curriculumContent.empty.unit')} />;
  return units.map((unit, index) => (
    <Fragment key={unit.id}>
      <TreeItem
        id={unit.id}
        depth={2}
        position={index + 1}
        setSize={units.length}
        label={titleOf(unit)}
        status={unit.status}
        selected={selection.unit === unit.id && !selection.activity}
        focusable={focusable === unit.id}
        expanded={open.has(unit.id)}
        onToggle={(next) => toggle(unit.id, next)}
        onSelect={() => choose({ level: levelId, unit: unit.id }, unit.id)}
      />
      {open.has(unit.id) && unit.activities.length === 0 && (
        <Note depth={2} text={t('curriculumContent.empty.activity')} />
      )}
      {open.has(unit.id) &&
        unit.activities.map((activity, place) => (
          <TreeItem
            key={activity.id}
            id={activity.id}
            depth={3}
            position={place + 1}
            setSize={unit.activities.length}
            label={titleOf(activity)}
            status={activity.status}
            selected={selection.activity === activity.id}
            focusable={focusable === activity.id}
            onSelect={() =>
              choose({ level: levelId, unit: unit.id, activity: activity.id }, unit.id)
            }
          />
        ))}
    </Fragment>
  ));
}
