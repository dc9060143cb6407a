import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../styled-system/css';
import { button } from './buttons';
import type { ListKeys } from './list-keys';
import { LoadFailure } from './load-failure';
import { Spinner } from './spinner';

const row = css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' });
const note = css({ color: 'gray.600' });

export interface ListStatesProps<D extends { result: readonly unknown[] }> {
  list: {
    isPending: boolean;
    isError: boolean;
    error: Error | null;
    data: D | undefined;
    refetch: () => unknown;
  };
  /** The list's i18n namespace, holding `retry`, `empty`, `noMatch`, `firstPage`. */
  keys: ListKeys;
  /** Names and figures the empty and no-match texts show (the trash's days). */
  values?: Record<string, unknown>;
  /** Prefix of the `<prefix>-error` and `<prefix>-empty` test ids. */
  testIdPrefix: string;
  filtered: boolean;
  pageNumber: number;
  onFirstPage: () => void;
  children: (data: D) => ReactNode;
}

/** Loading, error (with retry), empty or no-match (with a way back to page 1), else the rows. */
export function ListStates<D extends { result: readonly unknown[] }>(props: ListStatesProps<D>) {
  const { list, keys, values, testIdPrefix, filtered, pageNumber, onFirstPage, children } = props;
  const { t } = useTranslation();
  if (list.isPending) return <Spinner />;
  if (list.isError || !list.data) {
    return (
      <LoadFailure
        error={list.error}
        onRetry={list.refetch}
        retryLabel={t(`${keys}.retry`)}
        testId={`${testIdPrefix}-error`}
      />
    );
  }
  if (list.data.result.length > 0) return <>{children(list.data)}</>;
  return (
    <div className={row}>
      <p className={note} data-testid={`${testIdPrefix}-empty`}>
        {t(filtered ? `${keys}.noMatch` : `${keys}.empty`, values)}
      </p>
      {/* A shared address may point past the last page once the list has shrunk. */}
      {pageNumber > 1 && (
        <button type="button" className={button({ variant: 'secondary' })} onClick={onFirstPage}>
          {t(`${keys}.firstPage`)}
        </button>
      )}
    </div>
  );
}
