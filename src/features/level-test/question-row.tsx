import { Archive, Eye, EyeOff, Pencil, Trash2, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ContentAction, ContentStatus } from '../../../contract/curriculum-constants';
import { ELEMENT_RULES } from '../../../contract/element-constants';
import type { Element } from '../../../contract/elements';
import { allowedContentActions } from '../../../machines/content.machine';
import { css } from '../../../styled-system/css';
import { button } from '../../ui/buttons';
import { smallButtonStyle } from '../../ui/table';
import { StatusBadge, type BadgeTone } from '../../ui/status-badge';
import { PointsField } from './points-field';
import type { QuestionTarget } from './use-question-actions';

const rowStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '3',
  flex: '1',
  minInlineSize: '0',
});
const mainStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  flex: '1 1 14rem',
  minInlineSize: '0',
});
const headStyle = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' });
const previewStyle = css({
  color: 'gray.700',
  fontSize: 'sm',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
const noteStyle = css({ fontSize: 'sm', color: 'gray.600' });
const actionsStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '2' });

const TONE: Record<ContentStatus, BadgeTone> = {
  published: 'success',
  unpublished: 'warning',
  archived: 'neutral',
};
const ICONS: Partial<Record<ContentAction, LucideIcon>> = {
  publish: Eye,
  unpublish: EyeOff,
  archive: Archive,
  delete: Trash2,
};

/** A few words of what the learner reads or hears first: the prompt, passage or first answer. */
export function summaryOf(element: Element): string {
  const { prompt, passage } = element.content;
  const text = prompt || passage || element.answers.find((answer) => answer.text)?.text || '';
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}

/** Worth points only with an answer key (options or words); the grader skips the others. */
export const isGraded = (element: Element) => ELEMENT_RULES[element.typeId].answers !== 'none';

export interface QuestionRowProps {
  element: Element;
  position: number;
  typeName: string;
  /** Delete (w Elements). */
  canWrite: boolean;
  /** Edit, publish, archive, points (u Elements). */
  canUpdate: boolean;
  onEdit: (element: Element) => void;
  onAction: (target: QuestionTarget, action: ContentAction) => void;
}

/** One question: its place, type, a line of it, its status and problems, points, actions. */
export function QuestionRow(props: QuestionRowProps) {
  const { element, position, typeName, canWrite, canUpdate, onEdit, onAction } = props;
  const { t } = useTranslation();
  const summary = summaryOf(element);
  const problems = element.problems.length;
  // The level test's list leaves archived ones out; unarchive is never offered here.
  const actions = allowedContentActions(element.status, {
    valid: problems === 0,
    deletable: !element.wasPublished,
  })
    .filter((action) => action !== 'unarchive')
    .filter((action) => (action === 'delete' ? canWrite : canUpdate));
  const target = { id: element.id, position, type: typeName };
  const small = `${button({ variant: 'secondary' })} ${smallButtonStyle}`;
  const named = (action: string) =>
    t('levelTest.questions.actions.named', {
      action: t(`levelTest.questions.actions.${action}`),
      n: position,
    });
  return (
    <div className={rowStyle} data-testid={`level-test-question-${element.id}`}>
      <div className={mainStyle}>
        <div className={headStyle}>
          <strong>{t('levelTest.questions.question', { n: position })}</strong>
          <span>{typeName}</span>
          <StatusBadge tone={TONE[element.status]} data-testid="level-test-question-status">
            {t(`levelTest.questions.status.${element.status}`)}
          </StatusBadge>
        </div>
        <p className={previewStyle} dir="auto" title={summary || undefined}>
          {summary || t('levelTest.questions.nothingYet')}
        </p>
        {problems > 0 && (
          <p className={noteStyle}>{t('levelTest.questions.problems', { count: problems })}</p>
        )}
      </div>
      {isGraded(element) ? (
        <PointsField element={element} position={position} canUpdate={canUpdate} />
      ) : (
        <p className={noteStyle}>{t('levelTest.questions.notGraded')}</p>
      )}
      {(canUpdate || actions.length > 0) && (
        <div
          className={actionsStyle}
          role="group"
          aria-label={t('levelTest.questions.actions.label', { n: position })}
        >
          {canUpdate && (
            <button
              type="button"
              className={small}
              onClick={() => onEdit(element)}
              aria-label={named('edit')}
            >
              <Pencil size={16} aria-hidden="true" />
              {t('levelTest.questions.actions.edit')}
            </button>
          )}
          {actions.map((action) => {
            const Icon = ICONS[action];
            return (
              <button
                key={action}
                type="button"
                className={small}
                onClick={() => onAction(target, action)}
                aria-label={named(action)}
                data-testid={`level-test-question-${action}`}
              >
                {Icon && <Icon size={16} aria-hidden="true" />}
                {t(`levelTest.questions.actions.${action}`)}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
