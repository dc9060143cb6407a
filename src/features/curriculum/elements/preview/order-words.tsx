import { ListX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../../../styled-system/css';
import { CheckBar } from './check-bar';
import { Missing } from './missing';
import { chip, emptyText, listReset } from './preview-styles';
import { shuffledOrder } from './shuffle';
import { directionOf } from './text-direction';

const box = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const row = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' });
const sentenceLine = css({
  minBlockSize: '14',
  paddingBlock: '2',
  borderBlockEndWidth: '2px',
  borderBlockEndStyle: 'solid',
  borderColor: 'gray.300',
});
const verdict = {
  right: css({ borderColor: 'green.600', bg: 'green.50' }),
  wrong: css({ borderColor: 'red.600', bg: 'red.50' }),
};
const prompt = css({ color: 'gray.500', fontSize: 'sm', fontStyle: 'italic' });

/**
 * order-words: the words in a fixed shuffle as chips; tapping one places it at the end of the
 * sentence line above, tapping a placed one gives it back. Check is offered once every word is
 * placed; the sentence is right when its words read as the answers' order (equal words may
 * swap).
 */
export function OrderWords({ words }: { words: readonly string[] }) {
  const { t } = useTranslation();
  const [placed, setPlaced] = useState<readonly number[]>([]);
  const [checked, setChecked] = useState(false);
  if (words.length === 0) return <Missing icon={ListX} text={t('elementPreview.missing.words')} />;

  const bank = shuffledOrder(words).filter((word) => !placed.includes(word));
  const right =
    placed.length === words.length && placed.every((word, at) => words[word] === words[at]);
  const result = checked ? (right ? 'right' : 'wrong') : null;
  // Both lines flow in the words' direction, whatever the page's.
  const dir = directionOf(words.join(' '));
  const label = (word: number) =>
    words[word]?.trim() ? (
      <span>{words[word]}</span>
    ) : (
      <span className={emptyText}>{t('elementPreview.word', { n: word + 1 })}</span>
    );

  return (
    <div className={box}>
      <ul
        className={`${listReset} ${row} ${sentenceLine} ${result ? verdict[result] : ''}`}
        aria-label={t('elementPreview.sentence')}
        dir={dir}
      >
        {placed.length === 0 && (
          <li className={prompt} dir="auto">
            {t('elementPreview.sentenceEmpty')}
          </li>
        )}
        {placed.map((word) => (
          <li key={word}>
            <button
              type="button"
              className={chip}
              disabled={checked}
              onClick={() => setPlaced((previous) => previous.filter((other) => other !== word))}
            >
              {label(word)}
            </button>
          </li>
        ))}
      </ul>
      <ul className={`${listReset} ${row}`} aria-label={t('elementPreview.words')} dir={dir}>
        {bank.map((word) => (
          <li key={word}>
            <button
              type="button"
              className={chip}
              disabled={checked}
              onClick={() => setPlaced((previous) => [...previous, word])}
            >
              {label(word)}
            </button>
          </li>
        ))}
      </ul>
      <CheckBar
        result={result}
        canCheck={placed.length === words.length}
        onCheck={() => setChecked(true)}
        onRetry={() => {
          setPlaced([]);
          setChecked(false);
        }}
      />
    </div>
  );
}
