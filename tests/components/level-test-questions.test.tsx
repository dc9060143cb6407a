import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ASSESSMENT_MESSAGES, type LevelTest } from '../../contract/assessment';
import { CURRICULUM_MESSAGES, type Activity } from '../../contract/curriculum';
import type { Element } from '../../contract/elements';
import { LevelTestRoute } from '../../src/app/routes/level-test-route';
import { changeLanguage, i18n } from '../../src/i18n/i18n';
import { ConfirmDialog } from '../../src/ui/confirm-dialog';
import { AppToaster } from '../../src/ui/toast';
import { createTestActors, type TestActors } from './support/actors';
import { savedElement } from './support/element-fixtures';
import { routeFetch, type Call } from './support/fetch-routes';
import { hadAdmin, hadTeacher } from './support/orgs';
import { json, renderWithApp } from './support/render';

const TEST_ID = '30000000-0000-4000-8000-0000000000f1';
const id = (n: number) => `40000000-0000-4000-8000-0000000000e${n}`;
const AT = '2026-11-24T10:00:00.000Z';

const activity: Activity = {
  id: TEST_ID,
  order: 1,
  titleEn: 'Level test',
  titleAr: 'اختبار تحديد المستوى',
  isEnabled: true,
  isArchived: false,
  status: 'published',
  wasPublished: true,
  updatedAt: AT,
  unitId: null,
  levelId: null,
  kind: 'level_test',
  expectedTimeInMinutes: null,
};

function element(n: number, more: Partial<Element>, typeId: Element['typeId'] = 'text-text') {
  const answers = [
    { text: 'كتاب', picture: null, isCorrect: true },
    { text: 'قلم', picture: null, isCorrect: false },
  ];
  return {
    ...savedElement(typeId, { prompt: `ما معنى الكلمة ${n}؟` }, answers),
    id: id(n),
    order: n,
    activityId: TEST_ID,
    ...more,
  };
}
const published = { status: 'published', isEnabled: true, wasPublished: true } as const;

/** The levels service holding the test's elements (archived ones kept aside, as it does). */
function service(elements: Element[], more: Parameters<typeof routeFetch>[0] = {}) {
  const state = { elements, archived: [] as Element[], failLoad: false };
  const find = (call: Call) => state.elements.find((e) => call.path.endsWith(e.id));
  const points = (call: Call) => {
    const asked = (call.body as { points: number }).points;
    if (asked === 42) {
      return json({ message: 'Invalid input.', fieldErrors: { points: 'Not today.' } }, 400);
    }
    const found = find(call)!;
    found.points = asked;
    return json({ data: found, message: ASSESSMENT_MESSAGES.pointsUpdated });
  };
  const archive = (call: Call) => {
    const found = find(call)!;
    state.elements = state.elements.filter((e) => e !== found);
    state.archived.push({ ...found, status: 'archived', isArchived: true });
    return json({ data: found, message: CURRICULUM_MESSAGES.archived });
  };
  // The service's paths end with the element's id.
  const byElement = Object.fromEntries(
    [1, 2, 3, 9].flatMap((n) => [
      [`PUT /v1/admin/exam/elementPoints/${id(n)}`, points],
      [`POST /v2/admin/levels/archive/multichoice-activity/${id(n)}`, archive],
    ]),
  );
  const stub = routeFetch({
    ...byElement,
    'GET /v1/settings/levels': () => json({ data: { ranges: [], gaps: [] } }),
    'GET /v1/general/app-settings': () => json({ data: { testLevelDurationInMin: 30 } }),
    'GET /v1/admin/levels/data': () => json({ data: [] }),
    'GET /v1/curriculums/activities/level-test': () =>
      state.failLoad
        ? json({ message: 'The levels service is unavailable.' }, 503)
        : json({ data: { activity, elements: state.elements } satisfies LevelTest }),
    [`GET /v1/admin/multichoice/activity/${TEST_ID}`]: () =>
      json({ data: [...state.elements, ...state.archived] }),
    'POST /v1/admin/multichoiceActivities/change_status': (call) => {
      const { mcaId, isEnabled } = call.body as { mcaId: string; isEnabled: boolean };
      const found = state.elements.find((e) => e.id === mcaId)!;
      Object.assign(found, isEnabled ? published : { status: 'unpublished', isEnabled });
      return json({ data: found, message: CURRICULUM_MESSAGES.published });
    },
    'PUT /v1/admin/multichoiceActivities/reorder': (call) => {
      const { ids } = call.body as { ids: string[] };
      const byId = new Map(state.elements.map((e) => [e.id, e]));
      state.elements = ids.flatMap((one) => byId.get(one) ?? []);
      return json({ data: state.elements, message: CURRICULUM_MESSAGES.reordered });
    },
    'POST /v1/admin/multichoiceActivities/text-text': (call) => {
      const body = call.body as { activityId: string; content: { prompt: string } };
      const added = element(9, { content: body.content });
      state.elements = [...state.elements, added];
      return json({ data: added, message: 'Element Added Successfully' }, 201);
    },
    ...more,
  });
  return { ...stub, state };
}

let actors: TestActors | null = null;
afterEach(async () => {
  actors?.stop();
  await changeLanguage('en');
});

function renderRoute(org = hadAdmin) {
  actors = createTestActors([org]);
  return renderWithApp(
    <>
      <LevelTestRoute />
      <ConfirmDialog actor={actors.confirmation} />
      <AppToaster />
    </>,
    { actors, path: '/level-test' },
  );
}

const rows = async () =>
  within(await screen.findByTestId('level-test-questions')).getAllByRole('listitem');
const total = () => screen.getByTestId('level-test-total-points').textContent;

describe('/level-test questions', () => {
  it('lists the questions in order with type, a line, status and points; the totals count the published', async () => {
    service([
      element(1, { ...published, points: 3 }),
      element(2, { points: 2, problems: ['answers.noCorrect'] }),
      element(3, { ...published, content: { passage: 'نص للقراءة' } }, 'read-text'),
    ]);
    renderRoute();
    const [first, second, third] = await rows();
    expect(first!.textContent).toContain('Question 1');
    expect(first!.textContent).toContain('Text to text');
    expect(first!.textContent).toContain('ما معنى الكلمة 1؟');
    expect(within(first!).getByTestId('level-test-question-status').textContent).toBe('Published');
    expect((screen.getByLabelText('Points of question 1') as HTMLInputElement).value).toBe('3');
    expect(within(second!).getByTestId('level-test-question-status').textContent).toBe('Draft');
    expect(second!.textContent).toContain('1 thing to finish before publishing');
    // Incomplete: no publish offered; never published: deletable.
    expect(within(second!).queryByRole('button', { name: 'Publish question 2' })).toBeNull();
    expect(within(second!).getByRole('button', { name: 'Delete question 2' })).toBeTruthy();
    expect(third!.textContent).toContain('Not graded');
    expect(screen.queryByLabelText('Points of question 3')).toBeNull();
    // Published and graded: question 1 only; the read text is asked but worth nothing.
    expect(total()).toBe('Total points: 3');
    expect(screen.getByTestId('level-test-published-count').textContent).toBe(
      'A learner gets 2 published questions.',
    );
    expect(screen.getByRole('button', { name: 'Move Question 2 (Up or Down arrow)' })).toBeTruthy();
  });

  it('says when there is no question yet, and offers Try again when the test cannot be read', async () => {
    const { state } = service([]);
    state.failLoad = true;
    renderRoute();
    const failure = await screen.findByTestId('level-test-questions-error');
    expect(failure.textContent).toContain('The levels service is unavailable.');
    expect(screen.queryByRole('button', { name: 'Add question' })).toBeNull();
    state.failLoad = false;
    fireEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('level-test-questions-empty')).textContent).toContain(
      'No questions yet',
    );
    expect(total()).toBe('Total points: 0');
  });

  it('sets points in place: checked first, refused on the field keeping what was typed, then saved with a toast', async () => {
    const { calls } = service([element(1, { ...published, points: 1 })]);
    renderRoute();
    await rows();
    const points = screen.getByLabelText('Points of question 1') as HTMLInputElement;
    const save = screen.getByRole('button', { name: 'Save the points of question 1' });
    const puts = () => calls.filter((c) => c.path.includes('elementPoints'));

    fireEvent.change(points, { target: { value: '101' } });
    fireEvent.click(save);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter a whole number from 0 to 100.',
    );
    expect(points.getAttribute('aria-invalid')).toBe('true');
    expect(puts()).toHaveLength(0);

    fireEvent.change(points, { target: { value: '42' } });
    fireEvent.submit(points.form!);
    await waitFor(() => expect(points.getAttribute('aria-describedby')).toBeTruthy());
    expect(await screen.findByText('Not today.')).toBeTruthy();
    expect(points.value).toBe('42');

    fireEvent.change(points, { target: { value: '5' } });
    fireEvent.click(save);
    expect(await screen.findByText(ASSESSMENT_MESSAGES.pointsUpdated)).toBeTruthy();
    expect(puts().at(-1)?.body).toEqual({ points: 5 });
    expect(puts().at(-1)?.path).toMatch(new RegExp(`/v1/admin/exam/elementPoints/${id(1)}$`));
    await waitFor(() => expect(total()).toBe('Total points: 5'));
    expect(points.value).toBe('5');
  });

  it('publishes, then archives after asking; the list and totals follow', async () => {
    const { calls } = service([element(1, { points: 4 }), element(2, { ...published })]);
    renderRoute();
    await rows();
    expect(total()).toBe('Total points: 1');
    fireEvent.click(screen.getByRole('button', { name: 'Publish question 1' }));
    expect(await screen.findByText(CURRICULUM_MESSAGES.published)).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('change_status'))?.body).toEqual({
      mcaId: id(1),
      isEnabled: true,
    });
    await waitFor(() => expect(total()).toBe('Total points: 5'));

    fireEvent.click(screen.getByRole('button', { name: 'Archive question 2' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('Archive question 2 (Text to text)?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText(CURRICULUM_MESSAGES.archived)).toBeTruthy();
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(total()).toBe('Total points: 4');
  });

  it('reorders with the keyboard, sending every sibling (archived last)', async () => {
    const { calls, state } = service([element(1, {}), element(2, {})]);
    state.archived.push(element(3, { status: 'archived', isArchived: true }));
    renderRoute();
    await rows();
    const handle = screen.getByRole('button', { name: 'Move Question 2 (Up or Down arrow)' });
    handle.focus();
    fireEvent.keyDown(handle, { key: 'ArrowUp' });
    expect(await screen.findByText(CURRICULUM_MESSAGES.reordered)).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/reorder'))?.body).toEqual({
      parentId: TEST_ID,
      ids: [id(2), id(1), id(3)],
    });
    const [first] = await rows();
    expect(first!.textContent).toContain('ما معنى الكلمة 2؟');
  });

  it('adds a question: the type, then the element editor on the level test, then it is listed', async () => {
    const { calls } = service([]);
    renderRoute();
    await screen.findByTestId('level-test-questions-empty');
    fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    fireEvent.click(await screen.findByTestId('element-type-text-text'));
    const editor = await screen.findByTestId('level-test-question-editor');
    const heading = within(editor).getByRole('heading', { name: 'New question: Text to text' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    // The editor loads on first use.
    fireEvent.change(await within(editor).findByLabelText(i18n.t('elements.fields.prompt')), {
      target: { value: 'ما هذا؟' },
    });
    fireEvent.click(within(editor).getByTestId('element-save'));
    expect(await screen.findByText('Element Added Successfully')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST' && c.path.endsWith('/text-text'));
    expect(post?.body).toMatchObject({ activityId: TEST_ID, content: { prompt: 'ما هذا؟' } });
    await waitFor(() => expect(screen.queryByTestId('level-test-question-editor')).toBeNull());
    expect((await rows())[0]!.textContent).toContain('ما هذا؟');
  });

  it('edits a question in the same editor, its fields filled; closing gives the focus back', async () => {
    service([element(1, { ...published }), element(2, {})]);
    renderRoute();
    await rows();
    fireEvent.click(screen.getByRole('button', { name: 'Edit question 2' }));
    const editor = await screen.findByTestId('level-test-question-editor');
    within(editor).getByRole('heading', { name: 'Edit question 2: Text to text' });
    const prompt = await within(editor).findByLabelText(i18n.t('elements.fields.prompt'));
    expect((prompt as HTMLTextAreaElement).value).toBe('ما معنى الكلمة 2؟');
    fireEvent.click(within(editor).getByRole('button', { name: 'Close the editor' }));
    expect(screen.queryByTestId('level-test-question-editor')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add question' }));
  });

  it('a reader (HAD, r Elements) sees the questions and points, without changing them', async () => {
    service([element(1, { ...published, points: 7 })]);
    renderRoute(hadTeacher);
    const [first] = await rows();
    expect(first!.textContent).toContain('7');
    expect(screen.queryByRole('button', { name: 'Add question' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save the points of question 1' })).toBeNull();
    expect(total()).toBe('Total points: 7');
  });
});

describe('/level-test questions in Arabic', () => {
  it('lists, sets points and archives in Arabic', async () => {
    await changeLanguage('ar');
    service([element(1, { ...published, points: 2 }), element(2, {})]);
    renderRoute();
    await screen.findByRole('heading', { name: 'الأسئلة', level: 2 });
    await rows();
    expect(total()).toBe('مجموع النقاط: 2');
    expect(screen.getByTestId('level-test-published-count').textContent).toBe(
      'يتلقى المتعلم سؤالًا منشورًا واحدًا.',
    );
    const [, second] = await rows();
    expect(within(second!).getByTestId('level-test-question-status').textContent).toBe('مسودة');

    const points = screen.getByLabelText('النقاط للسؤال 1');
    fireEvent.change(points, { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ نقاط السؤال 1' }));
    expect((await screen.findByRole('alert')).textContent).toBe('أدخل عددًا صحيحًا من 0 إلى 100.');
    fireEvent.change(points, { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ نقاط السؤال 1' }));
    expect(await screen.findByText('تم تحديث النقاط بنجاح')).toBeTruthy();
    await waitFor(() => expect(total()).toBe('مجموع النقاط: 6'));

    fireEvent.click(screen.getByRole('button', { name: 'أرشفة السؤال 2' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('هل تريد أرشفة السؤال 2 (نص إلى نص)؟');
  });
});
