import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  CONTRACT_STATES,
  ENDING_SOON_DAYS,
} from '../../../../contract/platform-overview-constants';
import type { PlatformOverview } from '../../../../contract/platform-overview';
import { css } from '../../../../styled-system/css';
import { usePlatformOverview } from '../api/platform-overview';
import { formatDay } from '../../../i18n/format-date';
import { useFormatNumber } from '../../../i18n/format-number';
import { LoadFailure } from '../../../ui/load-failure';
import { Spinner } from '../../../ui/spinner';
import { cellStyle, TableHead, TableScroller, tableStyle } from '../../../ui/table';
import type { AttentionQueue } from './attention-queues';
import { CustomersSetup } from './customers-setup';
import { PendingCustomers } from './pending-customers';

const section = css({ display: 'flex', flexDirection: 'column', gap: '6' });
const heading = css({ fontSize: 'xl', fontWeight: 'semibold' });
const subheading = css({ fontSize: 'lg', fontWeight: 'semibold' });
const muted = css({ color: 'gray.600' });
const cards = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: '3',
});
const card = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  padding: '4',
  bg: 'white',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'gray.200',
});
const big = css({ fontSize: '2xl', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' });
const link = css({ color: 'brand.700', textDecoration: 'underline' });
const queueList = css({ display: 'flex', flexDirection: 'column', gap: '2' });

/**
 * HAD's dashboard: the platform rather than HAD's own seats. Customer organisations by contract
 * state, the contracts ending soon, the customers HAD is still setting up (not yet activated), those
 * whose managers are taking their first steps, and the queues waiting for someone (each shown to
 * those who see its screen, counted from that screen's own list).
 */
export function PlatformSection({
  queues,
  organizationsPath,
  organizationPath,
  setupPath,
}: {
  queues: readonly AttentionQueue[];
  /** The organisations' list, searched by name from an ending contract's row. */
  organizationsPath: string;
  /** One organisation's page, from a customer still setting up. */
  organizationPath: (id: string) => string;
  /** A Pending customer's guided set-up, where it stopped (for those who set customers up). */
  setupPath?: ((id: string) => string) | undefined;
}) {
  const { t } = useTranslation();
  const overview = usePlatformOverview();
  return (
    <section className={section} aria-labelledby="platform-title" data-testid="platform-home">
      <h2 id="platform-title" className={heading}>
        {t('platformHome.title')}
      </h2>
      {overview.isPending ? (
        <Spinner label={t('platformHome.loading')} />
      ) : overview.isError ? (
        <LoadFailure
          error={overview.error}
          onRetry={overview.refetch}
          retryLabel={t('platformHome.retry')}
          testId="platform-error"
        />
      ) : (
        <>
          <ContractStates overview={overview.data} />
          <EndingSoon endingSoon={overview.data.endingSoon} organizationsPath={organizationsPath} />
        </>
      )}
      <PendingCustomers organizationPath={organizationPath} setupPath={setupPath} />
      <CustomersSetup organizationPath={organizationPath} />
      {queues.length > 0 && <Attention queues={queues} />}
    </section>
  );
}

function ContractStates({ overview }: { overview: PlatformOverview }) {
  const { t } = useTranslation();
  const n = useFormatNumber();
  return (
    <div>
      <h3 id="platform-states" className={subheading}>
        {t('platformHome.byState')}
      </h3>
      <p className={muted}>{t('platformHome.organizations', { count: overview.organizations })}</p>
      <dl className={cards} aria-labelledby="platform-states" data-testid="platform-states">
        {CONTRACT_STATES.map((state) => (
          <div key={state} className={card}>
            <dt className={muted}>{t(`platformHome.states.${state}`)}</dt>
            <dd className={big} data-testid={`platform-state-${state}`}>
              {n(overview.byState[state])}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function EndingSoon({
  endingSoon,
  organizationsPath,
}: {
  endingSoon: PlatformOverview['endingSoon'];
  organizationsPath: string;
}) {
  const { t, i18n } = useTranslation();
  const days = ENDING_SOON_DAYS;
  return (
    <div>
      <h3 id="platform-ending" className={subheading}>
        {t('platformHome.endingSoon.title', { days })}
      </h3>
      {endingSoon.total === 0 ? (
        <p className={muted} data-testid="platform-ending-none">
          {t('platformHome.endingSoon.none', { days })}
        </p>
      ) : (
        <>
          <TableScroller labelledBy="platform-ending">
            <table className={tableStyle} data-testid="platform-ending">
              <TableHead
                labels={[
                  t('platformHome.endingSoon.organization'),
                  t('platformHome.endingSoon.status'),
                  t('platformHome.endingSoon.endsAt'),
                  t('platformHome.endingSoon.daysLeft'),
                ]}
              />
              <tbody>
                {endingSoon.result.map((org) => (
                  <tr key={org.id} data-testid={`platform-ending-${org.id}`}>
                    <th scope="row" className={cellStyle}>
                      <Link
                        className={link}
                        to={`${organizationsPath}?search=${encodeURIComponent(org.name)}`}
                      >
                        {org.name}
                      </Link>
                    </th>
                    <td className={cellStyle}>{t(`platformHome.states.${org.status}`)}</td>
                    <td className={cellStyle}>{formatDay(org.endsAt, i18n.language)}</td>
                    <td className={cellStyle}>
                      {t('platformHome.endingSoon.days', { count: org.daysLeft })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
          {endingSoon.total > endingSoon.result.length && (
            <p className={muted}>
              {t('platformHome.endingSoon.more', {
                shown: endingSoon.result.length,
                total: endingSoon.total,
              })}
            </p>
          )}
        </>
      )}
    </div>
  );
}

interface ShownQueue {
  queue: AttentionQueue;
  label: string;
  /** Null when the queue could not be counted. */
  count: number | null;
}

function Attention({ queues }: { queues: readonly AttentionQueue[] }) {
  const { t } = useTranslation();
  const counts = useQueries({
    queries: queues.map((queue) => ({
      queryKey: ['platformHome', 'queue', queue.id],
      queryFn: queue.count,
    })),
  });
  // A queue shows once counted: with its count when something waits, or that it failed.
  const shown = queues.flatMap((queue, i): ShownQueue[] => {
    const count = counts[i];
    const label = t(`platformHome.attention.${queue.id}`);
    if (count?.isError) return [{ queue, label, count: null }];
    return count?.data ? [{ queue, label, count: count.data }] : [];
  });
  const settled = counts.every((count) => !count.isPending);
  return (
    <div>
      <h3 id="platform-attention" className={subheading}>
        {t('platformHome.attention.title')}
      </h3>
      {shown.length > 0 && (
        <ul
          className={queueList}
          aria-labelledby="platform-attention"
          data-testid="platform-attention"
        >
          {shown.map(({ queue, label, count }) => (
            <li key={queue.id} data-testid={`attention-${queue.id}`}>
              {count === null ? (
                <span className={muted}>
                  {label}: {t('platformHome.attention.failed')}
                </span>
              ) : (
                <Link className={link} to={queue.link}>
                  {t('platformHome.attention.open', { queue: label, count })}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
      {!settled && <Spinner label={t('platformHome.loading')} />}
      {settled && shown.length === 0 && (
        <p className={muted} data-testid="platform-attention-none">
          {t('platformHome.attention.none')}
        </p>
      )}
    </div>
  );
}
