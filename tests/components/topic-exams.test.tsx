import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ASSESSMENT_MESSAGES } from '../../contract/assessment';
import { CURRICULUM_MESSAGES, TITLE_REQUIRED } from '../../contract/curriculum';
import { ContentPage } from '../../src/features/curriculum/content/content-page';
import { changeLanguage } from '../../src/i18n/i18n';
import { ConfirmDialog } from '../../src/ui/confirm-dialog';
import { AppToaster } from '../../src/ui/toast';
import { createTestActors, type TestActors } from './support/actors';
import { routeFetch, type Call } from './support/fetch-routes';
import { hadAdmin } from './support/orgs';
import { json, renderWithApp } from './support/render';

const L1 = '10000000-0000-4000-8000-000000000001';
const U1 = '20000000-0000-4000-8000-000000000001';
const X1 = '50000000-0000-4000-8000-000000000001';
const X2 = '50000000-0000-4000-8000-000000000002';
const X3 = '50000000-0000-4000-8000-000000000003';
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
const exam = (
  id: string,
  order: number,
  en: string,
  ar: string,
  status: Status,
  minutes: number | null,
) => ({
  ...item(id, order, en, ar, status),
  unitId: null,
  levelId: L1,
  kind: 'exam',
  expectedTimeInMinutes: minutes,
});
const tree = {
  ...item(L1, 1, 'Letters', 'الحروف', 'published'),
  units: [
    { ...item(U1, 1, 'Unit one', 'الوحدة الأولى', 'published'), levelId: L1, activities: [] },
  ],
};
const exams = [
  exam(X1, 1, 'Letters exam', 'اختبار الحروف', 'published', 20),
  exam(X2, 2, 'Sounds exam', '', 'unpublished', null),
];
const element = (id: string, order: number, status: Status, points: number) => ({
  ...item(id, order, '', '', status),
  activityId: X1,
  typeId: 'text-text',
  questionnaireLevel: 1,
  points,
  content: { prompt: `Prompt ${order}` },
  answers: [],
  problems: [],
});
const examElements = [
  element(E1, 1, 'published', 2),
  element(E2, 2, 'unpublished', 1),
  element(E3, 3, 'archived', 1),
];

type Handlers = Parameters<typeof routeFetch>[0];

function stub(extra: Handlers = {}) {
  return routeFetch({
    'GET /v1/admin/levels/data': () =>
      json({ data: [{ id: L1, titleEn: 'Letters', titleAr: 'الحروف', status: 'published' }] }),
    [`GET /v1/curriculums/levels/${L1}`]: () => json({ data: tree }),
    [`GET /v1/admin/levels/${L1}/exams`]: () => json({ data: exams }),
    [`GET /v1/admin/multichoice/activity/${X1}`]: () => json({ data: examElements }),
    [`GET /v1/admin/multichoice/activity/${X2}`]: () => json({ data: [] }),
    ...extra,
  }).calls;
}

function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

let actors: TestActors | null = null;
afterEach(() => actors?.stop());

function renderPage(path = `/curriculum/content?level=${L1}`) {
  actors = createTestActors([hadAdmin]);
  renderWithApp(
    <>
      <ContentPage
        canRead
        canWriteLevels
        canUpdateLevels
        canWriteElements
        canUpdateElements
        confirmation={actors.confirmation}
      />
      <Address />
      <ConfirmDialog actor={actors.confirmation} />
      <AppToaster />
    </>,
    { actors, path },
  );
}

const rowTexts = async () => {
  const list = await screen.findByTestId('topic-exams-list');
  return within(list)
    .getAllByRole('listitem')
    .map((row) => row.textContent);
};
const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET');

describe('a topic’s exams', () => {
  it('lists the topic’s exams with their time, elements (archived left out) and status', async () => {
    stub();
    renderPage();
    const section = await screen.findByRole('region', { name: 'Exams' });
    expect(within(section).getByText('Exams close the topic, after its units.')).toBeTruthy();
    await waitFor(async () =>
      expect(await rowTexts()).toEqual([
        'Letters exam20 minutes2 elementsPublishedEdit',
        'Sounds examNo time set0 elementsUnpublishedEdit',
      ]),
    );
    expect(screen.getByRole('button', { name: 'Edit Letters exam' })).toBeTruthy();
  });

  it('says when the topic has no exam, and shows a failed load with a retry', async () => {
    let fail = true;
    stub({
      [`GET /v1/admin/levels/${L1}/exams`]: () =>
        fail ? json({ message: 'The levels service is unavailable.' }, 503) : json({ data: [] }),
    });
    renderPage();
    const failure = await screen.findByTestId('topic-exams-error');
    expect(failure.textContent).toContain('The levels service is unavailable.');
    expect(screen.queryByTestId('exam-add')).toBeNull();
    fail = false;
    fireEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('topic-exams-empty')).textContent).toBe('No exams yet.');
    expect(screen.getByTestId('exam-add')).toBeTruthy();
  });

  it('adds an exam: the contract’s rule first, then the service’s notice, and lists it', async () => {
    let listed = exams;
    const calls = stub({
      [`GET /v1/admin/levels/${L1}/exams`]: () => json({ data: listed }),
      [`POST /v1/admin/levels/addExam/${L1}`]: () => {
        listed = [...exams, exam(X3, 3, 'Final exam', 'الاختبار النهائي', 'unpublished', 45)];
        return json({ data: listed[2], message: ASSESSMENT_MESSAGES.examAdded }, 201);
      },
      [`GET /v1/admin/multichoice/activity/${X3}`]: () => json({ data: [] }),
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('exam-add'));
    const modal = await screen.findByTestId('exam-form-modal');
    expect(within(modal).getByRole('heading', { name: 'Add exam' })).toBeTruthy();
    fireEvent.change(within(modal).getByLabelText('Expected time (minutes)'), {
      target: { value: '45' },
    });
    fireEvent.click(within(modal).getByTestId('exam-save'));
    expect((await within(modal).findByTestId('exam-titleEn-error')).textContent).toBe(
      TITLE_REQUIRED,
    );
    expect(writes(calls)).toEqual([]);
    fireEvent.change(within(modal).getByLabelText('Title in English'), {
      target: { value: ' Final exam ' },
    });
    fireEvent.change(within(modal).getByLabelText('Title in Arabic'), {
      target: { value: 'الاختبار النهائي' },
    });
    fireEvent.click(within(modal).getByTestId('exam-save'));
    expect(await screen.findByText('Exam Added Successfully')).toBeTruthy();
    expect(writes(calls).map((c) => [c.method, c.path, c.body])).toEqual([
      [
        'POST',
        `/api/levels/v1/admin/levels/addExam/${L1}`,
        { titleEn: 'Final exam', titleAr: 'الاختبار النهائي', expectedTimeInMinutes: 45 },
      ],
    ]);
    await waitFor(() => expect(screen.queryByTestId('exam-form-modal')).toBeNull());
    await waitFor(async () =>
      expect((await rowTexts())[2]).toBe('Final exam45 minutes0 elementsUnpublishedEdit'),
    );
  });

  it('edits an exam’s time through the activities’ route; a refusal stays on its field', async () => {
    let refuse = true;
    const calls = stub({
      [`PUT /v1/curriculums/activities/${X1}`]: () =>
        refuse
          ? json(
              {
                message: 'Some fields are not valid.',
                fieldErrors: { expectedTimeInMinutes: 'Too long for an exam.' },
              },
              400,
            )
          : json({ data: exams[0], message: CURRICULUM_MESSAGES.activitySaved }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Letters exam' }));
    const modal = await screen.findByTestId('exam-form-modal');
    expect((within(modal).getByLabelText('Title in English') as HTMLInputElement).value).toBe(
      'Letters exam',
    );
    const minutes = within(modal).getByLabelText('Expected time (minutes)') as HTMLInputElement;
    expect(minutes.value).toBe('20');
    fireEvent.change(minutes, { target: { value: '601' } });
    fireEvent.click(within(modal).getByTestId('exam-save'));
    const minutesError = () => within(modal).queryByTestId('exam-expectedTimeInMinutes-error');
    await waitFor(() => expect(minutesError()?.textContent).toBe('At most 600.'));
    expect(writes(calls)).toEqual([]);

    fireEvent.change(minutes, { target: { value: '300' } });
    fireEvent.click(within(modal).getByTestId('exam-save'));
    await waitFor(() => expect(minutesError()?.textContent).toBe('Too long for an exam.'));
    expect(within(modal).getByTestId('exam-form-failure').textContent).toBe(
      'Some fields are not valid.',
    );
    expect(screen.getByTestId('exam-form-modal')).toBeTruthy();

    refuse = false;
    fireEvent.change(minutes, { target: { value: '30' } });
    fireEvent.click(within(modal).getByTestId('exam-save'));
    expect(await screen.findByText('Activity Added and Updated Successfully')).toBeTruthy();
    expect(writes(calls).map((c) => [c.method, c.path, c.body])[1]).toEqual([
      'PUT',
      `/api/levels/v1/curriculums/activities/${X1}`,
      { titleEn: 'Letters exam', titleAr: 'اختبار الحروف', expectedTimeInMinutes: 30 },
    ]);
    await waitFor(() => expect(screen.queryByTestId('exam-form-modal')).toBeNull());
  });

  it('opens an exam: its elements with their points, set in place; the address keeps it', async () => {
    const calls = stub({
      [`PUT /v1/admin/exam/elementPoints/${E2}`]: () =>
        json({
          data: { ...examElements[1], points: 5 },
          message: ASSESSMENT_MESSAGES.pointsUpdated,
        }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Letters exam' }));
    expect(screen.getByTestId('address').textContent).toBe(`?level=${L1}&exam=${X1}`);
    const header = await screen.findByTestId('exam-header');
    expect(within(header).getByRole('heading', { level: 2 }).textContent).toBe('Letters exam');
    expect(within(header).getByText('20 minutes')).toBeTruthy();
    expect(within(header).getByRole('button', { name: 'Unpublish' })).toBeTruthy();
    const list = await screen.findByTestId('element-list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    // Elements stay with their exam: nothing to copy or move.
    expect(screen.queryByTestId('element-copy')).toBeNull();

    const points = screen.getByLabelText('Points of element 2') as HTMLInputElement;
    expect(points.value).toBe('1');
    fireEvent.change(points, { target: { value: '101' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the points of element 2' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Give a whole number from 0 to 100.',
    );
    expect(writes(calls)).toEqual([]);
    fireEvent.change(points, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the points of element 2' }));
    expect(await screen.findByText('Points Updated Successfully')).toBeTruthy();
    expect(writes(calls).map((c) => [c.method, c.path, c.body])).toEqual([
      ['PUT', `/api/levels/v1/admin/exam/elementPoints/${E2}`, { points: 5 }],
    ]);

    // An element opens in the lessons' editor; back goes to the topic.
    fireEvent.click(within(list).getAllByRole('button', { name: 'Text to text' })[0]!);
    expect(screen.getByTestId('address').textContent).toBe(`?level=${L1}&exam=${X1}&element=${E1}`);
    expect(await screen.findByTestId('element-panel')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to Letters' }));
    expect(screen.getByTestId('address').textContent).toBe(`?level=${L1}`);
    expect(await screen.findByTestId('topic-exams-list')).toBeTruthy();
  });

  it('in Arabic, right to left: the list, the form and an opened exam', async () => {
    await changeLanguage('ar');
    stub();
    renderPage();
    expect(document.documentElement.dir).toBe('rtl');
    await screen.findByRole('region', { name: 'الاختبارات' });
    await waitFor(async () =>
      expect(await rowTexts()).toEqual([
        'اختبار الحروف20 دقيقةعنصرانمنشورتعديل',
        // A title missing in Arabic falls back to the English one.
        'Sounds examبلا وقت محددلا عناصرغير منشورتعديل',
      ]),
    );
    fireEvent.click(screen.getByRole('button', { name: 'إضافة اختبار' }));
    const modal = await screen.findByTestId('exam-form-modal');
    expect(within(modal).getByRole('heading', { name: 'إضافة اختبار' })).toBeTruthy();
    expect(within(modal).getByLabelText('الوقت المتوقع (بالدقائق)')).toBeTruthy();
    fireEvent.click(within(modal).getByRole('button', { name: 'إلغاء' }));
    await waitFor(() => expect(screen.queryByTestId('exam-form-modal')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'اختبار الحروف' }));
    const header = await screen.findByTestId('exam-header');
    expect(within(header).getByText('الاختبار')).toBeTruthy();
    expect(await screen.findByLabelText('النقاط للعنصر 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'العودة إلى الحروف' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/curriculumContent\./);
  });
});
