import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { CURRICULUM_MESSAGES, TITLE_REQUIRED } from '../../contract/curriculum';
import { TopicsPage } from '../../src/features/curriculum/topics/topics-page';
import { changeLanguage } from '../../src/i18n/i18n';
import { ConfirmDialog } from '../../src/ui/confirm-dialog';
import { AppToaster } from '../../src/ui/toast';
import { createTestActors, type TestActors } from './support/actors';
import { routeFetch, type Call } from './support/fetch-routes';
import { hadAdmin } from './support/orgs';
import { json, renderWithApp } from './support/render';

const L1 = '10000000-0000-4000-8000-000000000001';
const L2 = '10000000-0000-4000-8000-000000000002';
const L3 = '10000000-0000-4000-8000-000000000003';

type Status = 'published' | 'unpublished' | 'archived';
const topic = (id: string, order: number, titleEn: string, titleAr: string, status: Status) => ({
  id,
  order,
  titleEn,
  titleAr,
  status,
  isEnabled: status === 'published',
  isArchived: status === 'archived',
  wasPublished: status !== 'unpublished',
  updatedAt: '2026-01-05T10:00:00.000Z',
  units: 2,
  activities: 5,
  elements: 12,
  published: 9,
  unpublished: 3,
  archived: 0,
});
const TOPICS = [
  topic(L1, 1, 'Letters', 'الحروف', 'published'),
  topic(L2, 2, 'Greetings', 'التحيات', 'unpublished'),
  topic(L3, 3, 'Old topic', '', 'archived'),
];
const page = (result: unknown[]) => ({
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

type Handlers = Parameters<typeof routeFetch>[0];
const stub = (extra: Handlers = {}) =>
  routeFetch({ 'GET /v2/admin/levels/overview': () => json(page(TOPICS)), ...extra }).calls;

function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

let actors: TestActors | null = null;
afterEach(async () => {
  actors?.stop();
  await changeLanguage('en');
});

function renderPage({
  canRead = true,
  canWrite = true,
  canUpdate = undefined as boolean | undefined,
  path = '/curriculum/levels',
} = {}) {
  actors = createTestActors([hadAdmin]);
  renderWithApp(
    <>
      <TopicsPage
        canRead={canRead}
        canWrite={canWrite}
        canUpdate={canUpdate ?? canWrite}
        confirmation={actors.confirmation}
      />
      <Address />
      <ConfirmDialog actor={actors.confirmation} />
      <AppToaster />
    </>,
    { actors, path },
  );
}

const rows = () =>
  within(screen.getByTestId('topics-list'))
    .getAllByRole('listitem')
    .map((row) => row.querySelector('[data-testid^="topic-"] span')?.textContent);
const lastCall = (calls: Call[], method: string) => calls.filter((c) => c.method === method).at(-1);

describe('the topics screen', () => {
  it('lists the topics in order with their counts and status; filters live in the address', async () => {
    const calls = stub();
    renderPage();
    await screen.findByTestId('topics-list');
    expect(rows()).toEqual(['Letters', 'Greetings', 'Old topic']);
    const letters = screen.getByTestId(`topic-${L1}`);
    expect(letters.textContent).toContain('2 units · 5 activities · 12 elements · 9 published');
    expect(within(letters).getByText('Published')).toBeTruthy();
    expect(calls[0]?.query.get('includeArchived')).toBe('true');

    fireEvent.change(screen.getByLabelText('Search topics'), { target: { value: ' Gree ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'unpublished' } });
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('?search=Gree&status=unpublished'),
    );
    const filtered = lastCall(calls, 'GET')!;
    expect([filtered.query.get('search'), filtered.query.get('published')]).toEqual([
      'Gree',
      'false',
    ]);
    expect(await screen.findByText('Clear the filters to reorder the topics.')).toBeTruthy();
  });

  it('adds a topic: a missing title is shown and nothing is sent, then it is saved with a toast', async () => {
    const calls = stub({
      'POST /v1/curriculums/levels/': () =>
        json({ data: TOPICS[0], message: CURRICULUM_MESSAGES.levelAdded }, 201),
    });
    renderPage();
    await screen.findByTestId('topics-list');
    fireEvent.click(screen.getByRole('button', { name: 'Add topic' }));
    const form = await screen.findByTestId('topic-form-modal');
    fireEvent.click(within(form).getByTestId('topic-save'));
    expect((await within(form).findByTestId('topic-titleEn-error')).textContent).toBe(
      TITLE_REQUIRED,
    );
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    fireEvent.change(within(form).getByLabelText('Title in Arabic'), {
      target: { value: ' الأرقام ' },
    });
    fireEvent.click(within(form).getByTestId('topic-save'));
    expect(await screen.findByText(CURRICULUM_MESSAGES.levelAdded)).toBeTruthy();
    expect(lastCall(calls, 'POST')?.body).toEqual({ titleEn: '', titleAr: 'الأرقام' });
    await waitFor(() => expect(screen.queryByTestId('topic-form-modal')).toBeNull());
  });

  it('edits a topic and shows the server’s field error on its field', async () => {
    let tries = 0;
    const calls = stub({
      [`PUT /v1/curriculums/levels/${L2}`]: () =>
        ++tries === 1
          ? json(
              {
                message: 'Some fields are not valid.',
                code: 'BAD_REQUEST',
                fieldErrors: { titleEn: 'Too long.' },
              },
              400,
            )
          : json({ data: TOPICS[1], message: CURRICULUM_MESSAGES.levelUpdated }),
    });
    renderPage();
    const greetings = await screen.findByTestId(`topic-${L2}`);
    fireEvent.click(within(greetings).getByRole('button', { name: /Edit/ }));
    const form = await screen.findByTestId('topic-form-modal');
    expect((within(form).getByLabelText('Title in English') as HTMLInputElement).value).toBe(
      'Greetings',
    );
    fireEvent.click(within(form).getByTestId('topic-save'));
    expect((await within(form).findByTestId('topic-titleEn-error')).textContent).toBe('Too long.');
    fireEvent.click(within(form).getByTestId('topic-save'));
    expect(await screen.findByText(CURRICULUM_MESSAGES.levelUpdated)).toBeTruthy();
    expect(lastCall(calls, 'PUT')?.body).toEqual({ titleEn: 'Greetings', titleAr: 'التحيات' });
  });

  it('offers what the content machine allows, says why it refuses the rest; archive asks with the impact first', async () => {
    const calls = stub({
      [`GET /v1/admin/levels/${L1}/impact`]: () =>
        json({
          data: {
            classRooms: 4,
            children: 19,
            publishedChildren: 9,
            wasPublished: true,
            deletable: false,
          },
        }),
      [`POST /v2/admin/levels/archive/${L1}`]: () =>
        json({ data: TOPICS[0], message: CURRICULUM_MESSAGES.archived }),
    });
    renderPage();
    const letters = await screen.findByTestId(`topic-${L1}`);
    const buttons = (id: string) =>
      within(screen.getByTestId(`topic-${id}`))
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(buttons(L1)).toEqual(['Edit', 'Unpublish', 'Archive', 'Delete']);
    expect(buttons(L2)).toEqual(['Edit', 'Publish', 'Archive', 'Delete']);
    expect(buttons(L3)).toEqual(['Edit', 'Publish', 'Unarchive', 'Delete']);
    // A published topic cannot be deleted, an archived one published: locked, in the service's words.
    const refusedDelete = within(letters).getByTestId('level-delete-refused');
    expect(refusedDelete.getAttribute('aria-disabled')).toBe('true');
    fireEvent.focus(refusedDelete);
    expect(screen.getByTestId('level-delete-refused-why').textContent).toBe(
      CURRICULUM_MESSAGES.deleteArchiveInstead,
    );
    fireEvent.blur(refusedDelete);
    const refusedPublish = within(screen.getByTestId(`topic-${L3}`)).getByTestId(
      'level-publish-refused',
    );
    fireEvent.focus(refusedPublish);
    expect(screen.getByTestId('level-publish-refused-why').textContent).toBe(
      CURRICULUM_MESSAGES.archivedCannotPublish,
    );
    fireEvent.blur(refusedPublish);

    fireEvent.click(within(letters).getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('4 class rooms');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText(CURRICULUM_MESSAGES.archived)).toBeTruthy();
    expect(lastCall(calls, 'POST')?.path).toMatch(`/v2/admin/levels/archive/${L1}`);
  });

  it('shows a refused delete’s message (409 archive instead)', async () => {
    stub({
      [`GET /v1/admin/levels/${L2}/impact`]: () =>
        json({
          data: {
            classRooms: 0,
            children: 0,
            publishedChildren: 0,
            wasPublished: false,
            deletable: true,
          },
        }),
      [`DELETE /v1/admin/levels/${L2}`]: () =>
        json({ message: CURRICULUM_MESSAGES.deleteArchiveInstead, code: 'CONFLICT' }, 409),
    });
    renderPage();
    const greetings = await screen.findByTestId(`topic-${L2}`);
    fireEvent.click(within(greetings).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(CURRICULUM_MESSAGES.deleteArchiveInstead)).toBeTruthy();
  });

  it('reorders by keyboard, sending every topic; a refusal puts the order back', async () => {
    let refuse = false;
    const calls = stub({
      'PUT /v1/admin/levels/reorder': () =>
        refuse
          ? json({ message: CURRICULUM_MESSAGES.reorderMismatch, code: 'BAD_REQUEST' }, 400)
          : json({ data: [], message: CURRICULUM_MESSAGES.reordered }),
      'GET /v2/admin/levels/overview': () =>
        refuse ? new Promise<Response>(() => {}) : json(page(TOPICS)),
    });
    renderPage();
    await screen.findByTestId('topics-list');
    const handle = screen.getByRole('button', { name: /Move Greetings/ });
    handle.focus();
    refuse = true;
    fireEvent.keyDown(handle, { key: 'ArrowUp' });
    await waitFor(() => expect(lastCall(calls, 'PUT')?.body).toEqual({ ids: [L2, L1, L3] }));
    expect(await screen.findByText(CURRICULUM_MESSAGES.reorderMismatch)).toBeTruthy();
    await waitFor(() => expect(rows()).toEqual(['Letters', 'Greetings', 'Old topic']));
  });

  it('read only: no add, no actions, no handles, and only reads', async () => {
    const calls = stub();
    renderPage({ canWrite: false });
    await screen.findByTestId('topics-list');
    expect(screen.queryByRole('button', { name: 'Add topic' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Move/ })).toBeNull();
    expect(within(screen.getByTestId(`topic-${L1}`)).queryAllByRole('button')).toEqual([]);
    expect(calls.every((call) => call.method === 'GET')).toBe(true);
  });

  it('says nothing and calls nothing without read access', () => {
    const calls = stub();
    renderPage({ canRead: false });
    expect(screen.queryByTestId('topics-page')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('reads right to left in Arabic, with the Arabic titles', async () => {
    stub();
    await changeLanguage('ar');
    renderPage();
    await screen.findByTestId('topics-list');
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('المواضيع');
    // The Arabic title, falling back to the English one where there is none.
    expect(rows()).toEqual(['الحروف', 'التحيات', 'Old topic']);
    expect(screen.getByTestId(`topic-${L1}`).textContent).toContain('منشور');
  });
});
