import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  ChoiceActivity,
  Assignment,
  AssignmentWithElements,
  Submission,
} from '../../contract/assignments';
import { AssignmentsPage } from '../../src/features/assignments/assignments-page';
import { changeLanguage } from '../../src/i18n/i18n';
import { ConfirmDialog } from '../../src/ui/confirm-dialog';
import { AppToaster } from '../../src/ui/toast';
import { createTestActors, type TestActors } from './support/actors';
import { captureSavedFiles, chooseExport, readSheet } from './support/exports';
import { routeFetch } from './support/fetch-routes';
import { nourManager } from './support/orgs';
import { json, renderWithApp } from './support/render';

/*
 * /curriculum/assignments: the list with its figures, export and states; the guided form (topic,
 * then its published questions, then classes with due days); one opened with who submitted,
 * late or not; delete through the confirmation dialog. English and Arabic.
 */

const ID = '00000000-0000-4000-8000-00000000a001';
const ALIF = '00000000-0000-4000-8000-0000000000a1';
const TOPIC = '00000000-0000-4000-8000-0000000000d1';
const E1 = '00000000-0000-4000-8000-0000000000e1';
const E2 = '00000000-0000-4000-8000-0000000000e2';
const due = '2030-05-10T20:59:00.000Z';

const item: Assignment = {
  id: ID,
  kind: 'assignment',
  titleEn: 'Letters practice',
  titleAr: 'تمرين الحروف',
  levelId: TOPIC,
  levelTitleEn: 'Letters',
  levelTitleAr: 'الحروف',
  expectedTimeInMinutes: 15,
  elements: 2,
  classRooms: [
    { classRoomId: ALIF, name: 'Alif', dueAt: due, givenAt: '2030-05-01T10:00:00.000Z' },
  ],
  submittedBy: 2,
  attempts: 3,
  averageScore: 66.7,
  createdAt: '2030-05-01T10:00:00.000Z',
};
const detail: AssignmentWithElements = { ...item, elementList: [] };
const student = (firstName: string, over: Partial<Submission>): Submission => ({
  userId: `00000000-0000-4000-8000-0000000001${firstName.length}${firstName.charCodeAt(0) % 10}`,
  firstName,
  lastName: 'Mansour',
  classRoomId: ALIF,
  className: 'Alif',
  dueAt: due,
  submitted: false,
  attempts: 0,
  bestPercent: null,
  lastPercent: null,
  submittedAt: null,
  lastSubmittedAt: null,
  late: false,
  ...over,
});
const submissions: Submission[] = [
  student('Ahmad', {
    submitted: true,
    attempts: 1,
    bestPercent: 100,
    lastPercent: 100,
    submittedAt: '2030-05-02T10:00:00.000Z',
  }),
  student('Fatima', {
    submitted: true,
    attempts: 2,
    bestPercent: 80,
    lastPercent: 50,
    submittedAt: '2030-05-11T10:00:00.000Z',
    late: true,
  }),
  student('Youssef', {}),
];
const choices: ChoiceActivity[] = [
  {
    id: '00000000-0000-4000-8000-0000000000c1',
    kind: 'lesson',
    titleEn: 'Alif and Ba',
    titleAr: 'الألف والباء',
    unitTitleEn: 'Unit 1',
    unitTitleAr: 'الوحدة 1',
    elements: [
      {
        id: E1,
        typeId: 'text-text',
        titleEn: '',
        titleAr: '',
        preview: 'ما هذا الحرف؟',
        points: 1,
      },
      { id: E2, typeId: 'text-text', titleEn: '', titleAr: '', preview: 'اختر الباء', points: 2 },
    ],
  },
];

let actors: TestActors | null = null;
afterEach(() => {
  actors?.stop();
  actors = null;
});

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

function stub(list: Assignment[] = [item], { attempted = true } = {}) {
  return routeFetch({
    'GET /given-activities': () =>
      json({
        data: {
          result: list,
          pagination: {
            pageNumber: 1,
            pageSize: 20,
            numOfPages: 1,
            total: list.length,
            count: list.length,
          },
        },
      }),
    [`GET /given-activities/${ID}`]: () => json({ data: detail }),
    [`GET /given-activities/${ID}/submissions`]: () => json({ data: submissions }),
    [`DELETE /given-activities/${ID}`]: () =>
      attempted
        ? json(
            {
              message:
                'Learners have submitted attempts at it, so it cannot be deleted. Take it back from its classes instead.',
              code: 'CONFLICT',
            },
            409,
          )
        : json({ data: { id: ID }, message: 'Assignment Deleted Successfully' }),
    'GET /given-choices/topics': () =>
      json({ data: [{ id: TOPIC, titleEn: 'Letters', titleAr: 'الحروف' }] }),
    [`GET /given-choices/topics/${TOPIC}`]: () => json({ data: choices }),
    'GET /class_room/list': () => json({ data: [{ id: ALIF, name: 'Alif' }] }),
    'POST /activities/assignment': () =>
      json({ data: { ...detail, id: ID }, message: 'Assignment Added Successfully' }, 201),
  });
}

function renderPage(
  path = '/curriculum/assignments',
  canWrite = true,
  kind: 'assignment' | 'knowledge_test' = 'assignment',
) {
  actors = createTestActors([nourManager]);
  renderWithApp(
    <>
      <AssignmentsPage
        kind={kind}
        canRead
        canWrite={canWrite}
        canUpdate={canWrite}
        confirmation={actors.confirmation}
      />
      <ConfirmDialog actor={actors.confirmation} />
      <Address />
      <AppToaster />
    </>,
    { actors, path },
  );
}

describe('/curriculum/assignments', () => {
  it('lists the work with its topic, classes, submissions and average, and exports it', async () => {
    stub();
    const files = captureSavedFiles();
    renderPage();
    const table = await screen.findByTestId('given-table');
    const rows = within(table).getAllByRole('row');
    expect(rows[0]!.textContent).toBe('TitleTopicClassesSubmitted byAverage scoreActions');
    expect(rows[1]!.textContent).toBe('Letters practiceLettersAlif266.7%Open');
    await chooseExport('given-export', 'xlsx');
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toMatch(/^assignments-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = await readSheet(files[0]!);
    expect(sheet[1]!.slice(0, 6)).toEqual(['Letters practice', 'Letters', 'Alif', 2, 2, 66.7]);
  });

  it('opens the form from a link (?new=1), and the address forgets it once closed', async () => {
    stub();
    renderPage('/curriculum/assignments?new=1');
    const form = await screen.findByTestId('given-form');
    expect(screen.getByTestId('address').textContent).toBe('?new=1');
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('given-form')).toBeNull());
    expect(screen.getByTestId('address').textContent).toBe('');
  });

  it('opens no form from the link for someone who cannot create', async () => {
    stub();
    renderPage('/curriculum/assignments?new=1', false);
    await screen.findByTestId('given-table');
    expect(screen.queryByTestId('given-form')).toBeNull();
  });

  it('says when there is nothing yet', async () => {
    stub([]);
    renderPage();
    expect((await screen.findByTestId('given-list-empty')).textContent).toBe(
      'Nothing yet. Create the first one.',
    );
  });

  it('creates one from a topic’s published questions, given to Alif with a due day', async () => {
    const { calls } = stub();
    renderPage();
    fireEvent.click(await screen.findByTestId('given-new'));
    const form = await screen.findByTestId('given-form');
    fireEvent.click(within(form).getByTestId('given-form-save'));
    expect(await within(form).findByText('Give a title in English or Arabic.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Title in English'), {
      target: { value: 'Letters practice' },
    });
    await waitFor(() => expect(within(form).getByRole('option', { name: 'Letters' })).toBeTruthy());
    fireEvent.change(within(form).getByLabelText('Topic'), { target: { value: TOPIC } });
    const choice = await within(form).findByLabelText(/اختر الباء/);
    // Each choice names its element's type as the page reads it, not as the data does.
    expect(choice.closest('label')?.textContent).toContain('(Text to text, 2 pt)');
    fireEvent.click(choice);
    fireEvent.click(within(form).getByLabelText(/ما هذا الحرف/));
    fireEvent.click(await within(form).findByLabelText('Alif'));
    fireEvent.change(within(form).getByLabelText('Due date for Alif'), {
      target: { value: '2030-05-10' },
    });
    fireEvent.click(within(form).getByTestId('given-form-save'));
    await screen.findByText('Assignment Added Successfully');
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.body).toEqual({
      kind: 'assignment',
      titleEn: 'Letters practice',
      titleAr: '',
      levelId: TOPIC,
      expectedTimeInMinutes: null,
      elementIds: [E2, E1],
      classRooms: [{ classRoomId: ALIF, dueAt: new Date('2030-05-10T23:59:00').toISOString() }],
    });
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe(`?id=${ID}`));
  });

  it('shows who submitted, late or not, and refuses to delete attempted work', async () => {
    stub();
    renderPage(`/curriculum/assignments?id=${ID}`);
    const table = await screen.findByTestId('given-submissions');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('Ahmad MansourAlifOn time1100%100%');
    expect(rows[2]!.textContent).toContain('Fatima MansourAlifLate280%50%');
    expect(rows[3]!.textContent).toBe('Youssef MansourAlifNot yet0———');
    fireEvent.click(screen.getByTestId('given-delete'));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        'Learners have submitted attempts at it, so it cannot be deleted. Take it back from its classes instead.',
      ),
    ).toBeTruthy();
  });

  it('reads in Arabic', async () => {
    await changeLanguage('ar');
    stub();
    renderPage(`/curriculum/assignments?id=${ID}`);
    expect(await screen.findByRole('heading', { name: 'الواجبات' })).toBeTruthy();
    const table = await screen.findByTestId('given-submissions');
    expect(within(table).getAllByRole('row')[0]!.textContent).toBe(
      'الطالبالفصلالحالةالمحاولاتأفضل درجةآخر درجةوقت الإرسال',
    );
    expect(within(table).getAllByRole('row')[2]!.textContent).toContain('متأخر');
    expect(screen.getByRole('heading', { name: 'تمرين الحروف' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /العودة إلى القائمة/ }));
    const list = await screen.findByTestId('given-table');
    expect(within(list).getAllByRole('row')[1]!.textContent).toContain('تمرين الحروفالحروفAlif2');
  });

  it('deletes work nobody attempted, after asking, and goes back to the list', async () => {
    const { calls } = stub([item], { attempted: false });
    renderPage(`/curriculum/assignments?id=${ID}`);
    fireEvent.click(await screen.findByTestId('given-delete'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('“Letters practice” and its questions will be deleted.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Assignment Deleted Successfully');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe(''));
  });

  it('knowledge tests: their own screen, asked for by kind; read only without write', async () => {
    const { calls } = stub([{ ...item, kind: 'knowledge_test', titleEn: 'Quiz' }]);
    renderPage('/curriculum/tests', false, 'knowledge_test');
    expect(await screen.findByRole('heading', { name: 'Knowledge tests' })).toBeTruthy();
    await screen.findByTestId('given-table');
    expect(screen.queryByTestId('given-new')).toBeNull();
    expect(calls.find((call) => call.path.endsWith('/given-activities'))!.query.get('kind')).toBe(
      'knowledge_test',
    );
  });
});
