import { useTranslation } from 'react-i18next';
import type { TranslationsUploadResult } from '../../../contract/app-languages';
import { mutedStyle } from '../../ui/page-styles';
import { diffGroupStyle, diffHeadingStyle, keyListStyle } from './styles';

/** The dry run's answer: each list of keys on its own, scrolling within itself. */
export function DiffView({ result }: { result: TranslationsUploadResult }) {
  const { t } = useTranslation();
  const { missing, extra, placeholderMismatches } = result.diff;
  const names = (list: string[]) =>
    list.length ? list.map((name) => `{{${name}}}`).join(', ') : t('languages.upload.none');
  const clean = !missing.length && !extra.length && !placeholderMismatches.length;
  return (
    <div className={diffGroupStyle} data-testid="translations-diff">
      <p>{t('languages.upload.summary', { count: result.keyCount })}</p>
      {clean && (
        <p className={mutedStyle} data-testid="translations-clean">
          {t('languages.upload.clean')}
        </p>
      )}
      <KeyGroup id="missing" title={t('languages.upload.missing', { count: missing.length })}>
        {missing.map((key) => (
          <li key={key}>{key}</li>
        ))}
      </KeyGroup>
      <KeyGroup id="extra" title={t('languages.upload.extra', { count: extra.length })}>
        {extra.map((key) => (
          <li key={key}>{key}</li>
        ))}
      </KeyGroup>
      <KeyGroup
        id="placeholders"
        title={t('languages.upload.placeholders', { count: placeholderMismatches.length })}
      >
        {placeholderMismatches.map(({ key, expected, found }) => (
          <li key={key}>
            {key}: {t('languages.upload.expected', { names: names(expected) })};{' '}
            {t('languages.upload.found', { names: names(found) })}
          </li>
        ))}
      </KeyGroup>
    </div>
  );
}

function KeyGroup({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode[];
}) {
  if (!children.length) return null;
  return (
    <section className={diffGroupStyle} aria-labelledby={`diff-${id}`}>
      <h3 id={`diff-${id}`} className={diffHeadingStyle}>
        {title}
      </h3>
      {/* Focusable so a keyboard can scroll a long list. */}
      <ul
        className={keyListStyle}
        dir="ltr"
        tabIndex={0}
        aria-labelledby={`diff-${id}`}
        data-testid={`diff-${id}`}
      >
        {children}
      </ul>
    </section>
  );
}
