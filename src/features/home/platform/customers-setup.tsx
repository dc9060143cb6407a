import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SETUP_STEPS, SETUP_STUCK_DAYS } from '../../../../contract/setup-constants';
import { css } from '../../../../styled-system/css';
import { formatDate } from '../../../i18n/format-date';
import { LoadFailure } from '../../../ui/load-failure';
import { Spinner } from '../../../ui/spinner';
import { StatusBadge } from '../../../ui/status-badge';
import { cellStyle, TableHead, TableScroller, tableStyle } from '../../../ui/table';
import { useCustomersSetup } from '../api/setup';

const subheading = css({ fontSize: 'lg', fontWeight: 'semibold' });
const muted = css({ color: 'gray.600' });
const link = css({ color: 'brand.700', textDecoration: 'underline' });

/**
 * HAD's view of its customers' set-up: how many are done, and those still setting up, the
 * longest idle first, each with its next step and whether it has been stuck for a week.
 */
export function CustomersSetup({ organizationPath }: { organizationPath: (id: string) => string }) {
  const { t, i18n } = useTranslation();
  const customers = useCustomersSetup();
  return (
    <div>
      <h3 id="platform-setup" className={subheading}>
        {t('platformHome.setup.title')}
      </h3>
      {customers.isPending ? (
        <Spinner label={t('platformHome.loading')} />
      ) : customers.isError ? (
        <LoadFailure
          error={customers.error}
          onRetry={customers.refetch}
          retryLabel={t('platformHome.retry')}
          testId="platform-setup-error"
        />
      ) : (
        <>
          <p className={muted} data-testid="platform-setup-summary">
            {t('platformHome.setup.summary', {
              complete: customers.data.complete,
              open: customers.data.total,
              stuck: customers.data.stuck,
              days: SETUP_STUCK_DAYS,
            })}
          </p>
          {customers.data.result.length > 0 && (
            <TableScroller labelledBy="platform-setup">
              <table className={tableStyle} data-testid="platform-setup">
                <TableHead
                  labels={[
                    t('platformHome.endingSoon.organization'),
                    t('platformHome.setup.progress'),
                    t('platformHome.setup.next'),
                    t('platformHome.setup.since'),
                  ]}
                />
                <tbody>
                  {customers.data.result.map((customer) => (
                    <tr key={customer.id} data-testid={`platform-setup-${customer.id}`}>
                      <th scope="row" className={cellStyle}>
                        <Link className={link} to={organizationPath(customer.id)}>
                          {customer.name}
                        </Link>
                      </th>
                      <td className={cellStyle}>
                        {t('platformHome.setup.settled', {
                          settled: customer.settled,
                          total: SETUP_STEPS.length,
                        })}
                      </td>
                      <td className={cellStyle}>{t(`setup.steps.${customer.nextStep}.title`)}</td>
                      <td className={cellStyle}>
                        {formatDate(customer.since, i18n.language)}{' '}
                        {customer.stuck && (
                          <StatusBadge tone="warning">{t('platformHome.setup.stuck')}</StatusBadge>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroller>
          )}
        </>
      )}
    </div>
  );
}
