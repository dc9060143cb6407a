import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/messages';
import { TRASH_MESSAGES } from '../../contract/trash';
import { changeLanguage } from '../../src/i18n/i18n';
import { formatDate, formatMoment } from '../../src/i18n/format-date';
import { json } from './support/render';
import {
  alif,
  listCalls,
  refused,
  renderTrash,
  stopTrashActors,
  stubTrash,
  student,
  topic,
  trashPage,
  unit,
  writeCalls,
} from './support/trash-fixtures';
import { routeFetch } from './support/fetch-routes';

afterEach(stopTrashActors);

const address = () => screen.getByTestId('address').textContent;
const lastList = (calls: ReturnType<typeof stubTrash>) => listCalls(calls).at(-1)!.query;
const row = (id: string) => screen.getByTestId(`trash-row-${id}`);

describe('/trash in English', () => {
  it('lists what was deleted, whose, by whom, when, and when it goes for good', async () => {
    const calls = stubTrash([alif, unit, student]);
    renderTrash();
    expect(screen.getByRole('heading', { level: 1, name: 'Trash' })).toBeTruthy();
    expect(screen.getByText(/stays here for 30 days/)).toBeTruthy();
    const first = await screen.findByTestId(`trash-row-${alif.id}`);
    const name = within(first).getByRole('rowheader');
    expect(name.textContent).toBe('ClassAlif');
    expect(first.textContent).toContain('Nour Academy');
    expect(first.textContent).toContain('Huda Saleh');
    expect(first.textContent).toContain(formatMoment(alif.deletedAt, 'en'));
    expect(first.textContent).toContain(formatDate(alif.purgeAt, 'en'));
    // The platform's unit, in its topic, deleted by someone gone since.
    const platform = row(unit.id);
    expect(within(platform).getByRole('rowheader').textContent).toBe('UnitGreetingsin Topic One');
    expect(platform.textContent).toContain('The platform');
    expect(platform.textContent).toContain('Someone no longer here');
    expect(row(student.id).textContent).toContain('Student of a classOmar Khalidin Ba');
    expect(row(student.id).textContent).toContain('Dar Al Ilm');
    const heads = screen.getAllByRole('columnheader').map((head) => head.textContent);
    expect(heads).toEqual([
      'What',
      'Organization',
      'Deleted by',
      'Deleted on',
      'Deleted for good on',
      'Actions',
    ]);
    expect(within(first).getByRole('button', { name: 'Restore Alif' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Delete forever: Alif' })).toBeTruthy();
    expect(screen.getByTestId('trash-pagination').textContent).toContain('Items: 3');
    expect(Object.fromEntries(listCalls(calls)[0]!.query)).toEqual({ pageNumber: '1' });
  });

  it('shows no organisation column outside HAD, where every item is the organisation’s', async () => {
    stubTrash([alif]);
    renderTrash('/trash', { platformWide: false });
    await screen.findByTestId(`trash-row-${alif.id}`);
    const heads = screen.getAllByRole('columnheader').map((head) => head.textContent);
    expect(heads).not.toContain('Organization');
    expect(row(alif.id).textContent).not.toContain('Nour Academy');
  });

  it('sends the kind and the name searched, keeps them in the address, and clears them', async () => {
    const calls = stubTrash([alif, unit, topic]);
    renderTrash('/trash?page=2', { kinds: ['class', 'topic', 'unit'] });
    await waitFor(() => expect(lastList(calls).get('pageNumber')).toBe('2'));
    const kind = await screen.findByLabelText('Kind');
    const options = within(kind)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Everything', 'Class', 'Topic', 'Unit']);

    fireEvent.change(kind, { target: { value: 'unit' } });
    await waitFor(() => expect(address()).toBe('?kind=unit'));
    await waitFor(() => expect(lastList(calls).get('kind')).toBe('unit'));
    expect(lastList(calls).get('pageNumber')).toBe('1');
    expect(await screen.findByTestId(`trash-row-${unit.id}`)).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId(`trash-row-${alif.id}`)).toBeNull());

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' greet ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(address()).toBe('?kind=unit&search=greet'));
    await waitFor(() => expect(lastList(calls).get('search')).toBe('greet'));
    expect(lastList(calls).get('kind')).toBe('unit');

    fireEvent.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(address()).toBe(''));
    await waitFor(() => expect(Object.fromEntries(lastList(calls))).toEqual({ pageNumber: '1' }));
  });

  it('pages through the trash with the filters kept', async () => {
    const calls = stubTrash([alif], {}, { total: 45, pages: 3 });
    renderTrash('/trash?kind=class');
    const pager = await screen.findByTestId('trash-pagination');
    expect(pager.textContent).toContain('Page 1 of 3');
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(address()).toBe('?kind=class&page=2'));
    await waitFor(() => expect(lastList(calls).get('pageNumber')).toBe('2'));
    expect(lastList(calls).get('kind')).toBe('class');
  });

  it('restores an item: the service’s message, and the row leaves the list', async () => {
    const calls = stubTrash([alif, unit]);
    renderTrash();
    fireEvent.click(await screen.findByRole('button', { name: 'Restore Alif' }));
    expect(await screen.findByText(TRASH_MESSAGES.restored('Alif'))).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId(`trash-row-${alif.id}`)).toBeNull());
    expect(row(unit.id)).toBeTruthy();
    // The keyboard's place: the list, its focused row gone.
    const focused = document.activeElement;
    expect([focused?.tagName, focused?.getAttribute('role')]).toEqual(['DIV', 'region']);
    expect(focused?.contains(screen.getByTestId('trash-table'))).toBe(true);
    expect(writeCalls(calls)).toEqual([
      { method: 'POST', path: `trash/${alif.id}/restore`, body: null },
    ]);
    // The list is asked for again, so what the service says is what shows.
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(1));
  });

  it('asks for another name when the item’s own is taken now, then restores under it', async () => {
    const calls = stubTrash(
      [alif],
      {},
      {
        refuse: (item, name) =>
          name === 'Alif (2)' || !name
            ? refused(TRASH_MESSAGES.nameTaken(name ?? item.name), { refusal: 'nameTaken' })
            : undefined,
      },
    );
    renderTrash();
    fireEvent.click(await screen.findByRole('button', { name: 'Restore Alif' }));
    const dialog = await screen.findByTestId('trash-rename-dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Restore under another name');
    expect(within(dialog).getByTestId('trash-rename-message').textContent).toBe(
      TRASH_MESSAGES.nameTaken('Alif'),
    );
    const field = within(dialog).getByLabelText('New name');
    expect((field as HTMLInputElement).value).toBe('Alif (2)');

    // The name offered is taken too: the dialog stays, saying so.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('trash-rename-message').textContent).toBe(
        TRASH_MESSAGES.nameTaken('Alif (2)'),
      ),
    );
    // A blank name is not sent.
    fireEvent.change(field, { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect((await within(dialog).findByTestId('trash-rename-name-error')).textContent).toBe(
      'Give it a name.',
    );
    fireEvent.change(field, { target: { value: ' Alif, spring ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText(TRASH_MESSAGES.restored('Alif, spring'))).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('trash-rename-dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByTestId(`trash-row-${alif.id}`)).toBeNull());
    expect(writeCalls(calls)).toEqual([
      { method: 'POST', path: `trash/${alif.id}/restore`, body: null },
      { method: 'POST', path: `trash/${alif.id}/restore`, body: { name: 'Alif (2)' } },
      { method: 'POST', path: `trash/${alif.id}/restore`, body: { name: 'Alif, spring' } },
    ]);
  });

  it('offers to restore the parent first when it is in the trash, then restores the item', async () => {
    const calls = stubTrash(
      [unit, topic],
      {},
      {
        refuse: (item, _name, held) =>
          item.id === unit.id && held.includes(topic)
            ? refused(TRASH_MESSAGES.parentInTrash('Greetings', 'Topic One'), {
                refusal: 'parentInTrash',
                parent: { id: topic.id, name: topic.name },
              })
            : undefined,
      },
    );
    renderTrash();
    fireEvent.click(await screen.findByRole('button', { name: 'Restore Greetings' }));
    const dialog = await screen.findByTestId('trash-parent-dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Greetings cannot come back yet');
    expect(within(dialog).getByTestId('trash-parent-message').textContent).toBe(
      TRASH_MESSAGES.parentInTrash('Greetings', 'Topic One'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore Topic One first' }));
    expect(await screen.findByText(TRASH_MESSAGES.restored('Topic One'))).toBeTruthy();
    expect(await screen.findByText(TRASH_MESSAGES.restored('Greetings'))).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('trash-parent-dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByTestId('trash-table')).toBeNull());
    expect(screen.getByTestId('trash-empty')).toBeTruthy();
    expect(writeCalls(calls)).toEqual([
      { method: 'POST', path: `trash/${unit.id}/restore`, body: null },
      { method: 'POST', path: `trash/${topic.id}/restore`, body: null },
      { method: 'POST', path: `trash/${unit.id}/restore`, body: null },
    ]);
  });

  it('says why in an error notice when a restore is refused otherwise, and keeps the row', async () => {
    const calls = stubTrash(
      [student],
      {},
      {
        refuse: (item) => refused(TRASH_MESSAGES.seats(item.name), { refusal: 'seats' }),
      },
    );
    renderTrash();
    fireEvent.click(await screen.findByRole('button', { name: 'Restore Omar Khalid' }));
    expect(await screen.findByText(TRASH_MESSAGES.seats('Omar Khalid'))).toBeTruthy();
    expect(screen.queryByTestId('trash-rename-dialog')).toBeNull();
    expect(screen.queryByTestId('trash-parent-dialog')).toBeNull();
    expect(row(student.id)).toBeTruthy();
    expect(writeCalls(calls)).toHaveLength(1);
  });

  it('drops a row that left the trash meanwhile, saying so', async () => {
    // Restored in another tab: the list shown still has it, the service no longer.
    let shown = [alif];
    stubTrash([], {
      'GET /v1/trash': () => trashPage(shown),
      [`DELETE /v1/trash/${alif.id}`]: () => {
        shown = [];
        return json({ message: TRASH_MESSAGES.notFound, code: 'NOT_FOUND' }, 404);
      },
    });
    renderTrash();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete forever: Alif' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete forever' }));
    expect(await screen.findByText(TRASH_MESSAGES.notFound)).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId(`trash-row-${alif.id}`)).toBeNull());
  });

  it('deletes forever only once confirmed', async () => {
    const calls = stubTrash([alif, unit]);
    renderTrash();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete forever: Alif' }));
    let dialog = await screen.findByTestId('confirm-dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Delete forever?');
    expect(dialog.textContent).toContain('Alif will be deleted for good');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(writeCalls(calls)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete forever: Alif' }));
    dialog = await screen.findByTestId('confirm-dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete forever' });
    expect(confirm.getAttribute('data-tone')).toBe('danger');
    fireEvent.click(confirm);
    expect(await screen.findByText(TRASH_MESSAGES.purged('Alif'))).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId(`trash-row-${alif.id}`)).toBeNull());
    expect(writeCalls(calls)).toEqual([{ method: 'DELETE', path: `trash/${alif.id}`, body: null }]);
  });

  it('locks Restore and Delete forever while the console is viewed as someone else', async () => {
    const calls = stubTrash([alif]);
    renderTrash('/trash', { viewingAs: 'Huda Saleh' });
    const restore = await screen.findByTestId(`trash-row-${alif.id}-restore`);
    expect(restore.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(restore);
    expect((await screen.findByTestId(`trash-row-${alif.id}-restore-why`)).textContent).toContain(
      'Huda Saleh',
    );
    fireEvent.click(screen.getByTestId(`trash-row-${alif.id}-delete`));
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    expect(writeCalls(calls)).toEqual([]);
  });

  it('shows loading, then an empty trash that says how long deleted items stay', async () => {
    let answer: (response: Response) => void = () => undefined;
    routeFetch({
      'GET /v1/trash': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderTrash();
    expect(await screen.findByTestId('spinner')).toBeTruthy();
    answer(trashPage([]));
    expect((await screen.findByTestId('trash-empty')).textContent).toBe(
      'Nothing in the trash. Deleted items stay here for 30 days.',
    );
  });

  it('says nothing matches the filters, and offers the first page past the end', async () => {
    const calls = routeFetch({ 'GET /v1/trash': () => trashPage([], 3, 1, 0) }).calls;
    renderTrash('/trash?search=zzz&page=3');
    expect((await screen.findByTestId('trash-empty')).textContent).toBe(
      'Nothing in the trash matches these filters.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go to the first page' }));
    await waitFor(() => expect(address()).toBe('?search=zzz'));
    await waitFor(() => expect(listCalls(calls).at(-1)!.query.get('pageNumber')).toBe('1'));
  });

  it('says why the list failed, and tries again', async () => {
    let fail = true;
    routeFetch({
      'GET /v1/trash': () =>
        fail
          ? json({ message: MESSAGES.internal('GET v1/trash'), code: 'INTERNAL' }, 500)
          : trashPage([]),
    });
    renderTrash();
    const error = await screen.findByTestId('trash-error');
    expect(error.textContent).toContain(MESSAGES.internal('GET v1/trash'));
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('trash-empty');
  });

  it('says so to a role that deletes nothing, without asking the service', () => {
    const calls = stubTrash();
    renderTrash('/trash', { kinds: [] });
    expect(screen.getByRole('alert').textContent).toBe(
      'You do not have permission to delete anything, so the trash has nothing for you.',
    );
    expect(listCalls(calls)).toEqual([]);
  });
});

describe('/trash in Arabic', () => {
  it('lists the trash right to left, sends its filters, and restores', async () => {
    await changeLanguage('ar');
    expect(document.documentElement.dir).toBe('rtl');
    const calls = stubTrash([alif, unit]);
    renderTrash();
    expect(await screen.findByRole('heading', { level: 1, name: 'سلة المحذوفات' })).toBeTruthy();
    const first = await screen.findByTestId(`trash-row-${alif.id}`);
    expect(within(first).getByRole('rowheader').textContent).toBe('الفصلAlif');
    expect(row(unit.id).textContent).toContain('في Topic One');
    expect(row(unit.id).textContent).toContain('المنصة');
    expect(row(unit.id).textContent).toContain('شخص لم يعد هنا');
    expect(first.textContent).toContain(formatMoment(alif.deletedAt, 'ar'));
    const heads = screen.getAllByRole('columnheader').map((head) => head.textContent);
    expect(heads).toEqual([
      'ماذا',
      'المؤسسة',
      'من حذفه',
      'تاريخ الحذف',
      'يُحذف نهائيًا في',
      'الإجراءات',
    ]);

    fireEvent.change(screen.getByLabelText('النوع'), { target: { value: 'class' } });
    await waitFor(() => expect(lastList(calls).get('kind')).toBe('class'));
    fireEvent.change(screen.getByLabelText('الاسم'), { target: { value: 'Ali' } });
    fireEvent.click(screen.getByRole('button', { name: 'بحث' }));
    await waitFor(() => expect(lastList(calls).get('search')).toBe('Ali'));

    fireEvent.click(await screen.findByRole('button', { name: 'استعادة Alif' }));
    // The service's English message, said in Arabic.
    expect(await screen.findByText('عاد Alif.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId(`trash-row-${alif.id}`)).toBeNull());
  });

  it('asks for another name and offers the parent first, in Arabic', async () => {
    await changeLanguage('ar');
    stubTrash(
      [alif, unit, topic],
      {},
      {
        refuse: (item, name, held) =>
          item.id === alif.id && !name
            ? refused(TRASH_MESSAGES.nameTaken('Alif'), { refusal: 'nameTaken' })
            : item.id === unit.id && held.includes(topic)
              ? refused(TRASH_MESSAGES.parentInTrash('Greetings', 'Topic One'), {
                  refusal: 'parentInTrash',
                  parent: { id: topic.id, name: topic.name },
                })
              : undefined,
      },
    );
    renderTrash();
    fireEvent.click(await screen.findByRole('button', { name: 'استعادة Alif' }));
    const rename = await screen.findByTestId('trash-rename-dialog');
    expect(within(rename).getByTestId('trash-rename-message').textContent).toBe(
      'يوجد الآن شيء باسم Alif. استعده باسم آخر.',
    );
    fireEvent.click(within(rename).getByRole('button', { name: 'استعادة' }));
    expect(await screen.findByText('عاد Alif (2).')).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'استعادة Greetings' }));
    const parent = await screen.findByTestId('trash-parent-dialog');
    expect(within(parent).getByTestId('trash-parent-message').textContent).toBe(
      'كان Greetings ضمن Topic One، وهو في سلة المحذوفات. استعده أولًا.',
    );
    fireEvent.click(within(parent).getByRole('button', { name: 'استعد Topic One أولًا' }));
    expect(await screen.findByText('عاد Greetings.')).toBeTruthy();
  });

  it('says in Arabic that the trash is empty, and for how long items stay', async () => {
    await changeLanguage('ar');
    routeFetch({ 'GET /v1/trash': () => trashPage([]) });
    renderTrash();
    expect((await screen.findByTestId('trash-empty')).textContent).toBe(
      'لا شيء في سلة المحذوفات. يبقى ما يُحذف هنا 30 يومًا.',
    );
  });
});
