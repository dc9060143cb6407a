import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Person } from '../../../contract/people';
import type { Preview } from '../../../machines/view-as.machine';
import { useRoles } from '../../api/roles';
import { button } from '../../ui/buttons';

/** Previewing the console as one of the active organisation's people (through their role). */
export interface ViewAsPersonProps {
  person: Person;
  /** The active organisation: the person is shown as its member. */
  organizationId: string;
  onViewAs: (preview: Preview) => void;
}

/**
 * "View as" for a member of the active organisation: the console as their role shows it. Not
 * offered for someone who is not a member here, nor before the roles are read.
 */
export function ViewAsPerson({ person, organizationId, onViewAs }: ViewAsPersonProps) {
  const { t } = useTranslation();
  const roles = useRoles();
  const membership = person.memberships.find((m) => m.organization.id === organizationId);
  const role = membership && roles.data?.find((r) => r.id === membership.role.id);
  if (!role) return null;
  const name = `${person.firstName} ${person.lastName}`;
  return (
    <button
      type="button"
      className={button({ variant: 'secondary' })}
      onClick={() => onViewAs({ name, role, personId: person.id })}
      data-testid="user-view-as"
    >
      <Eye size={16} aria-hidden="true" />
      {t('userDrawer.viewAs', { name: person.firstName, role: role.name })}
    </button>
  );
}
