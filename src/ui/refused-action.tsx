import { Lock } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Grant, WhyNot } from '../../machines/why-not';
import { css, cx } from '../../styled-system/css';
import { useWhoCan } from '../api/who-can';
import { translateMessage } from '../i18n/i18n';
import { button } from './buttons';
import { smallButtonStyle } from './table';

const wrap = css({ position: 'relative', display: 'inline-flex' });
const refused = css({ opacity: 0.65, cursor: 'help' });
const panel = css({
  position: 'absolute',
  insetBlockStart: 'calc(100% + 0.5rem)',
  insetInlineEnd: '0',
  zIndex: 20,
  inlineSize: 'min(22rem, 90vw)',
  padding: '3',
  bg: 'white',
  color: 'gray.800',
  fontSize: 'sm',
  textAlign: 'start',
  borderRadius: 'md',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'gray.300',
  boxShadow: 'md',
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
});

/**
 * Why an action is refused: the role or the contract (machines/why-not.ts, the services' rule),
 * the record's state (a workflow machine's refusal, in the words its service answers with), or
 * the console being viewed as someone else (view as), where nothing is saved.
 */
export type Refusal =
  WhyNot | { reason: 'state'; message: string } | { reason: 'viewingAs'; name: string };

export interface RefusedActionProps {
  /** The action's label, as its button would say it. */
  label: ReactNode;
  why: Refusal;
  testId: string;
  /** A table row's small button. */
  compact?: boolean;
  /** The button's name when its label alone does not say what it acts on (a row's Edit). */
  ariaLabel?: string | undefined;
}

/**
 * An action the person may expect but may not take: shown, not hidden, and saying why on focus,
 * hover or tap: the missing right (with the roles here that have it and who may give it), or
 * the contract that takes it away, or the preview (view as) that saves nothing. The role's and
 * the contract's reasons come from machines/why-not.ts, the rule the services refuse with.
 */
export function RefusedAction({
  label,
  why,
  testId,
  compact = false,
  ariaLabel,
}: RefusedActionProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrapRef = useRef<HTMLSpanElement>(null);
  const panelRef = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (open && wrapRef.current && panelRef.current) keepInView(wrapRef.current, panelRef.current);
  }, [open]);
  return (
    <span
      ref={wrapRef}
      className={wrap}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      <button
        type="button"
        className={cx(button({ variant: 'secondary' }), refused, compact && smallButtonStyle)}
        aria-disabled="true"
        aria-label={ariaLabel}
        aria-describedby={open ? id : undefined}
        // A tap focuses, then clicks: both open it (a toggle would close it at once).
        onClick={() => setOpen(true)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
        data-testid={testId}
      >
        <Lock size={14} aria-hidden="true" />
        {label}
      </button>
      {open && (
        <span ref={panelRef} id={id} role="tooltip" className={panel} data-testid={`${testId}-why`}>
          <Reason why={why} />
        </span>
      )}
    </span>
  );
}

const MARGIN = 8;

/**
 * The reason opens under its button, lined up with the button's end (the start in Arabic), and
 * moved in as far as needed to stay on the screen: a button near the start of a phone's row
 * would otherwise push it off the edge.
 */
function keepInView(anchor: HTMLElement, panel: HTMLElement) {
  const button = anchor.getBoundingClientRect();
  const width = panel.getBoundingClientRect().width;
  const rtl = getComputedStyle(anchor).direction === 'rtl';
  const wanted = rtl ? button.left : button.right - width;
  const room = document.documentElement.clientWidth - width - MARGIN;
  const left = Math.max(MARGIN, Math.min(wanted, room));
  panel.style.left = `${left - button.left}px`;
  panel.style.right = 'auto';
}

function Reason({ why }: { why: Refusal }) {
  const { t } = useTranslation();
  if (why.reason === 'viewingAs') return <span>{t('viewAs.refused', { name: why.name })}</span>;
  if (why.reason === 'state') return <span>{translateMessage(why.message)}</span>;
  if (why.reason === 'contract') return <span>{t(`whyNot.contract.${why.standing}`)}</span>;
  const [first] = why.missing;
  return (
    <>
      <span>
        {t('whyNot.right', {
          rights: why.missing
            .map(({ resource, op }) => t('whyNot.grant', { resource, op: t(`whyNot.ops.${op}`) }))
            .join(t('whyNot.or')),
        })}
      </span>
      {first && <WhoCan resource={first.resource} op={first.op} />}
    </>
  );
}

function WhoCan({ resource, op }: Grant) {
  const { t } = useTranslation();
  const whoCan = useWhoCan({ resource, op }, true);
  if (!whoCan.data) return null;
  const { roles, askers } = whoCan.data;
  return (
    <>
      <span>
        {roles.length > 0
          ? t('whyNot.roles', { roles: roles.join(t('whyNot.and')) })
          : t('whyNot.noRoles')}
      </span>
      <span>
        {askers.length > 0
          ? t('whyNot.askers', { people: askers.join(t('whyNot.and')) })
          : t('whyNot.noAskers')}
      </span>
    </>
  );
}
