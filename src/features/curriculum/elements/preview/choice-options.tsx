import { Check, CircleHelp, ImageOff, ListX, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../../../styled-system/css';
import { mediaUrl } from '../../../../api/media';
import { StatusBadge } from '../../../../ui/status-badge';
import { CheckBar } from './check-bar';
import { Missing } from './missing';
import { choice, emptyText, listReset, mediaBox } from './preview-styles';
import type { PreviewAnswer } from './preview-answer';

const column = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const grid = css({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '2' });
const hint = css({ fontSize: 'sm', color: 'gray.600' });
const picture = css({ flex: '1', minBlockSize: '0', objectFit: 'cover' });
const noPicture = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1',
  flex: '1',
  inlineSize: 'full',
  color: 'gray.500',
  fontSize: 'xs',
  fontStyle: 'italic',
});

interface ChoiceOptionsProps {
  answers: readonly PreviewAnswer[];
  /** Picture options in a grid (text-picture, audio-picture) or text options in a column. */
  pictures: boolean;
  /** The type allows exactly one right answer (recognize-word). */
  singleCorrect: boolean;
}

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((index) => b.includes(index));

/**
 * The options as the learner's app shows them. With one right answer a choice replaces the
 * previous one; with several the learner picks each of them (told how many) and is right only
 * when the chosen ones are exactly the right ones.
 */
export function ChoiceOptions({ answers, pictures, singleCorrect }: ChoiceOptionsProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<readonly number[]>([]);
  const [checked, setChecked] = useState(false);
  if (answers.length === 0) {
    return <Missing icon={ListX} text={t('elementPreview.missing.options')} />;
  }
  const correct = answers.flatMap((answer, index) => (answer.isCorrect ? [index] : []));
  const single = singleCorrect || correct.length <= 1;
  const result = checked ? (sameSet(chosen, correct) ? 'right' : 'wrong') : null;

  const choose = (index: number) =>
    setChosen((previous) => {
      if (previous.includes(index)) return previous.filter((other) => other !== index);
      return single ? [index] : [...previous, index];
    });
  const stateOf = (index: number) => {
    if (!chosen.includes(index)) return 'idle';
    if (!checked) return 'chosen';
    return correct.includes(index) ? 'right' : 'wrong';
  };

  return (
    <div className={column}>
      {correct.length > 1 && (
        <p className={hint}>{t('elementPreview.chooseCount', { count: correct.length })}</p>
      )}
      {correct.length === 0 && (
        <Missing icon={CircleHelp} text={t('elementPreview.missing.correct')} />
      )}
      <ul
        className={`${listReset} ${pictures ? grid : column}`}
        aria-label={t('elementPreview.options')}
      >
        {answers.map((answer, index) => {
          const state = stateOf(index);
          const name = t('elementPreview.option', { n: index + 1 });
          return (
            <li key={index}>
              <button
                type="button"
                className={choice({ state, picture: pictures })}
                aria-pressed={chosen.includes(index)}
                disabled={checked}
                onClick={() => choose(index)}
              >
                {pictures ? (
                  <OptionPicture fileName={answer.picture} name={name} />
                ) : answer.text.trim() ? (
                  <span dir="auto">{answer.text}</span>
                ) : (
                  <span className={emptyText}>{name}</span>
                )}
                {(state === 'right' || state === 'wrong') && <Mark right={state === 'right'} />}
              </button>
            </li>
          );
        })}
      </ul>
      <CheckBar
        result={result}
        canCheck={chosen.length > 0}
        onCheck={() => setChecked(true)}
        onRetry={() => {
          setChosen([]);
          setChecked(false);
        }}
      />
    </div>
  );
}

function OptionPicture({ fileName, name }: { fileName: string | null; name: string }) {
  const { t } = useTranslation();
  if (!fileName) {
    return (
      <span className={noPicture}>
        <ImageOff aria-hidden size={20} />
        <span>{name}</span>
        <span>{t('elementPreview.missing.picture')}</span>
      </span>
    );
  }
  return <img src={mediaUrl(fileName)} alt={name} className={`${mediaBox} ${picture}`} />;
}

/** A checked choice's verdict, in words and with an icon. */
function Mark({ right }: { right: boolean }) {
  const { t } = useTranslation();
  const Icon = right ? Check : X;
  return (
    <StatusBadge
      tone={right ? 'success' : 'danger'}
      className={css({ gap: '1', alignItems: 'center' })}
    >
      <Icon aria-hidden size={12} />
      {t(right ? 'elementPreview.mark.right' : 'elementPreview.mark.wrong')}
    </StatusBadge>
  );
}
