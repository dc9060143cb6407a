import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/messages';
import {
  APP_SETTINGS_MESSAGES,
  scoreGaps,
  SUCCESS_RANGE_MESSAGES,
  type SuccessRange,
} from '../../contract/success-ranges';
import { LevelTestRoute } from '../../src/app/routes/level-test-route';
import { LevelTestPage } from '../../src/features/level-test/level-test-page';
import { changeLanguage } from '../../src/i18n/i18n';
import { ConfirmDialog } from '../../src/ui/confirm-dialog';
import { AppToaster } from '../../src/ui/toast';
import { createTestActors, type TestActors } from './support/actors';
import { routeFetch, type Call } from './support/fetch-routes';
import { hadAdmin, hadTeacher, nourManager } from './support/orgs';
import { json, renderWithApp } from './support/render';

const LETTERS = '6f1c1b1e-0000-4000-8000-0000000000a1';
const GREETINGS = '6f1c1b1e-0000-4000-8000-0000000000a2';
const ARCHIVED = '6f1c1b1e-0000-4000-8000-0000000000a3';
const LOW = '6f1c1b1e-0000-4000-8000-0000000000b1';
const HIGH = '6f1c1b1e-0000-4000-8000-0000000000b2';
const AT = '2026-03-01T10:00:00.000Z';

const low: SuccessRange = {
  id: LOW,
  levelId: LETTERS,
  levelTitleEn: 'Letters and sounds',
  levelTitleAr: 'الحروف والأصوات',
  minScore: 0,
  maxScore: 40,
  updatedAt: AT,
};
const high: SuccessRange = {
  id: HIGH,
  levelId: GREETINGS,
  levelTitleEn: 'Greetings',
  levelTitleAr: 'التحيات',
  minScore: 61,
  maxScore: 100,
  updatedAt: AT,
};
const topics = [
  { id: LETTERS, titleEn: 'Letters and sounds', titleAr: 'الحروف والأصوات', status: 'published' },
  { id: GREETINGS, titleEn: 'Greetings', titleAr: 'التحيات', status: 'unpublished' },
  { id: ARCHIVED, titleEn: 'Old topic', titleAr: 'موضوع قديم', status: 'archived' },
];

const settingsOf = (ranges: SuccessRange[]) => json({ data: { ranges, gaps: scoreGaps(ranges) } });

let actors: TestActors | null = null;
afterEach(() => actors?.stop());

/** The services answering: the ranges given, a 30-minute test, the curriculum's topics. */
function stub(ranges: SuccessRange[] = [low, high], more: Parameters<typeof routeFetch>[0] = {}) {
  return routeFetch({
    'GET /v1/settings/levels': () => settingsOf(ranges),
    'GET /v1/general/app-settings': () => json({ data: { testLevelDurationInMin: 30 } }),
    'GET /v1/admin/levels/data': () => json({ data: topics }),
    ...more,
  });
}

function renderPage({
  canRead = true,
  canWrite = true,
  canUpdate = undefined as boolean | undefined,
} = {}) {
  actors = createTestActors([hadAdmin]);
  return renderWithApp(
    <>
      <LevelTestPage
        canRead={canRead}
        canWrite={canWrite}
        canUpdate={canUpdate ?? canWrite}
        confirmation={actors.confirmation}
      />
      <ConfirmDialog actor={actors.confirmation} />
      <AppToaster />
    </>,
    { actors, path: '/level-test' },
  );
}

const rangesGets = (calls: Call[]) =>
  calls.filter((c) => c.method === 'GET' && c.path.endsWith('/v1/settings/levels'));

async function openAddForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add range' }));
  const modal = await screen.findByTestId('level-test-range-modal');
  await within(modal).findByRole('option', { name: 'Greetings' });
  return modal;
}

function fill(modal: HTMLElement, values: { topic?: string; min?: string; max?: string }) {
  const { topic, min, max } = values;
  const field = (label: string, value: string) =>
    fireEvent.change(within(modal).getByLabelText(label), { target: { value } });
  if (topic !== undefined) field('Topic', topic);
  if (min !== undefined) field('Lowest score', min);
  if (max !== undefined) field('Highest score', max);
}

describe('/level-test', () => {
  it('loads, then lists the ranges by score with their topics and the scores not covered', async () => {
    stub();
    renderPage();
    expect(screen.getAllByTestId('spinner')).toHaveLength(2);
    const table = await screen.findByTestId('level-test-ranges');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'FromToTopicActions',
      '040Letters and sounds',
      '61100Greetings',
    ]);
    expect(screen.getByTestId('level-test-gaps').textContent).toContain(
      'Scores 41-60 place no learner yet.',
    );
    expect(screen.getByRole('button', { name: 'Edit the range 0-40, Letters and sounds' }));
    expect(screen.getByRole('button', { name: 'Delete the range 61-100, Greetings' }));
    expect(((await screen.findByLabelText('Minutes to answer')) as HTMLInputElement).value).toBe(
      '30',
    );
  });

  it('says when every score is covered, and when there is no range yet', async () => {
    stub([low, { ...high, minScore: 41 }]);
    const first = renderPage();
    expect((await screen.findByTestId('level-test-covered')).textContent).toBe(
      'Every score from 0 to 100 places a learner in a topic.',
    );
    expect(screen.queryByTestId('level-test-gaps')).toBeNull();
    first.unmount();
    actors?.stop();
    stub([]);
    renderPage();
    expect((await screen.findByTestId('level-test-ranges-empty')).textContent).toContain(
      'No score range yet',
    );
    expect(screen.getByTestId('level-test-gaps').textContent).toContain(
      'Scores 0-100 place no learner yet.',
    );
  });

  it('checks a new range, shows the service’s overlap refusal once, in the form, then adds it', async () => {
    let refuse = true;
    const { calls } = stub([low, high], {
      'POST /v1/settings/successRange': () => {
        if (refuse) {
          refuse = false;
          const message = SUCCESS_RANGE_MESSAGES.overlaps(0, 40);
          return json({ message, code: 'CONFLICT' }, 409);
        }
        return json({ data: { ...low, id: 'new' }, message: SUCCESS_RANGE_MESSAGES.added }, 201);
      },
    });
    renderPage();
    const modal = await openAddForm();
    expect(within(modal).queryByRole('option', { name: 'Old topic' })).toBeNull();
    fireEvent.click(within(modal).getByRole('button', { name: 'Save range' }));
    expect((await within(modal).findByTestId('level-test-topic-error')).textContent).toBe(
      'Choose a topic.',
    );
    expect(within(modal).getByTestId('level-test-minScore-error').textContent).toBe(
      'Enter a whole number from 0 to 100.',
    );
    fill(modal, { topic: GREETINGS, min: '70', max: '50' });
    fireEvent.click(within(modal).getByRole('button', { name: 'Save range' }));
    // The blank scores' errors give way to the order's.
    await waitFor(() =>
      expect(within(modal).getByTestId('level-test-maxScore-error').textContent).toBe(
        'The lowest score cannot be above the highest.',
      ),
    );
    expect(within(modal).queryByTestId('level-test-topic-error')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    fill(modal, { min: '30', max: '50' });
    fireEvent.click(within(modal).getByRole('button', { name: 'Save range' }));
    const overlap = SUCCESS_RANGE_MESSAGES.overlaps(0, 40);
    expect((await within(modal).findByTestId('level-test-range-failure')).textContent).toBe(
      overlap,
    );
    expect(screen.getAllByText(overlap)).toHaveLength(1);

    fill(modal, { min: '41', max: '60' });
    const before = rangesGets(calls).length;
    fireEvent.click(within(modal).getByRole('button', { name: 'Save range' }));
    expect(await screen.findByText(SUCCESS_RANGE_MESSAGES.added)).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('level-test-range-modal')).toBeNull());
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((post) => post.body)).toEqual([
      { levelId: GREETINGS, minScore: 30, maxScore: 50 },
      { levelId: GREETINGS, minScore: 41, maxScore: 60 },
    ]);
    await waitFor(() => expect(rangesGets(calls).length).toBeGreaterThan(before));
  });

  it('shows the service’s field error on its field', async () => {
    stub([], {
      'POST /v1/settings/successRange': () =>
        json(
          {
            message: MESSAGES.badRequest,
            code: 'BAD_REQUEST',
            fieldErrors: { levelId: SUCCESS_RANGE_MESSAGES.levelNotFound },
          },
          400,
        ),
    });
    renderPage();
    const modal = await openAddForm();
    fill(modal, { topic: LETTERS, min: '0', max: '40' });
    fireEvent.click(within(modal).getByRole('button', { name: 'Save range' }));
    expect((await within(modal).findByTestId('level-test-topic-error')).textContent).toBe(
      SUCCESS_RANGE_MESSAGES.levelNotFound,
    );
  });

  it('edits a range with a PUT to its id', async () => {
    const { calls } = stub([low, high], {
      [`PUT /v1/settings/successRange/${HIGH}`]: () =>
        json({ data: high, message: SUCCESS_RANGE_MESSAGES.updated }),
    });
    renderPage();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Edit the range 61-100, Greetings' }),
    );
    const modal = await screen.findByTestId('level-test-range-modal');
    expect(within(modal).getByRole('heading').textContent).toBe('Edit score range');
    expect((within(modal).getByLabelText('Topic') as HTMLSelectElement).value).toBe(GREETINGS);
    expect((within(modal).getByLabelText('Lowest score') as HTMLInputElement).value).toBe('61');
    fill(modal, { min: '41' });
    fireEvent.click(within(modal).getByRole('button', { name: 'Save range' }));
    expect(await screen.findByText(SUCCESS_RANGE_MESSAGES.updated)).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ levelId: GREETINGS, minScore: 41, maxScore: 100 });
  });

  it('deletes a range only once it is confirmed', async () => {
    const { calls } = stub([low, high], {
      [`DELETE /v1/settings/successRange/${LOW}`]: () =>
        json({ data: null, message: SUCCESS_RANGE_MESSAGES.deleted }),
    });
    renderPage();
    const remove = await screen.findByRole('button', {
      name: 'Delete the range 0-40, Letters and sounds',
    });
    fireEvent.click(remove);
    let dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('Delete the range 0-40 (Letters and sounds)?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);

    fireEvent.click(remove);
    dialog = await screen.findByTestId('confirm-dialog');
    const before = rangesGets(calls).length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(SUCCESS_RANGE_MESSAGES.deleted)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(rangesGets(calls).length).toBeGreaterThan(before));
  });

  it('saves the duration with a toast, and shows a refused one on its field', async () => {
    let refuse = false;
    const { calls } = stub([low], {
      'PUT /v1/general/app-settings': ({ body }) =>
        refuse
          ? json(
              {
                message: MESSAGES.badRequest,
                code: 'BAD_REQUEST',
                fieldErrors: { testLevelDurationInMin: 'Too big: expected number to be <=240' },
              },
              400,
            )
          : json({ data: body, message: APP_SETTINGS_MESSAGES.saved }),
    });
    renderPage();
    const minutes = await screen.findByLabelText('Minutes to answer');
    const save = screen.getByRole('button', { name: 'Save duration' });
    fireEvent.change(minutes, { target: { value: '0' } });
    fireEvent.click(save);
    expect((await screen.findByTestId('level-test-duration-minutes-error')).textContent).toBe(
      'Enter a whole number of minutes from 1 to 240.',
    );
    fireEvent.change(minutes, { target: { value: '45' } });
    fireEvent.click(save);
    expect(await screen.findByText(APP_SETTINGS_MESSAGES.saved)).toBeTruthy();
    const puts = () => calls.filter((c) => c.method === 'PUT');
    expect(puts().map((put) => put.body)).toEqual([{ testLevelDurationInMin: 45 }]);

    refuse = true;
    fireEvent.click(save);
    expect((await screen.findByTestId('level-test-duration-minutes-error')).textContent).toBe(
      'Too big: expected number to be <=240',
    );
    expect(puts()).toHaveLength(2);
  });

  it('retries a failed load', async () => {
    let fail = true;
    stub([low], {
      'GET /v1/settings/levels': () =>
        fail
          ? json({ message: MESSAGES.internal('GET v1/reports'), code: 'INTERNAL' }, 500)
          : settingsOf([low]),
    });
    renderPage();
    const error = await screen.findByTestId('level-test-ranges-error');
    expect(error.textContent).toContain(MESSAGES.internal('GET v1/reports'));
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId(`level-test-range-${LOW}`)).toBeTruthy();
    expect(screen.queryByTestId('level-test-ranges-error')).toBeNull();
  });

  it('reads only, without w Elements', async () => {
    stub();
    renderPage({ canWrite: false });
    await screen.findByTestId(`level-test-range-${LOW}`);
    expect(screen.getByTestId('level-test-read-only')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add range' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit the range/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete the range/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect((await screen.findByLabelText('Minutes to answer')).hasAttribute('readonly')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save duration' })).toBeNull();
  });

  it('adds and deletes ranges by w Elements, edits them and the duration by u Elements', async () => {
    stub();
    const first = renderPage({ canWrite: true, canUpdate: false });
    await screen.findByTestId(`level-test-range-${LOW}`);
    expect(screen.queryByTestId('level-test-read-only')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add range' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Edit the range/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Delete the range/ }).length).toBeGreaterThan(0);
    expect((await screen.findByLabelText('Minutes to answer')).hasAttribute('readonly')).toBe(true);
    first.unmount();
    actors?.stop();
    renderPage({ canWrite: false, canUpdate: true });
    await screen.findByTestId(`level-test-range-${LOW}`);
    expect(screen.queryByRole('button', { name: 'Add range' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Edit the range/ }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /^Delete the range/ })).toBeNull();
    expect((await screen.findByLabelText('Minutes to answer')).hasAttribute('readonly')).toBe(
      false,
    );
    expect(screen.getByRole('button', { name: 'Save duration' })).toBeTruthy();
  });
});

describe('/level-test by who opens it', () => {
  it('a HAD teacher (r Elements) reads; another organisation’s manager is told, without a call', async () => {
    stub();
    actors = createTestActors([hadTeacher]);
    const first = renderWithApp(<LevelTestRoute />, { actors, path: '/level-test' });
    expect(await screen.findByTestId('level-test-read-only')).toBeTruthy();
    expect(await screen.findByTestId(`level-test-range-${LOW}`)).toBeTruthy();
    first.unmount();
    actors.stop();

    const { calls } = stub();
    actors = createTestActors([nourManager]);
    renderWithApp(<LevelTestRoute />, { actors, path: '/level-test' });
    await waitFor(() => expect(actors?.session.getSnapshot().context.activeOrg).toBeTruthy());
    expect(screen.getByRole('alert').textContent).toBe(
      'Only HAD members with the Elements permission set the level test.',
    );
    expect(calls).toEqual([]);
  });
});

describe('/level-test in Arabic', () => {
  it('lists, warns, refuses and adds in Arabic', async () => {
    await changeLanguage('ar');
    let refuse = true;
    stub([low, high], {
      'POST /v1/settings/successRange': () => {
        if (refuse) {
          refuse = false;
          const message = SUCCESS_RANGE_MESSAGES.overlaps(0, 40);
          return json({ message, code: 'CONFLICT' }, 409);
        }
        return json({ data: low, message: SUCCESS_RANGE_MESSAGES.added }, 201);
      },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'اختبار تحديد المستوى' })).toBeTruthy();
    const table = await screen.findByTestId('level-test-ranges');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['من', 'إلى', 'الموضوع', 'الإجراءات']);
    expect(within(table).getByRole('rowheader', { name: 'التحيات' })).toBeTruthy();
    expect(screen.getByTestId('level-test-gaps').textContent).toContain(
      'الدرجات من 41 إلى 60 لا تضع أي متعلم بعد.',
    );
    expect(screen.getByRole('button', { name: 'تعديل النطاق 0-40، الحروف والأصوات' }));

    fireEvent.click(screen.getByRole('button', { name: 'إضافة نطاق' }));
    const modal = await screen.findByTestId('level-test-range-modal');
    await within(modal).findByRole('option', { name: 'التحيات' });
    fireEvent.change(within(modal).getByLabelText('الموضوع'), { target: { value: GREETINGS } });
    fireEvent.change(within(modal).getByLabelText('أدنى درجة'), { target: { value: '30' } });
    fireEvent.change(within(modal).getByLabelText('أعلى درجة'), { target: { value: '20' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'حفظ النطاق' }));
    expect((await within(modal).findByTestId('level-test-maxScore-error')).textContent).toBe(
      'لا يمكن أن تكون أدنى درجة أعلى من أعلى درجة.',
    );
    fireEvent.change(within(modal).getByLabelText('أعلى درجة'), { target: { value: '50' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'حفظ النطاق' }));
    expect((await within(modal).findByTestId('level-test-range-failure')).textContent).toBe(
      'تتداخل هذه الدرجات مع النطاق 0-40: تضع الدرجة المتعلم في موضوع واحد فقط.',
    );
    fireEvent.change(within(modal).getByLabelText('أدنى درجة'), { target: { value: '41' } });
    fireEvent.change(within(modal).getByLabelText('أعلى درجة'), { target: { value: '60' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'حفظ النطاق' }));
    expect(await screen.findByText('تمت إضافة درجة اختبار المستوى!')).toBeTruthy();
  });

  it('asks before deleting and saves the duration in Arabic', async () => {
    await changeLanguage('ar');
    stub([low], {
      [`DELETE /v1/settings/successRange/${LOW}`]: () =>
        json({ data: null, message: SUCCESS_RANGE_MESSAGES.deleted }),
      'PUT /v1/general/app-settings': ({ body }) =>
        json({ data: body, message: APP_SETTINGS_MESSAGES.saved }),
    });
    renderPage();
    fireEvent.click(
      await screen.findByRole('button', { name: 'حذف النطاق 0-40، الحروف والأصوات' }),
    );
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('حذف نطاق الدرجات');
    fireEvent.click(within(dialog).getByRole('button', { name: 'حذف' }));
    expect(await screen.findByText('تم حذف درجة اختبار المستوى!')).toBeTruthy();

    fireEvent.change(await screen.findByLabelText('دقائق الإجابة'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ المدة' }));
    expect(await screen.findByText('تم حفظ مدة اختبار تحديد المستوى.')).toBeTruthy();
  });
});
