import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../contract/constants';
import { AccessPendingModal } from '../../src/app/layout/access-pending-modal';
import { serveEnvironment } from './support/environment';
import { renderWithQueries } from './support/render';
import { LanguageSwitch } from '../../src/app/layout/language-switch';
import { SIDEBAR_TABLE } from '../../src/app/layout/sidebar-table';
import { LoginPage } from '../../src/features/auth/login-page';
import ar from '../../src/i18n/ar.json';
import en from '../../src/i18n/en.json';
import { changeLanguage, i18n, initLanguage } from '../../src/i18n/i18n';
import { ComingSoonPage } from '../../src/ui/coming-soon';
import { createTestActors, type TestActors } from './support/actors';
import { FEATURE_TEXTS } from './support/feature-texts';
import { pendingMember } from './support/orgs';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** Keys present in `a` and missing from `b`. */
const missing = (a: Map<string, string>, b: Map<string, string>) =>
  [...a.keys()].filter((key) => !b.has(key));

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

/** A feature's two files, read as the app reads them. */
async function featureFiles() {
  return Promise.all(
    FEATURE_TEXTS.map(async (texts) => ({
      key: texts.key,
      en: texts.en as Tree,
      ar: (await texts.ar()).default as Tree,
    })),
  );
}

describe('feature text files', () => {
  it('exist for the features that moved their texts out of the core files', async () => {
    expect(FEATURE_TEXTS.map((texts) => texts.key).sort()).toEqual(
      expect.arrayContaining(['classes', 'organizations', 'roles']),
    );
  });

  it('each holds the same keys in both languages, none shared with the core or another', async () => {
    const owner = new Map(Object.keys(en).map((key) => [key, 'core']));
    for (const feature of await featureFiles()) {
      expect(missing(flatten(feature.en), flatten(feature.ar)), feature.key).toEqual([]);
      expect(missing(flatten(feature.ar), flatten(feature.en)), feature.key).toEqual([]);
      for (const key of Object.keys(feature.en)) {
        expect(owner.get(key), `${feature.key}: ${key}`).toBeUndefined();
        owner.set(key, feature.key);
      }
    }
  });
});

describe('translation files', () => {
  const english = flatten(en as Tree);
  const arabic = flatten(ar as Tree);

  it('every English key exists in Arabic', () => {
    expect(missing(english, arabic)).toEqual([]);
  });

  it('every Arabic key exists in English', () => {
    expect(missing(arabic, english)).toEqual([]);
  });

  it('no text is empty, and both languages use the same placeholders', () => {
    for (const [key, text] of english) {
      expect(text.trim(), key).not.toBe('');
      expect(arabic.get(key)?.trim(), key).not.toBe('');
      expect(placeholders(arabic.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('every sidebar label has a translation', () => {
    const keys = SIDEBAR_TABLE.flatMap((entry) => [
      entry.labelKey,
      ...(entry.children ?? []).map((item) => item.labelKey),
    ]);
    expect(keys.filter((key) => !english.has(key))).toEqual([]);
  });

  it('the comparison notices a missing key', () => {
    const shorter = new Map(arabic);
    shorter.delete('auth.email');
    expect(missing(english, shorter)).toEqual(['auth.email']);
  });
});

describe('language and direction', () => {
  let actors: TestActors | null = null;
  afterEach(() => actors?.stop());

  it('English is the default, left to right', () => {
    expect(i18n.language).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('en');
  });

  it('renders screens in Arabic, right to left', async () => {
    await changeLanguage('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');

    render(<LoginPage onLoggedIn={vi.fn()} />);
    expect(screen.getByLabelText('البريد الإلكتروني')).toBeTruthy();
    expect(screen.getByLabelText('كلمة المرور')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تسجيل الدخول' })).toBeTruthy();

    render(<ComingSoonPage title="التقارير" />);
    expect(screen.getByTestId('coming-soon').textContent).toContain('قريبًا');

    serveEnvironment();
    actors = createTestActors([pendingMember]);
    renderWithQueries(<AccessPendingModal session={actors.session} />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('اكتمل تسجيلك!');
    expect(await screen.findByRole('link', { name: 'تعرّف علينا أكثر' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('the language switch toggles Arabic and remembers it', async () => {
    render(<LanguageSwitch />);
    fireEvent.click(screen.getByRole('button', { name: 'العربية' }));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('ar');
    fireEvent.click(await screen.findByRole('button', { name: 'English' }));
    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
  });

  it('the stored language is applied at start-up', async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'ar');
    await initLanguage();
    expect(i18n.language).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('an unknown stored language falls back to English', async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'fr');
    await initLanguage();
    expect(i18n.language).toBe('en');
    expect(i18n.t('auth.email')).toBe('E-mail');
  });
});
