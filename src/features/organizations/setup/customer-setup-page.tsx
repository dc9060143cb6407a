import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { Check } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { CUSTOMER_SETUP_STEPS, type CustomerSetupStep } from '../../../../contract/setup-constants';
import {
  customerSetupMachine,
  stepsDone,
  type SaveStepInput,
} from '../../../../machines/customer-setup.machine';
import {
  organizationsKey,
  runContractAction,
  uploadFile,
  useOrganization,
} from '../../../api/organizations';
import { translateMessage } from '../../../i18n/i18n';
import { alertStyle } from '../../../ui/field';
import { LoadFailure } from '../../../ui/load-failure';
import { mutedStyle, page, titleStyle } from '../../../ui/page-styles';
import { Spinner } from '../../../ui/spinner';
import { notify } from '../../../ui/toast';
import { localToday } from '../dates';
import { ManagerStep, type ManagerValues } from './manager-step';
import { OrganizationStep, type OrganizationStepValues } from './organization-step';
import { PlanStep, type PlanPicker } from './plan-step';
import { ReviewStep } from './review-step';
import { saveCustomer, useCustomerSetup } from './setup-api';
import { stepperItemStyle, stepperStyle } from './styles';

/** The calls of steps that belong to other screens, given by the route that composes this one. */
export interface SetupCalls {
  inviteManager: (organizationId: string, manager: ManagerValues, key: string) => Promise<void>;
  givePlan: (organizationId: string, planId: string) => Promise<unknown>;
}

export interface CustomerSetupPageProps {
  /** Resuming an organisation's set-up; a new customer without. */
  organizationId?: string | undefined;
  calls: SetupCalls;
  PlanPicker: PlanPicker;
  /** Where the set-up of an organisation lives, so a reload or another device resumes it. */
  setupPath: (id: string) => string;
  detailPath: (id: string) => string;
  listPath: string;
}

/**
 * A new customer, set up in five steps by a platform admin (customer-setup.machine): each step
 * saves as it goes, so the set-up resumes at its address from what the services say is done.
 */
export function CustomerSetupPage(props: CustomerSetupPageProps) {
  const { t } = useTranslation();
  const progress = useCustomerSetup(props.organizationId);
  if (props.organizationId && progress.isPending) return <Spinner />;
  if (progress.isError)
    return (
      <LoadFailure
        error={progress.error}
        onRetry={progress.refetch}
        retryLabel={t('organizations.setup.retry')}
      />
    );
  const done = progress.data?.steps.filter((s) => s.done).map((s) => s.step) ?? [];
  return <SetupFlow key={props.organizationId ?? 'new'} {...props} done={done} />;
}

function SetupFlow({
  organizationId,
  done: doneBefore,
  calls,
  PlanPicker,
  setupPath,
  detailPath,
  listPath,
}: CustomerSetupPageProps & { done: CustomerSetupStep[] }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [today] = useState(localToday);
  const [attempt] = useState(() => crypto.randomUUID());
  const actor = useActorRef(
    customerSetupMachine.provide({
      actors: {
        saveStep: fromPromise(async ({ input }: { input: SaveStepInput }) => {
          const id = await save(input);
          await client.invalidateQueries({ queryKey: organizationsKey });
          notify('success', `organizations.setup.saved.${input.step}`);
          return { organizationId: id };
        }),
        activate: fromPromise(async ({ input }) => {
          const { message } = await runContractAction(input.organizationId!, 'activate');
          await client.invalidateQueries({ queryKey: organizationsKey });
          notify('success', message || 'organizations.setup.activated');
          return null;
        }),
      },
    }),
    { input: { organizationId, done: doneBefore, attempt } },
  );
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const org = useOrganization(context.organizationId ?? '', Boolean(context.organizationId));

  async function save(input: SaveStepInput): Promise<string> {
    const id = input.organizationId;
    if (input.step === 'organisation' || input.step === 'contract') {
      const { body, file } = input.values as unknown as OrganizationStepValues;
      const stored = file ? await uploadFile(file) : null;
      return saveCustomer(id, stored ? { ...body, contractFile: stored } : body);
    }
    if (input.step === 'manager')
      await calls.inviteManager(id!, input.values as unknown as ManagerValues, input.attempt);
    else await calls.givePlan(id!, (input.values as { planId: string }).planId);
    return id!;
  }

  // Once created, the set-up has its own address: a reload or another device resumes it.
  useEffect(() => {
    if (context.organizationId && !organizationId)
      void navigate(setupPath(context.organizationId), { replace: true });
  }, [context.organizationId, organizationId, navigate, setupPath]);

  const stop =
    typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0]!;
  const saving = snapshot.matches({ [stop]: 'saving' } as never) || stop === 'activating';
  const current = (
    stop === 'review' || stop === 'activating' ? 'activation' : stop
  ) as CustomerSetupStep;
  const number = CUSTOMER_SETUP_STEPS.indexOf(current) + 1;
  const buttons = {
    busy: saving,
    onBack: snapshot.can({ type: 'BACK' }) ? () => actor.send({ type: 'BACK' }) : undefined,
    onSkip: snapshot.can({ type: 'SKIP' }) ? () => actor.send({ type: 'SKIP' }) : undefined,
  };
  const onSave = (values: object) =>
    actor.send({ type: 'SAVE', values: values as Record<string, unknown> });
  const name = org.data?.name;
  // A step over a record that did not load would save over it with blanks: say so and retry.
  const orgFailed = Boolean(context.organizationId) && org.isError;
  const at = (step: string) => !orgFailed && stop === step;

  return (
    <section className={page()} data-testid="customer-setup" aria-labelledby="setup-title">
      <h1 id="setup-title" className={titleStyle}>
        {name ? t('organizations.setup.titleOf', { name }) : t('organizations.setup.title')}
      </h1>
      <ol className={stepperStyle} aria-label={t('organizations.setup.stepsLabel')}>
        {CUSTOMER_SETUP_STEPS.map((step) => (
          <li
            key={step}
            className={stepperItemStyle}
            aria-current={step === current && stop !== 'finished' ? 'step' : undefined}
            data-done={context.done.includes(step) ? '' : undefined}
          >
            {context.done.includes(step) && <Check size={14} aria-hidden="true" />}
            {t(`organizations.setup.steps.${step}`)}
          </li>
        ))}
      </ol>
      <p className={mutedStyle} data-testid="setup-progress">
        {t('organizations.setup.progress', {
          done: stepsDone(context.done),
          total: CUSTOMER_SETUP_STEPS.length,
        })}
      </p>
      {stop !== 'finished' && (
        <h2 id="setup-step-title" data-testid="setup-step-title">
          {t('organizations.setup.stepOf', {
            number,
            total: CUSTOMER_SETUP_STEPS.length,
            step: t(`organizations.setup.steps.${current}`),
          })}
        </h2>
      )}
      {stop !== 'finished' && (
        <p className={mutedStyle}>{t(`organizations.setup.about.${current}`)}</p>
      )}
      {context.failure && (
        <p role="alert" className={alertStyle} data-testid="setup-error">
          {translateMessage(context.failure)}
        </p>
      )}
      {orgFailed && (
        <LoadFailure
          error={org.error}
          onRetry={org.refetch}
          retryLabel={t('organizations.setup.retry')}
        />
      )}
      {(at('organisation') || at('contract')) &&
        (context.organizationId && org.isPending ? (
          <Spinner />
        ) : (
          <OrganizationStep
            key={stop}
            shown={stop === 'organisation' ? 'details' : 'contract'}
            org={org.data ?? null}
            today={today}
            fieldErrors={context.fieldErrors}
            onSave={onSave}
            {...buttons}
          />
        ))}
      {at('manager') && (
        <ManagerStep fieldErrors={context.fieldErrors} onSave={onSave} {...buttons} />
      )}
      {at('plan') && <PlanStep Picker={PlanPicker} onSave={onSave} {...buttons} />}
      {(at('review') || at('activating')) && (
        <ReviewStep
          org={org.data}
          done={context.done}
          busy={saving}
          onEdit={(step) => actor.send({ type: 'EDIT_STEP', step })}
          onBack={() => actor.send({ type: 'BACK' })}
          onActivate={() => actor.send({ type: 'ACTIVATE' })}
        />
      )}
      {stop === 'finished' && (
        <div data-testid="setup-finished">
          <p>{t('organizations.setup.finished', { name: name ?? '' })}</p>
          <p>
            <Link to={detailPath(context.organizationId!)}>
              {t('organizations.setup.openPage')}
            </Link>
            {' · '}
            <Link to={listPath}>{t('organizations.setup.backToList')}</Link>
          </p>
        </div>
      )}
    </section>
  );
}
