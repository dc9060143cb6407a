import { CircleCheck, CircleX, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { css, cva } from '../../../../../styled-system/css';
import { button } from '../../../../ui/buttons';

export type CheckResult = 'right' | 'wrong';

const bar = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const message = cva({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    fontWeight: 'semibold',
    _empty: { display: 'none' },
  },
  variants: {
    result: { right: { color: 'green.800' }, wrong: { color: 'red.800' }, none: {} },
  },
});

interface CheckBarProps {
  /** null until the learner checks. */
  result: CheckResult | null;
  canCheck: boolean;
  onCheck: () => void;
  onRetry: () => void;
}

/**
 * The verdict (words and an icon, never colour alone) in a live region, and one button that is
 * "Check" and then "Try again": the same element, so keyboard focus stays on it.
 */
export function CheckBar({ result, canCheck, onCheck, onRetry }: CheckBarProps) {
  const { t } = useTranslation();
  const Icon = result === 'right' ? CircleCheck : CircleX;
  return (
    <div className={bar}>
      <p role="status" className={message({ result: result ?? 'none' })}>
        {result && (
          <>
            <Icon aria-hidden size={20} />
            <span>{t(`elementPreview.result.${result}`)}</span>
          </>
        )}
      </p>
      <button
        type="button"
        className={button({ variant: result ? 'secondary' : 'primary' })}
        disabled={!result && !canCheck}
        onClick={result ? onRetry : onCheck}
      >
        {result && <RotateCcw aria-hidden size={16} />}
        {t(result ? 'elementPreview.tryAgain' : 'elementPreview.check')}
      </button>
    </div>
  );
}
