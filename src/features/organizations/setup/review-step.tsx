import { Check, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Organization } from '../../../../contract/organizations';
import type { CustomerSetupStep } from '../../../../contract/setup';
import type { CustomerFormStep } from '../../../../machines/customer-setup.machine';
import { button } from '../../../ui/buttons';
import { mutedStyle } from '../../../ui/page-styles';
import { formatDay } from '../../../i18n/format-date';
import { StepButtons } from './step-buttons';
import { stepFormStyle, summaryRowStyle, summaryStyle } from './styles';

const FORM_STEPS: readonly CustomerFormStep[] = ['organisation', 'contract', 'manager', 'plan'];

/** The review: what each step saved (or that it waits), a way back to each, and activation. */
export function ReviewStep({
  org,
  done,
  busy,
  onEdit,
  onBack,
  onActivate,
}: {
  org: Organization | undefined;
  done: readonly CustomerSetupStep[];
  busy: boolean;
  onEdit: (step: CustomerFormStep) => void;
  onBack: () => void;
  onActivate: () => void;
}) {
  const { t, i18n } = useTranslation();
  const said = (step: CustomerFormStep) => {
    if (!org) return '';
    if (step === 'organisation') return `${org.name}, ${org.company_location}`;
    if (step === 'contract')
      return t('organizations.setup.contractSummary', {
        from: formatDay(org.startsAt, i18n.language),
        to: formatDay(org.endsAt, i18n.language),
        students: org.maxStudents,
        teachers: org.maxTeachers,
        classrooms: org.maxClassrooms,
      });
    return done.includes(step)
      ? t(`organizations.setup.done.${step}`)
      : t('organizations.setup.waiting');
  };
  return (
    <form
      className={stepFormStyle}
      aria-labelledby="setup-step-title"
      onSubmit={(event) => {
        event.preventDefault();
        onActivate();
      }}
    >
      <dl className={summaryStyle} data-testid="setup-review">
        {FORM_STEPS.map((step) => (
          <div key={step} className={summaryRowStyle}>
            <dt>
              {done.includes(step) ? (
                <Check size={16} aria-hidden="true" />
              ) : (
                <Circle size={16} aria-hidden="true" />
              )}{' '}
              {t(`organizations.setup.steps.${step}`)}
            </dt>
            <dd className={done.includes(step) ? undefined : mutedStyle}>{said(step)}</dd>
            <dd>
              <button
                type="button"
                className={button({ variant: 'secondary' })}
                onClick={() => onEdit(step)}
                aria-label={t('organizations.setup.editStep', {
                  step: t(`organizations.setup.steps.${step}`),
                })}
              >
                {t('organizations.setup.edit')}
              </button>
            </dd>
          </div>
        ))}
      </dl>
      <p className={mutedStyle}>{t('organizations.setup.activateHint')}</p>
      <StepButtons busy={busy} onBack={onBack} saveLabel={t('organizations.setup.activate')} />
    </form>
  );
}
