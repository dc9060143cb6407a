import { ChevronDown, Download, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EXPORT_FORMATS, type ExportFormat } from '../../../machines/list-export.machine';
import { css, cx } from '../../../styled-system/css';
import { translateMessage } from '../../i18n/i18n';
import { button } from '../buttons';
import { alertStyle } from '../field';
import { MenuButton } from '../menu-button';
import { useExportTexts } from './texts';
import { useListExport, type ListExport, type ListExportOptions } from './use-list-export';

/** The line an Export button sits on when a list has no header bar for it: at the end. */
export const exportBarStyle = css({ display: 'flex', justifyContent: 'flex-end' });

const row = css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' });
const meter = css({ inlineSize: '32', blockSize: '2', accentColor: 'brand.600' });
const note = css({ fontSize: 'sm', color: 'gray.700' });
const content = css({
  bg: 'white',
  borderRadius: 'md',
  boxShadow: 'lg',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'gray.200',
  padding: '1',
  minWidth: '52',
  zIndex: 'dropdown',
  _focusVisible: { outline: 'none' },
});
const item = css({
  display: 'flex',
  paddingInline: '3',
  paddingBlock: '2',
  borderRadius: 'sm',
  fontSize: 'sm',
  cursor: 'pointer',
  _highlighted: { bg: 'brand.50' },
});

export interface ExportButtonProps<R> extends ListExportOptions<R> {
  /** Nothing to export yet (the list is loading, failed or empty). */
  disabled?: boolean;
  /** Prefix of the test ids: `<testId>`, `<testId>-progress`, `<testId>-error`. */
  testId: string;
}

/**
 * Export what the list's filters select to .xlsx or .csv; while the pages are fetched it shows
 * how far it is and offers Cancel; a failed page says so, with Try again.
 */
export function ExportButton<R>({ disabled, testId, ...options }: ExportButtonProps<R>) {
  const textsLoaded = useExportTexts();
  const exporter = useListExport(options);
  if (!textsLoaded) return null;
  if (exporter.status === 'idle') {
    return <FormatMenu disabled={disabled} testId={testId} onChoose={exporter.start} />;
  }
  if (exporter.status === 'failed') return <Failure exporter={exporter} testId={testId} />;
  return <Progress exporter={exporter} testId={testId} />;
}

function FormatMenu({
  disabled,
  testId,
  onChoose,
}: {
  disabled: boolean | undefined;
  testId: string;
  onChoose: (format: ExportFormat) => void;
}) {
  const { t } = useTranslation();
  return (
    <MenuButton
      label={
        <>
          <Download size={16} aria-hidden="true" />
          {t('listExport.export')}
          <ChevronDown size={14} aria-hidden="true" />
        </>
      }
      buttonClassName={button({ variant: 'secondary' })}
      buttonTestId={testId}
      disabled={disabled}
      items={EXPORT_FORMATS.map((format) => ({
        value: format,
        content: t(`listExport.${format}`),
        testId: `${testId}-${format}`,
      }))}
      menuClassName={content}
      itemClassName={item}
      menuLabel={t('listExport.menu')}
      placement="bottom-end"
      onSelect={(value) => {
        const format = EXPORT_FORMATS.find((one) => one === value);
        if (format) onChoose(format);
      }}
    />
  );
}

function Progress({ exporter, testId }: { exporter: ListExport; testId: string }) {
  const { t } = useTranslation();
  if (!exporter.context) return null;
  const { pageNumber, pages, rows, total } = exporter.context;
  const text =
    exporter.status === 'writing'
      ? t('listExport.writing', { rows: rows.length })
      : pages === null
        ? t('listExport.starting')
        : t('listExport.progress', {
            page: Math.min(pageNumber, pages),
            pages,
            rows: rows.length,
            total: total ?? rows.length,
          });
  return (
    <div className={row} data-testid={`${testId}-progress`}>
      <progress
        className={meter}
        aria-label={t('listExport.starting')}
        max={pages ?? undefined}
        value={pages === null ? undefined : pageNumber - 1}
      />
      <span role="status" className={note}>
        {text}
      </span>
      {exporter.status === 'fetching' && (
        <button
          type="button"
          className={button({ variant: 'secondary' })}
          onClick={exporter.cancel}
          data-testid={`${testId}-cancel`}
        >
          <X size={16} aria-hidden="true" />
          {t('listExport.cancel')}
        </button>
      )}
    </div>
  );
}

function Failure({ exporter, testId }: { exporter: ListExport; testId: string }) {
  const { t } = useTranslation();
  const { failure, error } = exporter.context ?? { failure: null, error: null };
  const message = translateMessage(error ?? '');
  return (
    <div role="alert" className={cx(alertStyle, row)} data-testid={`${testId}-error`}>
      <span>
        {failure?.step === 'page'
          ? t('listExport.pageFailed', { page: failure.pageNumber, message })
          : t('listExport.fileFailed', { message })}
      </span>
      <button type="button" className={button({ variant: 'secondary' })} onClick={exporter.retry}>
        {t('listExport.retry')}
      </button>
      <button type="button" className={button({ variant: 'ghost' })} onClick={exporter.cancel}>
        {t('listExport.close')}
      </button>
    </div>
  );
}
