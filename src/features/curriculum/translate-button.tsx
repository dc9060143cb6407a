import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { toApiFailure } from '../../api/api-failure';
import { useTranslateText } from './api/translate';
import { button } from '../../ui/buttons';
import { notify } from '../../ui/toast';

export type TextLanguage = 'en' | 'ar';

const small = css({ paddingInline: '2', paddingBlock: '1', fontSize: 'xs' });

/** The language a text is written in, by its letters: any Arabic letter makes it Arabic. */
export const languageOf = (text: string): TextLanguage =>
  /[\u0600-\u06FF\u0750-\u077F]/.test(text) ? 'ar' : 'en';

const otherLanguage = (language: TextLanguage): TextLanguage => (language === 'ar' ? 'en' : 'ar');

export interface TranslateButtonProps {
  /** The text to translate; the button is disabled while it is empty. */
  text: string;
  /** Its language; by default worked out from its letters. */
  from?: TextLanguage;
  onTranslated: (text: string) => void;
  /** Names the field the result goes into, e.g. "Translate to Arabic". */
  label?: string;
  disabled?: boolean;
  testId?: string;
}

/**
 * Translates `text` into the other language through the service's translation provider and hands
 * the result to `onTranslated` (the author reviews it in the field). A refusal, e.g. no provider
 * configured, is an error toast with the service's message.
 */
export function TranslateButton(props: TranslateButtonProps) {
  const { text, onTranslated, disabled, testId } = props;
  const { t } = useTranslation();
  const translate = useTranslateText();
  const from = props.from ?? languageOf(text);
  const to = otherLanguage(from);
  const label =
    props.label ??
    t(to === 'ar' ? 'curriculum.translate.toArabic' : 'curriculum.translate.toEnglish');

  const run = async () => {
    try {
      const translated = await translate.mutateAsync({
        text,
        sourceLanguage: from,
        targetLanguage: to,
      });
      onTranslated(translated);
      notify('success', 'curriculum.translate.done');
    } catch (error) {
      notify('error', (await toApiFailure(error)).message);
    }
  };

  return (
    <button
      type="button"
      className={`${button({ variant: 'ghost' })} ${small}`}
      onClick={() => void run()}
      disabled={disabled || translate.isPending || text.trim() === ''}
      aria-busy={translate.isPending || undefined}
      data-testid={testId}
    >
      <Languages size={14} aria-hidden="true" />
      {label}
    </button>
  );
}
