import { useSelector } from '@xstate/react';
import { Check, ChevronsUpDown, KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { UserOrg } from '../../../contract/users';
import { css } from '../../../styled-system/css';
import { MenuButton } from '../../ui/menu-button';
import { useOptionalAppActors } from '../actors/actors-context';
import type { OrgSwitchActor } from '../actors/app-actors';
import { OrgLogo } from './org-logo';

const trigger = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  width: 'full',
  padding: '2',
  borderRadius: 'md',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'gray.200',
  bg: 'white',
  cursor: 'pointer',
  textAlign: 'start',
  _hover: { bg: 'gray.50' },
  _disabled: { opacity: 0.7, cursor: 'progress' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500' },
});

const text = css({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });
const caption = css({ fontSize: 'xs', color: 'gray.500', textTransform: 'uppercase' });
const name = css({ fontWeight: 'semibold', truncate: true });
const place = css({ fontSize: 'xs', color: 'gray.600', truncate: true });

const content = css({
  bg: 'white',
  borderRadius: 'md',
  boxShadow: 'lg',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'gray.200',
  padding: '1',
  minWidth: '60',
  maxHeight: '80',
  overflowY: 'auto',
  zIndex: 'dropdown',
  _focusVisible: { outline: 'none' },
});

const joinItem = css({
  borderBlockStartWidth: '1px',
  borderBlockStartStyle: 'solid',
  borderBlockStartColor: 'gray.200',
  marginBlockStart: '1',
  color: 'brand.700',
  fontWeight: 'medium',
});

/** The menu's last item: not an organisation, the join dialog. */
const JOIN_ITEM = '#join';

const item = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  padding: '2',
  borderRadius: 'sm',
  cursor: 'pointer',
  _highlighted: { bg: 'brand.50' },
});

export interface OrgMenuProps {
  orgs: readonly UserOrg[];
  activeOrg: UserOrg | null;
  actor: OrgSwitchActor;
  /** Opens the join dialog; by default the session's (the Access Pending dialog's) own. */
  onJoin?: () => void;
}

/**
 * The sidebar's bottom dropdown: the user's organisations; choosing one switches to it. Its last
 * item joins another organisation with a code (the Access Pending dialog's form).
 */
export function OrgMenu({ orgs, activeOrg, actor, onJoin }: OrgMenuProps) {
  const { t } = useTranslation();
  const busy = useSelector(actor, (s) => !s.matches('idle'));
  const session = useOptionalAppActors()?.session;
  const join = onJoin ?? (session && (() => session.send({ type: 'OPEN_ACCESS_PENDING' })));
  return (
    <MenuButton
      label={
        <>
          {activeOrg && (
            <OrgLogo fileName={activeOrg.group.logoImageName} name={activeOrg.group.name} />
          )}
          <span className={text}>
            <span className={caption}>{busy ? t('orgs.switching') : t('orgs.menu')}</span>
            <span className={name}>{activeOrg?.group.name ?? t('orgs.none')}</span>
            {activeOrg && <span className={place}>{activeOrg.group.company_location}</span>}
          </span>
          <ChevronsUpDown size={16} aria-hidden="true" />
        </>
      }
      buttonClassName={trigger}
      buttonTestId="org-menu-trigger"
      disabled={busy}
      items={[
        ...orgs.map((org) => ({
          value: org.group.id,
          content: (
            <>
              <OrgLogo fileName={org.group.logoImageName} name={org.group.name} />
              <span className={text}>
                <span className={name}>{org.group.name}</span>
                <span className={place}>{org.group.company_location}</span>
              </span>
              {org.isActive && <Check size={16} aria-label={t('orgs.active')} />}
            </>
          ),
        })),
        ...(join
          ? [
              {
                value: JOIN_ITEM,
                testId: 'org-menu-join',
                className: joinItem,
                content: (
                  <>
                    <KeyRound size={16} aria-hidden="true" />
                    {t('orgs.join')}
                  </>
                ),
              },
            ]
          : []),
      ]}
      menuClassName={content}
      itemClassName={item}
      menuTestId="org-menu"
      placement="top-start"
      sameWidth
      onSelect={(value) =>
        value === JOIN_ITEM ? join?.() : actor.send({ type: 'SWITCH', groupId: value })
      }
    />
  );
}
