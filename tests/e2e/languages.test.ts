import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { flattenTranslations } from '../../contract/app-language-translations';
import {
  APP_LANGUAGE_PATHS,
  type AppLanguage,
  type AppLanguageDetail,
} from '../../contract/app-languages';
import { logIn, rightToLeft, screenshot } from './support/browser';
import { checkOnPhone, PHONE_CHECKED_TIMEOUT } from './support/phone';
import { serviceCall, tokenCache } from './support/service';
import { useServerAndBrowser } from './support/suite';

const suite = useServerAndBrowser();

const tokenFor = tokenCache(() => suite.server.url);

/** A settings-service GET as the admin: the envelope's data. */
const settingsGet = async <T>(path: string) =>
  serviceCall<T>(suite.server.url, 'settings', await tokenFor('admin@demo.test'), path);

/** Picks a translations file (flat dotted keys, as i18next reads them too). */
async function pickFile(page: Page, texts: Record<string, string>) {
  await page.getByTestId('translations-file').setInputFiles({
    name: 'translations-ar.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(texts, null, 2)),
  });
}

describe('the app languages in Chromium', () => {
  it(
    'the admin uploads Arabic translations missing two keys, reads the diff, fixes the file and saves it; Arabic on a phone',
    async () => {
      // The default language's keys, as the service has them: the Arabic file is built from them.
      const { appLanguages } = await settingsGet<{ appLanguages: AppLanguage[] }>(
        APP_LANGUAGE_PATHS.overview,
      );
      const defaultLanguage = appLanguages.find((language) => language.isDefault);
      const arabic = appLanguages.find((language) => language.code === 'ar');
      expect(defaultLanguage?.code).toBe('en');
      expect(arabic).toBeTruthy();
      const english = await settingsGet<AppLanguageDetail>(
        APP_LANGUAGE_PATHS.one(defaultLanguage!.id),
      );
      const keys = Object.entries(flattenTranslations(english.translations));
      expect(keys.length).toBeGreaterThan(2);
      // The same placeholders in every text, so only the two missing keys differ.
      const full = Object.fromEntries(keys.map(([key, text]) => [key, `ع ${text}`]));
      const [first, second] = keys.map(([key]) => key);
      const partial = Object.fromEntries(
        Object.entries(full).filter(([key]) => key !== first && key !== second),
      );

      const page = await suite.newPage();
      const url = suite.server.url;
      await logIn(page, url, 'admin@demo.test');
      await page.goto(`${url}/languages`);
      await page.getByRole('heading', { name: 'App languages', level: 1 }).waitFor();
      const row = page.getByTestId('language-ar');
      await row.waitFor();
      expect(await page.getByTestId('language-en-default').textContent()).toBe('Default');
      expect(await page.getByTestId('language-en-delete').count()).toBe(0);
      await screenshot(page, '110-languages');
      await checkOnPhone(page, '110-languages');

      // The file missing two keys: the dry run names them, and nothing is saved.
      await row.getByRole('button', { name: 'Upload translations' }).click();
      const dialog = page.getByTestId('translations-upload');
      await pickFile(page, partial);
      const missing = dialog.getByTestId('diff-missing');
      await missing.waitFor();
      expect((await missing.getByRole('listitem').allTextContents()).sort()).toEqual(
        [first, second].sort(),
      );
      await dialog.getByText('Missing keys (2)').waitFor();
      await screenshot(page, '111-languages-diff');
      await checkOnPhone(page, '111-languages-diff');

      // Fixed and picked again: nothing missing; saved on "Save".
      await pickFile(page, full);
      await dialog.getByTestId('translations-clean').waitFor();
      expect(await dialog.getByTestId('diff-missing').count()).toBe(0);
      await dialog.getByRole('button', { name: 'Save the translations' }).click();
      await page.getByText('Translations saved.').waitFor();
      await expect
        .poll(() => page.getByTestId('language-ar-missing').textContent())
        .toBe('0 missing');
      const saved = await settingsGet<AppLanguageDetail>(APP_LANGUAGE_PATHS.one(arabic!.id));
      expect(flattenTranslations(saved.translations)).toEqual(full);
      expect(saved.diff).toEqual({ missing: [], extra: [], placeholderMismatches: [] });

      // In Arabic, right to left, on a phone: the list and the diff.
      await page
        .getByRole('button', { name: /العربية/ })
        .first()
        .click();
      await rightToLeft(page);
      await page.getByRole('heading', { name: 'لغات التطبيق', level: 1 }).waitFor();
      await screenshot(page, '112-languages-arabic');
      await checkOnPhone(page, '112-languages-arabic');
      await row.getByRole('button', { name: 'رفع الترجمات' }).click();
      await pickFile(page, partial);
      await dialog.getByText('مفاتيح ناقصة (2)').waitFor();
      await screenshot(page, '113-languages-diff-arabic');
      await checkOnPhone(page, '113-languages-diff-arabic');
      await dialog.getByRole('button', { name: 'إلغاء' }).click();
      await page.context().close();
    },
    PHONE_CHECKED_TIMEOUT,
  );
});
