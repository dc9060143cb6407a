import { CircleAlert, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  ELEMENT_RULES,
  elementProblems,
  type ElementContent,
  type ElementType,
} from '../../../../contract/elements';
import { css } from '../../../../styled-system/css';
import type { AnswerValues } from './element-form';

const box = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  padding: '3',
  borderRadius: 'md',
  fontSize: 'sm',
  borderWidth: '1px',
  borderStyle: 'solid',
});
const todo = css({ bg: 'amber.50', borderColor: 'amber.300', color: 'amber.900' });
const ready = css({ bg: 'green.50', borderColor: 'green.300', color: 'green.900' });
const line = css({ display: 'flex', alignItems: 'center', gap: '2' });
const list = css({ paddingInlineStart: '6', listStyle: 'disc' });

export interface ProblemsListProps {
  type: ElementType;
  content: ElementContent;
  answers: readonly AnswerValues[];
}

/**
 * What still stops the draft from being published, worked out as the author types with the
 * same rules the service applies (a draft may be saved; publishing it is refused until ready).
 */
export function ProblemsList({ type, content, answers }: ProblemsListProps) {
  const { t } = useTranslation();
  const rule = ELEMENT_RULES[type];
  const problems = elementProblems(type, content, answers);
  if (problems.length === 0) {
    return (
      <div className={`${box} ${ready}`} data-testid="element-problems" role="status">
        <p className={line}>
          <CircleCheck size={16} aria-hidden="true" />
          {t('elements.problems.none')}
        </p>
      </div>
    );
  }
  return (
    <div className={`${box} ${todo}`} data-testid="element-problems" role="status">
      <p className={line}>
        <CircleAlert size={16} aria-hidden="true" />
        {t('elements.problems.heading')}
      </p>
      <ul className={list}>
        {problems.map((problem) => (
          <li key={problem}>
            {t(`elements.problems.${problem}`, { min: rule.minAnswers, max: rule.maxAnswers })}
          </li>
        ))}
      </ul>
    </div>
  );
}
