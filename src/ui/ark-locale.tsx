import { LocaleProvider } from '@ark-ui/react/locale';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Tells Ark UI the page's language, so its parts (dialogs, drawers, menus, trees) take the
 * page's direction: without it they say dir="ltr", and Arabic dialogs would read left to right.
 */
export function ArkLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <LocaleProvider locale={i18n.language}>{children}</LocaleProvider>;
}
