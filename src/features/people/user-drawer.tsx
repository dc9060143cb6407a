import { useTranslation } from 'react-i18next';
import type { Person } from '../../../contract/people';
import { css } from '../../../styled-system/css';
import { usePerson } from '../../api/people';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import { translateMessage } from '../../i18n/i18n';
import { alertStyle } from '../../ui/field';
import { Spinner } from '../../ui/spinner';
import { ActivityList } from './activity-list';
import { Drawer } from './drawer';
import { HadGroupSection, inHad } from './had-group-section';
import { UserInfoForm } from './user-info-form';
import { ViewAsPerson, type ViewAsPersonProps } from './view-as-person';

const section = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const subheading = css({ fontSize: 'md', fontWeight: 'semibold' });
const muted = css({ color: 'gray.600' });
const badge = css({
  marginInlineStart: '2',
  paddingInline: '2',
  borderRadius: 'full',
  bg: 'green.100',
  color: 'green.900',
  fontSize: 'xs',
});

/** Whom the drawer shows: enough of a row to name them and find them again. */
export interface DrawerUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

export interface UserDrawerProps {
  user: DrawerUser;
  /** Editing the user's details (u Users). */
  canUpdate: boolean;
  /** A platform admin (active in HAD, Users write) may add the user to HAD. */
  canAddToHad?: boolean;
  confirmation?: ConfirmationActor;
  /** Given when the viewer may preview the console as a member of their organisation. */
  viewAs?: Omit<ViewAsPersonProps, 'person'> | undefined;
  onClose: () => void;
}

function Memberships({ person }: { person: Person }) {
  const { t } = useTranslation();
  if (person.memberships.length === 0) {
    return <p className={muted}>{t('userDrawer.noMemberships')}</p>;
  }
  return (
    <ul data-testid="user-memberships">
      {person.memberships.map((m) => (
        <li key={m.organization.id}>
          {t('people.membership', { organization: m.organization.name, role: m.role.name })}
          {m.isActive && <span className={badge}>{t('userDrawer.active')}</span>}
        </li>
      ))}
    </ul>
  );
}

/** A user's memberships and roles, their details (editable with Users update) and activity. */
export function UserDrawer({
  user,
  canUpdate,
  canAddToHad = false,
  confirmation,
  viewAs,
  onClose,
}: UserDrawerProps) {
  const { t } = useTranslation();
  const person = usePerson(user.id, user.email);
  return (
    <Drawer title={`${user.firstName} ${user.lastName}`} onClose={onClose} testId="user-drawer">
      <p className={muted}>{user.email}</p>
      <section className={section} aria-labelledby="user-drawer-memberships">
        <h3 id="user-drawer-memberships" className={subheading}>
          {t('userDrawer.memberships')}
        </h3>
        {person.isPending ? (
          <Spinner />
        ) : person.isError ? (
          <p role="alert" className={alertStyle}>
            {translateMessage(person.error.message)}
          </p>
        ) : person.data ? (
          <>
            <Memberships person={person.data} />
            {viewAs && <ViewAsPerson person={person.data} {...viewAs} />}
          </>
        ) : (
          <p className={muted}>{t('userDrawer.notFound')}</p>
        )}
      </section>
      {canAddToHad && confirmation && person.data && !inHad(person.data) && (
        <HadGroupSection person={person.data} confirmation={confirmation} />
      )}
      {canUpdate && person.data && (
        <section className={section} aria-labelledby="user-drawer-info">
          <h3 id="user-drawer-info" className={subheading}>
            {t('userDrawer.info')}
          </h3>
          <UserInfoForm key={person.dataUpdatedAt} person={person.data} />
        </section>
      )}
      <section className={section} aria-labelledby="user-drawer-activity">
        <h3 id="user-drawer-activity" className={subheading}>
          {t('userDrawer.activity')}
        </h3>
        <ActivityList userId={user.id} />
      </section>
    </Drawer>
  );
}
