import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_LANGUAGE_MESSAGES, type AppLanguage } from '../../contract/app-languages';
import { LanguagesRoute } from '../../src/app/routes/languages-route';
import { changeLanguage } from '../../src/i18n/i18n';
import { ConfirmDialog } from '../../src/ui/confirm-dialog';
import { AppToaster } from '../../src/ui/toast';
import { createTestActors, type TestActors } from './support/actors';
import { hadAdmin, membership, nourManager, permissions } from './support/orgs';
import { json, renderWithApp } from './support/render';
import type { UserOrg } from '../../contract/users';

const AT = '2026-03-01T10:00:00.000Z';
const EN_ID = '6f1c1b1e-0000-4000-8000-000000000001';
const AR_ID = '6f1c1b1e-0000-4000-8000-000000000002';
const language = (overrides: Partial<AppLanguage>): AppLanguage => ({
  id: EN_ID,
  code: 'en',
  nameEn: 'English',
  nameNative: 'English',
  direction: 'ltr',
  position: 1,
  isDefault: true,
  keyCount: 12,
  missingCount: 0,
  translationsUpdatedAt: null,
  updatedAt: AT,
  ...overrides,
});
const english = language({});
const arabic = language({
  id: AR_ID,
  code: 'ar',
  nameEn: 'Arabic',
  nameNative: 'العربية',
  direction: 'rtl',
  position: 2,
  isDefault: false,
  keyCount: 10,
  missingCount: 2,
});

const hadReader = membership({
  id: 'org-had',
  name: 'HAD',
  location: 'Riyadh',
  role: { name: 'Reader', number: 8, permissions: permissions({ Configurations: { read: true } }) },
});

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}
type Handler = (call: Call) => Response;

/** fetch faked at its own layer; a multipart body is kept as FormData. */
function stub(more: Record<string, Handler> = {}, list: AppLanguage[] = [english, arabic]) {
  const calls: Call[] = [];
  const handlers: Record<string, Handler> = {
    'GET /v1/app-languages/get-overview': () => json({ data: { appLanguages: list } }),
    ...more,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const multipart = request.headers.get('content-type')?.startsWith('multipart/') ?? false;
      const text = multipart ? '' : await request.text();
      const call: Call = {
        method: request.method,
        path: url.pathname,
        query: url.searchParams,
        body: multipart ? await request.formData() : text ? (JSON.parse(text) as unknown) : null,
      };
      calls.push(call);
      const key = Object.keys(handlers).find((k) => {
        const [method, suffix] = k.split(' ');
        return method === call.method && suffix !== undefined && call.path.endsWith(suffix);
      });
      return key ? handlers[key]!(call) : json({ message: 'Not found.', code: 'NOT_FOUND' }, 404);
    }),
  );
  return calls;
}

let actors: TestActors | null = null;
afterEach(async () => {
  actors?.stop();
  await changeLanguage('en');
});

function renderPage(org: UserOrg = hadAdmin) {
  actors = createTestActors([org]);
  renderWithApp(
    <>
      <LanguagesRoute />
      <ConfirmDialog actor={actors.confirmation} />
      <AppToaster />
    </>,
    { actors, path: '/languages' },
  );
}

const posts = (calls: Call[], suffix: string) =>
  calls.filter((c) => c.method === 'POST' && c.path.endsWith(suffix));
const diff = (missing: string[]) => ({ missing, extra: ['old.key'], placeholderMismatches: [] });

describe('/languages', () => {
  it('lists the languages in order with their facts; the default has no delete', async () => {
    stub();
    renderPage();
    const row = await screen.findByTestId('language-ar');
    const rows = within(screen.getByTestId('languages-list')).getAllByRole('listitem');
    expect(rows.map((li) => li.dataset.testid)).toEqual(['language-en', 'language-ar']);
    expect(row.textContent).toContain('العربية');
    expect(row.textContent).toContain('Right to left');
    expect(screen.getByTestId('language-ar-missing').textContent).toBe('2 missing');
    expect(screen.getByTestId('language-en-default').textContent).toBe('Default');
    expect(screen.getByTestId('language-en-keys').textContent).toBe('12 texts');
    expect(screen.queryByTestId('language-en-delete')).toBeNull();
    expect(screen.queryByTestId('language-en-make-default')).toBeNull();
    expect(screen.getByTestId('language-ar-delete')).toBeTruthy();
  });

  it('adds a language checked by the contract, with the service’s field error and message', async () => {
    let taken = true;
    const calls = stub({
      'POST /v1/app-languages': () =>
        taken
          ? json(
              {
                message: APP_LANGUAGE_MESSAGES.codeTaken('fr'),
                code: 'CONFLICT',
                fieldErrors: { code: APP_LANGUAGE_MESSAGES.codeTaken('fr') },
              },
              409,
            )
          : json({ data: {}, message: APP_LANGUAGE_MESSAGES.created }, 201),
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('languages-add'));
    const form = await screen.findByTestId('language-form');
    fireEvent.change(within(form).getByLabelText(/^Code/), { target: { value: 'french!' } });
    fireEvent.click(within(form).getByTestId('language-form-save'));
    expect((await within(form).findByTestId('language-code-error')).textContent).toBe(
      'Use a language tag such as ar, en, fr or pt-BR.',
    );
    expect(within(form).getByTestId('language-nameEn-error').textContent).toBe('Enter the name.');
    expect(posts(calls, '/v1/app-languages')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText(/^Code/), { target: { value: 'FR' } });
    fireEvent.change(within(form).getByLabelText('Name in English'), {
      target: { value: 'French' },
    });
    fireEvent.change(within(form).getByLabelText('Native name'), {
      target: { value: 'Français' },
    });
    fireEvent.click(within(form).getByTestId('language-form-save'));
    await waitFor(() =>
      expect(within(form).getByTestId('language-code-error').textContent).toBe(
        'There is already a language with the code fr.',
      ),
    );
    taken = false;
    fireEvent.click(within(form).getByTestId('language-form-save'));
    expect(await screen.findByText(APP_LANGUAGE_MESSAGES.created)).toBeTruthy();
    expect(posts(calls, '/v1/app-languages')[1]?.body).toEqual({
      code: 'fr',
      nameEn: 'French',
      nameNative: 'Français',
      direction: 'ltr',
    });
    await waitFor(() => expect(screen.queryByTestId('language-form')).toBeNull());
  });

  it('moves a language by keyboard on its handle and sends the new order', async () => {
    const calls = stub({
      'POST /v1/app-languages/reorder': () =>
        json({
          data: { appLanguages: [arabic, english] },
          message: APP_LANGUAGE_MESSAGES.reordered,
        }),
    });
    renderPage();
    const handle = await screen.findByRole('button', { name: 'Move Arabic' });
    fireEvent.keyDown(handle, { key: 'ArrowUp' });
    expect(await screen.findByText(APP_LANGUAGE_MESSAGES.reordered)).toBeTruthy();
    expect(posts(calls, '/reorder')[0]?.body).toEqual({ appLanguageIds: [AR_ID, EN_ID] });
  });

  it('makes a language the default and deletes one, each after confirmation', async () => {
    const calls = stub({
      [`POST /v1/app-languages/update-language/${AR_ID}`]: () =>
        json({ data: arabic, message: APP_LANGUAGE_MESSAGES.updated }),
      [`DELETE /v1/app-languages/${AR_ID}`]: () =>
        json({ data: null, message: APP_LANGUAGE_MESSAGES.deleted }),
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('language-ar-make-default'));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Make Arabic the default?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make default' }));
    expect(await screen.findByText(APP_LANGUAGE_MESSAGES.updated)).toBeTruthy();
    expect(posts(calls, `/update-language/${AR_ID}`)[0]?.body).toEqual({ isDefault: true });

    fireEvent.click(screen.getByTestId('language-ar-delete'));
    dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Delete Arabic?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(APP_LANGUAGE_MESSAGES.deleted)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('uploads translations: the dry run’s diff first, then saves them on “Save”', async () => {
    const calls = stub({
      [`POST /v1/app-languages/${AR_ID}/translations-json`]: (call) =>
        call.query.get('dryRun') === 'true'
          ? json({
              data: {
                saved: false,
                appLanguage: arabic,
                diff: diff(['home.title', 'home.hi']),
                keyCount: 11,
              },
              message: APP_LANGUAGE_MESSAGES.translationsChecked,
            })
          : json({
              data: { saved: true, appLanguage: arabic, diff: diff([]), keyCount: 11 },
              message: APP_LANGUAGE_MESSAGES.translationsSaved,
            }),
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('language-ar-upload'));
    const dialog = await screen.findByTestId('translations-upload');
    const save = within(dialog).getByTestId('translations-save') as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    const file = new File(['{"home":{"bye":"مع السلامة"}}'], 'ar.json', {
      type: 'application/json',
    });
    fireEvent.change(within(dialog).getByLabelText('Translations file (.json)'), {
      target: { files: [file] },
    });
    const missing = await within(dialog).findByTestId('diff-missing');
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['home.title', 'home.hi']);
    expect(within(dialog).getByText('Missing keys (2)')).toBeTruthy();
    expect(within(dialog).getByTestId('diff-extra').textContent).toBe('old.key');
    expect(posts(calls, '/translations-json')).toHaveLength(1);
    fireEvent.click(save);
    expect(await screen.findByText(APP_LANGUAGE_MESSAGES.translationsSaved)).toBeTruthy();
    const sent = posts(calls, '/translations-json');
    expect(sent.map((c) => c.query.get('dryRun'))).toEqual(['true', null]);
    expect(((sent[1]!.body as FormData).get('file') as File).name).toBe('ar.json');
  });

  it('downloads a language’s translations as a file', async () => {
    stub({
      [`GET /v1/app-languages/${AR_ID}/translations-json`]: () =>
        new Response('{"home":{"hi":"مرحبا"}}', {
          headers: { 'content-type': 'application/json' },
        }),
    });
    const saved: Blob[] = [];
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:test';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const names: string[] = [];
    // A click would navigate the test's document away.
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('language-ar-download'));
    expect(await screen.findByText('File downloaded')).toBeTruthy();
    expect(await saved[0]?.text()).toBe('{"home":{"hi":"مرحبا"}}');
    expect(names).toEqual(['translations-ar.json']);
    create.mockRestore();
    revoke.mockRestore();
    click.mockRestore();
  });

  it('a reader sees the languages without a write button; without r Configurations nothing is asked', async () => {
    stub();
    renderPage(hadReader);
    await screen.findByTestId('language-ar');
    expect(screen.queryByTestId('languages-add')).toBeNull();
    expect(screen.queryByTestId('language-ar-delete')).toBeNull();
    expect(screen.queryByTestId('language-ar-upload')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move Arabic' })).toBeNull();
    actors?.stop();
    document.body.innerHTML = '';

    const calls = stub();
    renderPage(nourManager);
    expect((await screen.findByTestId('languages-no-access')).textContent).toBe(
      'You do not have access to the app languages.',
    );
    expect(calls).toHaveLength(0);
  });

  it('a failed read says why and tries again; an empty list says so', async () => {
    let fail = true;
    stub({
      'GET /v1/app-languages/get-overview': () =>
        fail
          ? json({ message: 'Service unavailable.' }, 503)
          : json({ data: { appLanguages: [] } }),
    });
    renderPage();
    const failure = await screen.findByTestId('languages-error');
    expect(failure.textContent).toContain('Service unavailable.');
    fail = false;
    fireEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('languages-empty')).textContent).toBe(
      'There are no languages yet.',
    );
  });

  it('in Arabic: the list, the diff and the service’s messages', async () => {
    await changeLanguage('ar');
    stub({
      [`POST /v1/app-languages/${AR_ID}/translations-json`]: () =>
        json({
          data: { saved: false, appLanguage: arabic, diff: diff(['home.title']), keyCount: 11 },
        }),
      [`DELETE /v1/app-languages/${AR_ID}`]: () =>
        json({ message: APP_LANGUAGE_MESSAGES.hadOnly, code: 'FORBIDDEN' }, 403),
    });
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('لغات التطبيق');
    expect((await screen.findByTestId('language-ar-missing')).textContent).toBe('الناقصة: 2');
    expect(screen.getByTestId('language-en-default').textContent).toBe('الافتراضية');
    fireEvent.click(
      within(screen.getByTestId('language-ar')).getByRole('button', { name: 'رفع الترجمات' }),
    );
    const dialog = await screen.findByTestId('translations-upload');
    fireEvent.change(within(dialog).getByLabelText('ملف الترجمات (‎.json)'), {
      target: { files: [new File(['{}'], 'ar.json', { type: 'application/json' })] },
    });
    expect(await within(dialog).findByText('مفاتيح ناقصة (1)')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'إلغاء' }));
    await waitFor(() => expect(screen.queryByTestId('translations-upload')).toBeNull());

    fireEvent.click(screen.getByTestId('language-ar-delete'));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'حذف' }));
    expect(await screen.findByText('لا يغيّر لغات التطبيق إلا تنظيم HAD.')).toBeTruthy();
  });
});
