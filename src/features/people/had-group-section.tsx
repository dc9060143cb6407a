import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HAD_ORG_NAME } from '../../../contract/constants';
import type { Person } from '../../../contract/people';
import { css } from '../../../styled-system/css';
import { toApiFailure } from '../../api/api-failure';
import { useAddToHad } from './api/had-group';
import { useRoles } from '../../api/roles';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import { SelectField } from '../../ui/field';
import { notify } from '../../ui/toast';
import { SaveButton } from '../../ui/save-button';

const section = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const subheading = css({ fontSize: 'md', fontWeight: 'semibold' });
const muted = css({ color: 'gray.600', fontSize: 'sm' });
const form = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: '3',
  border: 'none',
});

/** Whether the person already belongs to HAD (the caller, active in HAD, sees every membership). */
export const inHad = (person: Person) =>
  person.memberships.some((m) => m.organization.name === HAD_ORG_NAME);

export interface HadGroupSectionProps {
  person: Person;
  confirmation: ConfirmationActor;
}

/**
 * A platform admin (active in HAD, Users write) adds a user who is not in HAD to it with a role,
 * after a confirmation that says what the role gives; the outcome is a toast.
 */
export function HadGroupSection({ person, confirmation }: HadGroupSectionProps) {
  const { t } = useTranslation();
  const roles = useRoles();
  const add = useAddToHad();
  const [roleId, setRoleId] = useState('');
  const [tried, setTried] = useState(false);
  const name = `${person.firstName} ${person.lastName}`.trim();
  const options = (roles.data ?? []).map((role) => ({ value: role.id, label: role.name }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (!roleId) return;
    const role = options.find((option) => option.value === roleId)?.label ?? '';
    confirmation.send({
      type: 'OPEN',
      title: 'hadGroup.confirmTitle',
      message: t('hadGroup.confirmMessage', { name, role }),
      buttons: { confirm: { title: 'hadGroup.confirm' } },
      action: async () => {
        try {
          const message = await add.mutateAsync({ userId: person.id, roleId });
          notify('success', message || 'hadGroup.added');
        } catch (error) {
          notify('error', (await toApiFailure(error)).message);
        }
      },
    });
  };

  return (
    <section className={section} aria-labelledby="user-drawer-had" data-testid="user-had">
      <h3 id="user-drawer-had" className={subheading}>
        {t('hadGroup.title')}
      </h3>
      <p className={muted}>{t('hadGroup.notMember')}</p>
      <form onSubmit={onSubmit} noValidate aria-label={t('hadGroup.title')}>
        <fieldset className={form} disabled={add.isPending || !roles.data}>
          <SelectField
            id="had-role"
            label={t('hadGroup.role')}
            value={roleId}
            onChange={setRoleId}
            options={[{ value: '', label: t('hadGroup.choose') }, ...options]}
            error={tried && !roleId ? 'hadGroup.required' : undefined}
            required
          />
          <SaveButton label={t('hadGroup.add')} testId="user-had-add" busy={add.isPending} />
        </fieldset>
      </form>
    </section>
  );
}
