import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CUSTOMER_SETUP_STEPS } from '../../../../contract/setup-constants';
import { css } from '../../../../styled-system/css';
import { LoadFailure } from '../../../ui/load-failure';
import { Spinner } from '../../../ui/spinner';
import { cellStyle, TableHead, TableScroller, tableStyle } from '../../../ui/table';
import { useCustomerSetups } from '../../../api/customer-setups';

const subheading = css({ fontSize: 'lg', fontWeight: 'semibold' });
const muted = css({ color: 'gray.600' });
const link = css({ color: 'brand.700', textDecoration: 'underline' });

export interface PendingCustomersProps {
  /** One organisation's page. */
  organizationPath: (id: string) => string;
  /** Its guided set-up, where it stopped: given to those who may set customers up. */
  setupPath?: ((id: string) => string) | undefined;
}

/**
 * The customers HAD has started to set up and not yet activated, newest first, each saying how
 * far its set-up went and, for those who may, continuing where it stopped (on any device: the
 * steps are computed from the saved records).
 */
export function PendingCustomers({ organizationPath, setupPath }: PendingCustomersProps) {
  const { t } = useTranslation();
  const pending = useCustomerSetups();
  return (
    <div>
      <h3 id="platform-pending" className={subheading}>
        {t('platformHome.pending.title')}
      </h3>
      {pending.isPending ? (
        <Spinner label={t('platformHome.loading')} />
      ) : pending.isError ? (
        <LoadFailure
          error={pending.error}
          onRetry={pending.refetch}
          retryLabel={t('platformHome.retry')}
          testId="platform-pending-error"
        />
      ) : pending.data.length === 0 ? (
        <p className={muted} data-testid="platform-pending-none">
          {t('platformHome.pending.none')}
        </p>
      ) : (
        <TableScroller labelledBy="platform-pending">
          <table className={tableStyle} data-testid="platform-pending">
            <TableHead
              labels={[
                t('platformHome.endingSoon.organization'),
                t('platformHome.pending.progress'),
                t('platformHome.pending.next'),
              ]}
            />
            <tbody>
              {pending.data.map((customer) => (
                <tr key={customer.organizationId}>
                  <th scope="row" className={cellStyle}>
                    <Link className={link} to={organizationPath(customer.organizationId)}>
                      {customer.name}
                    </Link>
                  </th>
                  <td className={cellStyle}>
                    {setupPath ? (
                      <Link
                        className={link}
                        to={setupPath(customer.organizationId)}
                        data-testid={`platform-pending-${customer.organizationId}`}
                      >
                        {t('platformHome.pending.continue', {
                          done: customer.done,
                          total: CUSTOMER_SETUP_STEPS.length,
                        })}
                      </Link>
                    ) : (
                      t('platformHome.pending.done', {
                        done: customer.done,
                        total: CUSTOMER_SETUP_STEPS.length,
                      })
                    )}
                  </td>
                  <td className={cellStyle}>
                    {customer.next && t(`platformHome.pending.steps.${customer.next}`)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
    </div>
  );
}
