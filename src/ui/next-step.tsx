import { ArrowRight, X } from 'lucide-react';
import { Link } from 'react-router-dom';
import { css } from '../../styled-system/css';
import { button, iconButton } from './buttons';

const banner = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '3',
  padding: '3',
  bg: 'brand.50',
  borderRadius: 'md',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'brand.200',
});
const text = css({ flex: '1 1 16rem' });
const arrow = css({ _rtl: { transform: 'scaleX(-1)' } });
export interface NextStepProps {
  /** What just happened and what naturally follows, translated. */
  text: string;
  /** The next action's label and where it leads. */
  action: string;
  to: string;
  closeLabel: string;
  onClose: () => void;
  testId: string;
}

/** After an action, the one that naturally follows, offered where the person already is. */
export function NextStep(props: NextStepProps) {
  return (
    <div role="status" className={banner} data-testid={props.testId}>
      <p className={text}>{props.text}</p>
      <Link to={props.to} className={button({ variant: 'primary' })}>
        {props.action}
        <ArrowRight className={arrow} size={16} aria-hidden="true" />
      </Link>
      <button
        type="button"
        className={iconButton}
        onClick={props.onClose}
        aria-label={props.closeLabel}
      >
        <X size={16} aria-hidden="true" />
      </button>
    </div>
  );
}
