import { Ban, School, Send } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Invitation } from '../../../contract/invitations';
import { allowedInvitationActions } from '../../../machines/invitation.machine';
import { css } from '../../../styled-system/css';
import { formatDate } from '../../i18n/format-date';
import { useFormatNumber } from '../../i18n/format-number';
import { button } from '../../ui/buttons';
import { InvitationStatusBadge } from './status-badge';
import type { RowAction } from './use-invitation-actions';
import {
  cellStyle,
  rowActionsStyle,
  smallButtonStyle,
  tableStyle,
  TableHead,
} from '../../ui/table';

const ICONS: Record<RowAction, typeof Send> = { resend: Send, cancel: Ban };
const noteStyle = css({ fontSize: 'sm', color: 'gray.600' });

export interface InvitationsTableProps {
  rows: readonly Invitation[];
  /** Students show their class; staff and teachers their role. */
  students: boolean;
  /** Resend and cancel (update). */
  canUpdate: boolean;
  onAction: (action: RowAction, invitation: Invitation) => void;
  /** A teacher who accepted is given a class next: the new-class form, them preset. */
  giveClassPath?: ((teacherId: string) => string) | undefined;
}

/** The row's buttons are the actions the invitation machine allows from its status. */
const rowActions = (invitation: Invitation): RowAction[] =>
  allowedInvitationActions(invitation.status).filter(
    (action): action is RowAction => action !== 'accept',
  );

export function InvitationsTable(props: InvitationsTableProps) {
  const { rows, students, canUpdate, onAction, giveClassPath } = props;
  const { t, i18n } = useTranslation();
  const formatNumber = useFormatNumber();
  const columns = ['email', 'name', students ? 'class' : 'role', 'status', 'sent', 'expires'];
  return (
    <table className={tableStyle} data-testid="invitation-table">
      <TableHead
        labels={columns.map((column) => t(`invitations.columns.${column}`))}
        hiddenLabel={t('invitations.columns.actions')}
      />
      <tbody>
        {rows.map((invitation) => (
          <tr key={invitation.id} data-testid={`invitation-row-${invitation.id}`}>
            <th scope="row" className={cellStyle}>
              <bdi>{invitation.email}</bdi>
            </th>
            <td className={cellStyle}>
              {`${invitation.firstName} ${invitation.lastName}`.trim() || t('invitations.none')}
            </td>
            <td className={cellStyle}>
              {students
                ? (invitation.classRoom?.name ?? t('invitations.none'))
                : invitation.role.name}
            </td>
            <td className={cellStyle}>
              <InvitationStatusBadge id={invitation.id} status={invitation.status} />
            </td>
            <td className={cellStyle}>{formatNumber(invitation.sendCount)}</td>
            <td className={cellStyle}>{formatDate(invitation.expiresAt, i18n.language)}</td>
            <td className={cellStyle}>
              {canUpdate && invitation.status === 'canceled' && (
                // Canceled is final (a link once withdrawn is not revived): say what to do.
                <span
                  className={noteStyle}
                  data-testid={`invitation-canceled-note-${invitation.id}`}
                >
                  {t('invitations.canceledNote')}
                </span>
              )}
              {giveClassPath && invitation.status === 'accepted' && invitation.acceptedBy && (
                <Link
                  className={`${button({ variant: 'secondary' })} ${smallButtonStyle}`}
                  to={giveClassPath(invitation.acceptedBy)}
                  aria-label={t('invitations.actions.giveClassNamed', { email: invitation.email })}
                  data-testid={`invitation-give-class-${invitation.id}`}
                >
                  <School size={16} aria-hidden="true" />
                  {t('invitations.actions.giveClass')}
                </Link>
              )}
              {canUpdate && (
                <div className={rowActionsStyle}>
                  {rowActions(invitation).map((action) => {
                    const Icon = ICONS[action];
                    return (
                      <button
                        key={action}
                        type="button"
                        className={`${button({ variant: 'secondary' })} ${smallButtonStyle}`}
                        onClick={() => onAction(action, invitation)}
                        aria-label={t(`invitations.actions.${action}Named`, {
                          email: invitation.email,
                        })}
                        data-testid={`invitation-${action}-${invitation.id}`}
                      >
                        <Icon size={16} aria-hidden="true" />
                        {t(`invitations.actions.${action}`)}
                      </button>
                    );
                  })}
                </div>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
