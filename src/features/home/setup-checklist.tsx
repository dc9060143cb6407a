import { CheckCircle2, Circle, Undo2, X } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SETUP_STEPS, type SetupStep, type SetupStepState } from '../../../contract/setup';
import { css } from '../../../styled-system/css';
import { toApiFailure } from '../../api/api-failure';
import { formatDate } from '../../i18n/format-date';
import { button, iconButton } from '../../ui/buttons';
import { box } from '../../ui/page-styles';
import { LoadFailure } from '../../ui/load-failure';
import { Spinner } from '../../ui/spinner';
import { RefusedAction, type Refusal } from '../../ui/refused-action';
import { notify } from '../../ui/toast';
import { useDismissStep, useSetupChecklist } from './api/setup';

const heading = css({ fontSize: 'xl', fontWeight: 'semibold' });
const bar = css({ blockSize: '2', bg: 'gray.100', borderRadius: 'full', overflow: 'hidden' });
const fill = css({ blockSize: '100%', bg: 'brand.600', transition: 'inline-size 0.3s' });
const list = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const item = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '3',
  paddingBlock: '2',
  borderBlockEnd: '1px solid',
  borderColor: 'gray.100',
});
const text = css({ flex: '1 1 14rem', minInlineSize: '0' });
const title = css({ fontWeight: 'medium' });
const note = css({ fontSize: 'sm', color: 'gray.600' });
const srOnly = css({ srOnly: true });
const doneIcon = css({ color: 'green.700', flexShrink: 0 });
const openIcon = css({ color: 'gray.400', flexShrink: 0 });
const actions = css({ display: 'flex', gap: '2', flexWrap: 'wrap' });
export interface SetupChecklistProps {
  organizationId: string;
  /** Where each step's screen is, with its form open. */
  stepPath: Record<SetupStep, string>;
  /** The manager may set steps aside (update GroupsManager). */
  canDismiss: boolean;
  /** Why a step's screen would refuse them (null: it would not). */
  stepRefusal?: Partial<Record<SetupStep, Refusal | null>>;
}

/**
 * A new organisation's first steps on its manager's dashboard. The service ticks each step
 * from the data (a class, a teacher, students, an assignment given, a live class); each opens
 * its screen with the form open, and may be set aside. Gone once every step is settled.
 */
export function SetupChecklist(props: SetupChecklistProps) {
  const { organizationId, stepPath, canDismiss, stepRefusal = {} } = props;
  const { t } = useTranslation();
  const checklist = useSetupChecklist(organizationId);
  if (checklist.isPending) return <Spinner label={t('setup.loading')} />;
  if (checklist.isError) {
    return (
      <LoadFailure
        error={checklist.error}
        onRetry={checklist.refetch}
        retryLabel={t('setup.retry')}
        testId="setup-error"
      />
    );
  }
  const { steps, settled } = checklist.data;
  if (settled === SETUP_STEPS.length) return null;
  const open = steps.filter((step) => !step.dismissed || step.doneAt);
  const setAside = steps.filter((step) => step.dismissed && !step.doneAt);
  const percent = Math.round((settled / SETUP_STEPS.length) * 100);
  return (
    <section className={box()} aria-labelledby="setup-title" data-testid="setup-checklist">
      <h2 id="setup-title" className={heading}>
        {t('setup.title')}
      </h2>
      <p className={note} id="setup-progress-label">
        {t('setup.progress', { settled, total: SETUP_STEPS.length })}
      </p>
      <div
        className={bar}
        role="progressbar"
        aria-labelledby="setup-progress-label"
        aria-valuemin={0}
        aria-valuemax={SETUP_STEPS.length}
        aria-valuenow={settled}
      >
        <div className={fill} style={{ inlineSize: `${percent}%` }} />
      </div>
      <ul className={list}>
        {open.map((step) => (
          <StepRow
            key={step.step}
            state={step}
            path={stepPath[step.step]}
            refusal={stepRefusal[step.step] ?? null}
            organizationId={organizationId}
            canDismiss={canDismiss}
          />
        ))}
      </ul>
      {setAside.length > 0 && (
        <div>
          <h3 className={title}>{t('setup.setAside')}</h3>
          <ul className={list}>
            {setAside.map((step) => (
              <SetAsideRow key={step.step} step={step.step} organizationId={organizationId} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function useToggle(organizationId: string) {
  const mutation = useDismissStep(organizationId);
  const toggle = (step: SetupStep, dismissed: boolean) =>
    mutation.mutate(
      { step, dismissed },
      {
        onSuccess: ({ message }) =>
          notify('success', message || (dismissed ? 'setup.dismissed' : 'setup.restored')),
        onError: async (error) => notify('error', (await toApiFailure(error)).message),
      },
    );
  return { toggle, busy: mutation.isPending };
}

function StepRow(props: {
  state: SetupStepState;
  path: string;
  refusal: Refusal | null;
  organizationId: string;
  canDismiss: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { toggle, busy } = useToggle(props.organizationId);
  const { step, doneAt } = props.state;
  const name = t(`setup.steps.${step}.title`);
  return (
    <li className={item} data-testid={`setup-step-${step}`}>
      {doneAt ? (
        <CheckCircle2 className={doneIcon} size={22} aria-hidden="true" />
      ) : (
        <Circle className={openIcon} size={22} aria-hidden="true" />
      )}
      <div className={text}>
        <p className={title}>
          {name}
          <span className={srOnly}>
            {' — '}
            {doneAt ? t('setup.doneState') : t('setup.openState')}
          </span>
        </p>
        <p className={note}>
          {doneAt
            ? t('setup.doneOn', { date: formatDate(doneAt, i18n.language) })
            : t(`setup.steps.${step}.why`)}
        </p>
      </div>
      {!doneAt && (
        <div className={actions}>
          {props.refusal ? (
            <RefusedAction
              label={t(`setup.steps.${step}.action`)}
              why={props.refusal}
              testId={`setup-refused-${step}`}
            />
          ) : (
            <Link
              to={props.path}
              className={button({ variant: 'primary' })}
              data-testid={`setup-go-${step}`}
            >
              {t(`setup.steps.${step}.action`)}
            </Link>
          )}
          {props.canDismiss && (
            <button
              type="button"
              className={iconButton}
              onClick={() => toggle(step, true)}
              disabled={busy}
              aria-label={t('setup.dismiss', { step: name })}
              title={t('setup.dismiss', { step: name })}
              data-testid={`setup-dismiss-${step}`}
            >
              <X size={18} aria-hidden="true" />
            </button>
          )}
        </div>
      )}
    </li>
  );
}

function SetAsideRow({ step, organizationId }: { step: SetupStep; organizationId: string }) {
  const { t } = useTranslation();
  const { toggle, busy } = useToggle(organizationId);
  const name = t(`setup.steps.${step}.title`);
  return (
    <li className={item} data-testid={`setup-aside-${step}`}>
      <span className={text}>{name}</span>
      <button
        type="button"
        className={button({ variant: 'secondary' })}
        onClick={() => toggle(step, false)}
        disabled={busy}
        aria-label={t('setup.restore', { step: name })}
      >
        <Undo2 size={16} aria-hidden="true" />
        {t('setup.restoreShort')}
      </button>
    </li>
  );
}
