import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { CURRICULUM_MESSAGES, TITLE_REQUIRED } from '../../contract/curriculum';
import type { UserOrg } from '../../contract/users';
import { CurriculumContentRoute } from '../../src/app/routes/curriculum-content-route';
import { ContentPage } from '../../src/features/curriculum/content/content-page';
import { changeLanguage } from '../../src/i18n/i18n';
import { ConfirmDialog } from '../../src/ui/confirm-dialog';
import { AppToaster } from '../../src/ui/toast';
import { createTestActors, type TestActors } from './support/actors';
import { routeFetch } from './support/fetch-routes';
import { hadAdmin, hadTeacher } from './support/orgs';
import { json, renderWithApp } from './support/render';

const L1 = '10000000-0000-4000-8000-000000000001';
const L2 = '10000000-0000-4000-8000-000000000002';
const U1 = '20000000-0000-4000-8000-000000000001';
const U2 = '20000000-0000-4000-8000-000000000002';
const A1 = '30000000-0000-4000-8000-000000000001';
const A2 = '30000000-0000-4000-8000-000000000002';
const E1 = '40000000-0000-4000-8000-000000000001';
const E2 = '40000000-0000-4000-8000-000000000002';
const E3 = '40000000-0000-4000-8000-000000000003';

type Status = 'published' | 'unpublished' | 'archived';
const item = (id: string, order: number, titleEn: string, titleAr: string, status: Status) => ({
  id,
  order,
  titleEn,
  titleAr,
  status,
  isEnabled: status === 'published',
  isArchived: status === 'archived',
  wasPublished: status === 'published',
  updatedAt: '2026-01-05T10:00:00.000Z',
});

const topics = [
  { id: L1, titleEn: 'Letters', titleAr: 'الحروف', status: 'published' },
  { id: L2, titleEn: 'Greetings', titleAr: 'التحيات', status: 'unpublished' },
];
const activity = (id: string, order: number, en: string, ar: string, status: Status) => ({
  ...item(id, order, en, ar, status),
  unitId: U1,
  kind: 'lesson',
  expectedTimeInMinutes: 10,
});
const tree = {
  ...item(L1, 1, 'Letters', 'الحروف', 'published'),
  units: [
    {
      ...item(U1, 1, 'Unit one', 'الوحدة الأولى', 'published'),
      levelId: L1,
      activities: [
        activity(A1, 1, 'Alif lesson', 'درس الألف', 'published'),
        activity(A2, 2, 'Ba lesson', 'درس الباء', 'unpublished'),
      ],
    },
    { ...item(U2, 2, 'Unit two', '', 'unpublished'), levelId: L1, activities: [] },
  ],
};
const element = (
  id: string,
  order: number,
  typeId: string,
  status: Status,
  problems: string[],
) => ({
  ...item(id, order, '', '', status),
  activityId: A1,
  typeId,
  questionnaireLevel: 1,
  points: 1,
  content: { prompt: `Prompt ${order}` },
  answers: [],
  problems,
});
const elements = [
  element(E1, 1, 'text-text', 'published', []),
  element(E2, 2, 'order-words', 'unpublished', ['answers.tooFew']),
  element(E3, 3, 'video', 'unpublished', []),
];

type Handlers = Parameters<typeof routeFetch>[0];

/** The topics, the first topic's tree and the first activity's elements; `extra` adds more. */
function stub(extra: Handlers = {}) {
  return routeFetch({
    'GET /v1/admin/levels/data': () => json({ data: topics }),
    [`GET /v1/curriculums/levels/${L1}`]: () => json({ data: tree }),
    [`GET /v1/curriculums/levels/${L2}`]: () =>
      json({ data: { ...item(L2, 2, 'Greetings', 'التحيات', 'unpublished'), units: [] } }),
    [`GET /v1/admin/multichoice/activity/${A1}`]: () => json({ data: elements }),
    ...extra,
  }).calls;
}

function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

let actors: TestActors | null = null;
afterEach(() => actors?.stop());

function renderPage({ path = '/curriculum/content', canWrite = true } = {}) {
  actors = createTestActors([hadAdmin]);
  renderWithApp(
    <>
      <ContentPage
        canRead
        canWriteLevels={canWrite}
        canUpdateLevels={canWrite}
        canWriteElements={canWrite}
        canUpdateElements={canWrite}
        confirmation={actors.confirmation}
      />
      <Address />
      <ConfirmDialog actor={actors.confirmation} />
      <AppToaster />
    </>,
    { actors, path },
  );
}

const at = (topic: string, unit?: string, activityId?: string, elementId?: string) => {
  const params = new URLSearchParams({ level: topic });
  if (unit) params.set('unit', unit);
  if (activityId) params.set('activity', activityId);
  if (elementId) params.set('element', elementId);
  return `/curriculum/content?${params}`;
};
const address = () => screen.getByTestId('address').textContent;
const treeItem = (name: RegExp) => screen.findByRole('treeitem', { name });
const elementRows = () =>
  within(screen.getByTestId('element-list'))
    .getAllByRole('listitem')
    .map((row) => row.textContent);

describe('curriculum content', () => {
  it('the tree loads; choosing an activity shows its elements and keeps it in the address', async () => {
    stub();
    renderPage();
    const letters = await treeItem(/^Letters/);
    expect(letters.getAttribute('aria-expanded')).toBe('false');
    expect(within(letters).getByText('Published')).toBeTruthy();
    fireEvent.click(letters);
    expect(address()).toBe(`?level=${L1}`);
    fireEvent.click(await treeItem(/^Unit one/));
    fireEvent.click(await treeItem(/^Alif lesson/));
    expect(address()).toBe(`?level=${L1}&unit=${U1}&activity=${A1}`);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Alif lesson');
    await screen.findByTestId('element-list');
    expect(elementRows()).toEqual([
      '1Text to textPublished',
      '2Order the words1 problemUnpublished',
      '3VideoUnpublished',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Video' }));
    expect(address()).toBe(`?level=${L1}&unit=${U1}&activity=${A1}&element=${E3}`);
    // The editor beside the learner's preview, both with the element's prompt.
    const panel = within(screen.getByTestId('element-panel'));
    expect(
      ((await panel.findByLabelText('Question or instruction')) as HTMLTextAreaElement).value,
    ).toBe('Prompt 3');
    const preview = panel.getByRole('region', { name: 'Preview as a learner sees it' });
    expect(within(preview).getByText('Prompt 3')).toBeTruthy();
  });

  it('a reload lands on the same selection; the tree is moved through with the keyboard', async () => {
    stub();
    renderPage({ path: at(L1, U1, A1) });
    const alif = await treeItem(/^Alif lesson/);
    expect(alif.getAttribute('aria-selected')).toBe('true');
    expect(alif.tabIndex).toBe(0);
    await screen.findByTestId('element-list');
    alif.focus();
    fireEvent.keyDown(alif, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(await treeItem(/^Unit one/));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    const unitOne = await treeItem(/^Unit one/);
    expect(unitOne.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(unitOne, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(await treeItem(/^Unit two/));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(await treeItem(/^Greetings/));
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(address()).toBe(`?level=${L2}`);
  });

  it('on a phone the tree is behind its "choose" button, closed once something is chosen', async () => {
    stub();
    renderPage({ path: at(L1) });
    const chooser = await screen.findByRole('button', { name: 'Choose a topic, unit or activity' });
    expect(chooser.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(chooser);
    expect(chooser.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(await treeItem(/^Unit two/));
    expect(chooser.getAttribute('aria-expanded')).toBe('false');
    expect(address()).toBe(`?level=${L1}&unit=${U2}`);
  });

  it('adds a unit: the contract’s rule first, then the server’s notice', async () => {
    const calls = stub({
      'POST /v1/curriculums/units/': () =>
        json({ data: {}, message: CURRICULUM_MESSAGES.unitSaved }, 201),
    });
    renderPage({ path: at(L1) });
    fireEvent.click(await screen.findByTestId('unit-add'));
    const modal = await screen.findByTestId('unit-form-modal');
    fireEvent.click(within(modal).getByTestId('unit-save'));
    expect((await within(modal).findByTestId('unit-titleEn-error')).textContent).toBe(
      TITLE_REQUIRED,
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(modal).getByLabelText('Title in English'), {
      target: { value: '  Unit three ' },
    });
    fireEvent.click(within(modal).getByTestId('unit-save'));
    expect(await screen.findByText('Unit Added and Updated Successfully')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      levelId: L1,
      titleEn: 'Unit three',
      titleAr: '',
    });
    await waitFor(() => expect(screen.queryByTestId('unit-form-modal')).toBeNull());
  });

  it('shows the server’s field errors on their fields', async () => {
    stub({
      [`PUT /v1/curriculums/units/${U1}`]: () =>
        json({ message: 'Bad request.', fieldErrors: { titleAr: 'Too long.' } }, 400),
    });
    renderPage({ path: at(L1, U1) });
    fireEvent.click(await screen.findByTestId('unit-edit'));
    const modal = await screen.findByTestId('unit-form-modal');
    expect((within(modal).getByLabelText('Title in English') as HTMLInputElement).value).toBe(
      'Unit one',
    );
    fireEvent.click(within(modal).getByTestId('unit-save'));
    expect((await within(modal).findByTestId('unit-titleAr-error')).textContent).toBe('Too long.');
    expect(screen.getByTestId('unit-form-modal')).toBeTruthy();
  });

  it('offers what the content machine allows, says why it refuses the rest; publishing toasts', async () => {
    const calls = stub({
      'POST /v1/admin/multichoiceActivities/change_status': () =>
        json({ data: {}, message: CURRICULUM_MESSAGES.published }),
    });
    renderPage({ path: at(L1, U1, A1, E1) });
    const panel = await screen.findByTestId('element-header');
    const actionsOf = () =>
      within(screen.getByTestId('element-header'))
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(within(panel).getByText('Published')).toBeTruthy();
    expect(actionsOf()).toEqual(['Unpublish', 'Archive', 'Delete']);
    expect(within(panel).getByTestId('element-delete-refused')).toBeTruthy();
    // An element with problems is not published (locked, saying why); never published, it may be
    // deleted.
    fireEvent.click(screen.getByRole('button', { name: 'Order the words' }));
    await waitFor(() => expect(actionsOf()).toEqual(['Publish', 'Archive', 'Delete']));
    const refused = screen.getByTestId('element-publish-refused');
    fireEvent.focus(refused);
    expect(screen.getByTestId('element-publish-refused-why').textContent).toBe(
      CURRICULUM_MESSAGES.invalidCannotPublish,
    );
    fireEvent.blur(refused);
    fireEvent.click(screen.getByRole('button', { name: 'Video' }));
    await waitFor(() => expect(actionsOf()).toEqual(['Publish', 'Archive', 'Delete']));
    fireEvent.click(screen.getByTestId('element-publish'));
    expect(await screen.findByText('Published Successfully')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ mcaId: E3, isEnabled: true });
    // A published unit offers unpublish and archive; its delete is locked.
    expect(
      within(screen.getByTestId('activity-header'))
        .getAllByRole('button')
        .map((b) => [b.textContent, b.getAttribute('aria-disabled')]),
    ).toEqual([
      ['Edit', null],
      ['Unpublish', null],
      ['Archive', null],
      ['Delete', 'true'],
    ]);
  });

  it('archive asks first, with what it concerns', async () => {
    const calls = stub({
      [`GET /v1/admin/units/${U1}/impact`]: () =>
        json({
          data: {
            classRooms: 2,
            children: 5,
            publishedChildren: 3,
            wasPublished: true,
            deletable: false,
          },
        }),
      [`POST /v2/admin/levels/archive/units/${U1}`]: () =>
        json({ data: {}, message: CURRICULUM_MESSAGES.archived }),
    });
    renderPage({ path: at(L1, U1) });
    fireEvent.click(await screen.findByTestId('unit-archive'));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(
      'It concerns 2 class rooms and 5 items below it (3 published). Archive Unit one?',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByTestId('unit-archive'));
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Archived Successfully')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `/api/levels/v2/admin/levels/archive/units/${U1}`,
    ]);
  });

  it('delete: the service’s 409 "archive instead" is the error notice', async () => {
    const calls = stub({
      [`GET /v1/admin/units/${U2}/impact`]: () =>
        json({
          data: {
            classRooms: 0,
            children: 0,
            publishedChildren: 0,
            wasPublished: false,
            deletable: true,
          },
        }),
      [`DELETE /v1/admin/units/${U2}`]: () =>
        json({ message: CURRICULUM_MESSAGES.deleteArchiveInstead, code: 'CONFLICT' }, 409),
    });
    renderPage({ path: at(L1, U2) });
    fireEvent.click(await screen.findByTestId('unit-delete'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Delete Unit two for good?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(CURRICULUM_MESSAGES.deleteArchiveInstead)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    // The unit stays selected.
    expect(address()).toBe(`?level=${L1}&unit=${U2}`);
  });

  it('reorders elements by keyboard, sending the whole list; a refusal puts it back', async () => {
    let refuse = false;
    let held = elements;
    const calls = stub({
      // After the refusal the list is not fetched again in time: what shows is the rollback.
      [`GET /v1/admin/multichoice/activity/${A1}`]: () =>
        refuse ? new Promise<Response>(() => {}) : json({ data: held }),
      'PUT /v1/admin/multichoiceActivities/reorder': (call) => {
        if (refuse) return json({ message: CURRICULUM_MESSAGES.reorderMismatch }, 400);
        const { ids } = call.body as { ids: string[] };
        held = ids.map((id, index) => ({
          ...elements.find((e) => e.id === id)!,
          order: index + 1,
        }));
        return json({ data: held, message: CURRICULUM_MESSAGES.reordered });
      },
    });
    renderPage({ path: at(L1, U1, A1) });
    await screen.findByTestId('element-list');
    const handle = screen.getByRole('button', { name: 'Move Element 3: Video (Up or Down arrow)' });
    handle.focus();
    fireEvent.keyDown(handle, { key: 'ArrowUp' });
    const moved = [
      '1Text to textPublished',
      '2VideoUnpublished',
      '3Order the words1 problemUnpublished',
    ];
    await waitFor(() => expect(elementRows()).toEqual(moved));
    expect(document.activeElement).toBe(handle);
    expect(await screen.findByText('Content Reordered Successfully')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      parentId: A1,
      ids: [E1, E3, E2],
    });

    refuse = true;
    fireEvent.keyDown(screen.getByTestId(`handle-${E1}`), { key: 'ArrowDown' });
    expect(await screen.findByText(CURRICULUM_MESSAGES.reorderMismatch)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
      parentId: A1,
      ids: [E3, E1, E2],
    });
    // Back to the order the service holds.
    await waitFor(() => expect(elementRows()).toEqual(moved));
  });

  it('copies a unit into another topic through the target picker', async () => {
    const calls = stub({
      'POST /v1/admin/units/copy_units': () =>
        json({ data: [], message: CURRICULUM_MESSAGES.copied }),
    });
    renderPage({ path: at(L1) });
    const copy = (await screen.findByTestId('unit-copy')) as HTMLButtonElement;
    expect(copy.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose Unit one' }));
    expect(screen.getByTestId('unit-picked').textContent).toBe('1 chosen');
    fireEvent.click(copy);
    const modal = await screen.findByTestId('transfer-modal');
    expect(within(modal).getByRole('heading').textContent).toBe('Copy 1 item');
    const submit = within(modal).getByTestId('transfer-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(within(modal).getByLabelText('Topic'), { target: { value: L2 } });
    fireEvent.click(submit);
    expect(await screen.findByText('Copied Successfully')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      unitsIds: [U1],
      sourceLevelId: L1,
      targetLevelId: L2,
    });
    await waitFor(() => expect(screen.queryByTestId('transfer-modal')).toBeNull());
  });

  it('moves activities: the picker browses topic then unit and leaves out the source', async () => {
    const calls = stub({
      'POST /v1/admin/activities/move-activities': () =>
        json({ data: [], message: CURRICULUM_MESSAGES.moved }),
    });
    renderPage({ path: at(L1, U1) });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Choose Ba lesson' }));
    fireEvent.click(screen.getByTestId('activity-move'));
    const modal = await screen.findByTestId('transfer-modal');
    const units = (await within(modal).findByLabelText('Unit')) as HTMLSelectElement;
    expect([...units.options].map((o) => o.text)).toEqual(['Choose a unit', 'Unit two']);
    fireEvent.change(units, { target: { value: U2 } });
    fireEvent.click(within(modal).getByTestId('transfer-submit'));
    expect(await screen.findByText('Moved Successfully')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      activitiesIds: [A2],
      sourceUnitId: U1,
      targetUnitId: U2,
    });
  });

  it('read only: no write control, no handle, the element as a preview', async () => {
    const calls = stub();
    renderPage({ path: at(L1, U1, A1, E1), canWrite: false });
    await screen.findByTestId('element-panel');
    expect(screen.getByText('You can browse the content but not change it.')).toBeTruthy();
    const preview = within(screen.getByTestId('element-preview'));
    expect(preview.getByRole('region', { name: 'Preview as a learner sees it' })).toBeTruthy();
    expect(preview.getByText('Prompt 1')).toBeTruthy();
    expect(screen.queryByTestId('element-editor')).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryAllByRole('button', { name: /^Move / })).toHaveLength(0);
    const writes = /^(Add|Edit|Publish|Unpublish|Archive|Unarchive|Delete|Copy|Move)/;
    expect(screen.queryAllByRole('button', { name: writes })).toHaveLength(0);
    fireEvent.click(screen.getByRole('treeitem', { name: /^Unit one/ }));
    await screen.findByTestId('unit-header');
    expect(screen.queryAllByRole('button', { name: writes })).toHaveLength(0);
    expect(calls.every((c) => c.method === 'GET')).toBe(true);
  });
});

describe('/curriculum/content by role and language', () => {
  function renderRoute(member: UserOrg, path = at(L1, U1, A1)) {
    actors = createTestActors([member]);
    renderWithApp(
      <>
        <Routes>
          <Route path="/curriculum/content" element={<CurriculumContentRoute />} />
        </Routes>
        <ConfirmDialog actor={actors.confirmation} />
      </>,
      { actors, path },
    );
  }

  it('a HAD admin writes; a HAD teacher (r Levels, r Elements) browses', async () => {
    stub();
    renderRoute(hadAdmin);
    expect(await screen.findByTestId('element-add')).toBeTruthy();
    expect(await screen.findByTestId('activity-edit')).toBeTruthy();
    act(() => actors?.stop());
    actors = null;
    document.body.innerHTML = '';

    stub();
    renderRoute(hadTeacher);
    await screen.findByTestId('element-list');
    expect(screen.getByText('You can browse the content but not change it.')).toBeTruthy();
    expect(screen.queryByTestId('element-add')).toBeNull();
    expect(screen.queryByTestId('activity-edit')).toBeNull();
  });

  it('renders in Arabic, right to left, with no untranslated key', async () => {
    await changeLanguage('ar');
    stub();
    renderRoute(hadAdmin);
    await screen.findByTestId('element-list');
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('المحتوى');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('درس الألف');
    expect(await screen.findByRole('treeitem', { name: /^الوحدة الأولى/ })).toBeTruthy();
    // A title missing in Arabic falls back to the English one.
    expect(screen.getByRole('treeitem', { name: /^Unit two/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إضافة عنصر' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ترتيب الكلمات' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('element-add'));
    const types = await screen.findByTestId('element-type-modal');
    expect(within(types).getAllByRole('button', { name: /.+/ }).length).toBeGreaterThanOrEqual(10);
    expect(document.body.textContent).not.toMatch(/curriculumContent\.|elements\.types/);
  });
});
