import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SOUND_MESSAGES, type Sound } from '../../contract/sounds';
import { SettingsRoute } from '../../src/app/routes/settings-route';
import { changeLanguage } from '../../src/i18n/i18n';
import { ConfirmDialog } from '../../src/ui/confirm-dialog';
import { AppToaster } from '../../src/ui/toast';
import { createTestActors, type TestActors } from './support/actors';
import { hadAdmin, membership, permissions } from './support/orgs';
import { json, renderWithApp } from './support/render';
import type { UserOrg } from '../../contract/users';

const SOUND_ID = '6f1c1b1e-0000-4000-8000-0000000000a1';
const ding: Sound = {
  id: SOUND_ID,
  nameEn: 'Ding',
  nameAr: 'رنين',
  kind: 'correct',
  fileName: 'a1.wav',
  url: '/media/a1.wav',
  contentType: 'audio/wav',
  bytes: 4096,
  createdAt: '2026-03-01T10:00:00.000Z',
  createdBy: null,
};
const page = (result: Sound[]) => ({
  data: {
    result,
    pagination: {
      pageNumber: 1,
      pageSize: 100,
      numOfPages: 1,
      total: result.length,
      count: result.length,
    },
  },
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
  body: unknown;
}
type Handler = (call: Call) => Response;

/** fetch faked at its own layer; a multipart body is kept as FormData. */
function stub(more: Record<string, Handler> = {}) {
  const calls: Call[] = [];
  const handlers: Record<string, Handler> = {
    'GET /v1/sounds': () => json(page([ding])),
    ...more,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const multipart = request.headers.get('content-type')?.startsWith('multipart/') ?? false;
      const call: Call = {
        method: request.method,
        path: new URL(request.url).pathname,
        body: multipart ? await request.formData() : null,
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
      <SettingsRoute reload={vi.fn()} />
      <ConfirmDialog actor={actors.confirmation} />
      <AppToaster />
    </>,
    { actors, path: '/settings?tab=sounds' },
  );
}

const wav = () => new File([new Uint8Array(64)], 'pop.wav', { type: 'audio/wav' });

describe('/settings?tab=sounds', () => {
  it('lists the sounds with a player, uploads one (fields before the file) and deletes one after confirmation', async () => {
    const calls = stub({
      'POST /v1/sounds': () => json({ data: ding, message: SOUND_MESSAGES.created }, 201),
      [`DELETE /v1/sounds/${SOUND_ID}`]: () =>
        json({ data: null, message: SOUND_MESSAGES.deleted }),
    });
    renderPage();
    const row = await screen.findByTestId(`settings-sound-${SOUND_ID}`);
    expect(row.textContent).toContain('Ding');
    expect(row.textContent).toContain('رنين');
    expect(row.textContent).toContain('Correct answer · 4 KB');
    expect(row.querySelector('audio')?.getAttribute('src')).toBe('/media/a1.wav');

    const form = screen.getByTestId('settings-sound-form');
    fireEvent.click(within(form).getByTestId('settings-sound-save'));
    expect((await within(form).findByTestId('settings-sound-nameEn-error')).textContent).toBe(
      'Enter the name.',
    );
    fireEvent.change(within(form).getByLabelText('Name in English'), { target: { value: 'Pop' } });
    fireEvent.change(within(form).getByLabelText('Name in Arabic'), { target: { value: 'فرقعة' } });
    fireEvent.change(within(form).getByLabelText('Kind'), { target: { value: 'tap' } });
    fireEvent.click(within(form).getByTestId('settings-sound-save'));
    expect(await within(form).findByText('Choose a sound file.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Sound file'), { target: { files: [wav()] } });
    fireEvent.click(within(form).getByTestId('settings-sound-save'));
    expect(await screen.findByText(SOUND_MESSAGES.created)).toBeTruthy();
    const sent = calls.find((c) => c.method === 'POST')!.body as FormData;
    expect([...sent.keys()]).toEqual(['nameEn', 'nameAr', 'kind', 'file']);
    expect(sent.get('kind')).toBe('tap');
    expect((sent.get('file') as File).name).toBe('pop.wav');

    fireEvent.click(screen.getByTestId(`settings-sound-${SOUND_ID}-delete`));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Delete Ding?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(SOUND_MESSAGES.deleted)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('a reader hears the sounds without the form or delete', async () => {
    stub();
    renderPage(hadReader);
    await screen.findByTestId(`settings-sound-${SOUND_ID}`);
    expect(screen.queryByTestId('settings-sound-form')).toBeNull();
    expect(screen.queryByTestId(`settings-sound-${SOUND_ID}-delete`)).toBeNull();
  });

  it('in Arabic: the tab, the list and the service’s refusal on the file', async () => {
    await changeLanguage('ar');
    stub({
      'GET /v1/sounds': () => json(page([])),
      'POST /v1/sounds': () =>
        json(
          {
            message: SOUND_MESSAGES.typeNotAllowed,
            code: 'UNSUPPORTED_MEDIA_TYPE',
            fieldErrors: { file: SOUND_MESSAGES.typeNotAllowed },
          },
          415,
        ),
    });
    renderPage();
    expect((await screen.findByTestId('settings-tab-sounds')).textContent).toBe('الأصوات');
    expect((await screen.findByTestId('settings-sounds-empty')).textContent).toBe(
      'لا توجد أصوات بعد.',
    );
    const form = screen.getByTestId('settings-sound-form');
    fireEvent.change(within(form).getByLabelText('الاسم بالإنجليزية'), {
      target: { value: 'Pop' },
    });
    fireEvent.change(within(form).getByLabelText('الاسم بالعربية'), { target: { value: 'فرقعة' } });
    fireEvent.change(within(form).getByLabelText('ملف الصوت'), { target: { files: [wav()] } });
    fireEvent.click(within(form).getByRole('button', { name: 'رفع الصوت' }));
    await waitFor(() => expect(within(form).getByText(/نوع الملف غير مسموح به/)).toBeTruthy());
  });
});
