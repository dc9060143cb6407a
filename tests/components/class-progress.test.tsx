import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClassProgress as Progress } from '../../contract/assessment';
import { ClassProgress } from '../../src/features/classes/class-progress';
import { changeLanguage } from '../../src/i18n/i18n';
import { createTestActors, type TestActors } from './support/actors';
import { ALIF, classRoom } from './support/class-fixtures';
import { routeFetch } from './support/fetch-routes';
import { nourManager } from './support/orgs';
import { json, renderWithApp } from './support/render';

const TOPIC = '00000000-0000-4000-8000-000000000077';
const student = (n: number, extra: Partial<Progress['students'][number]> = {}) => ({
  userId: `00000000-0000-4000-8000-00000000010${n}`,
  firstName: `سارة ${n}`,
  lastName: 'Student',
  unitsDone: 0,
  attempts: 0,
  averageScore: null,
  lastActivityAt: null,
  ...extra,
});
const progress: Progress = {
  classRoomId: ALIF,
  levelId: TOPIC,
  units: 3,
  students: [
    student(1, {
      unitsDone: 2,
      attempts: 1250,
      averageScore: 87.5,
      lastActivityAt: '2026-06-12T09:00:00.000Z',
    }),
    student(2),
  ],
};

let actors: TestActors | null = null;
afterEach(() => actors?.stop());

function renderProgress(answer: () => Response) {
  const fetched = routeFetch({ [`GET /v1/admin/units/class_rooms/${ALIF}/progress`]: answer });
  actors = createTestActors([nourManager]);
  renderWithApp(<ClassProgress classRoom={classRoom({ id: ALIF, name: 'Alif' })} />, { actors });
  return fetched;
}

describe.each(['en', 'ar'] as const)('a class’s progress (%s)', (lng) => {
  it('lists each student: units done of the topic’s, attempts, average and last activity', async () => {
    await changeLanguage(lng);
    const { calls } = renderProgress(() => json({ data: progress }));
    const table = await screen.findByTestId('class-progress-table');
    expect(calls.filter((call) => call.path.endsWith('/progress'))).toHaveLength(1);
    const first = within(table).getByTestId(`class-progress-${progress.students[0]!.userId}`);
    const cells = within(first)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[0]).toBe(lng === 'en' ? '2 of 3' : '2 من 3');
    expect(cells[1]).toBe('1,250');
    expect(cells[2]).toBe(lng === 'en' ? '87.5%' : '87.5٪');
    expect(cells[3]).toMatch(/2026|٢٠٢٦/);
    const second = within(table).getByTestId(`class-progress-${progress.students[1]!.userId}`);
    expect(within(second).getAllByRole('cell')[3]!.textContent).toBe(
      lng === 'en' ? 'Not yet' : 'لم يبدأ بعد',
    );
    expect(within(second).getAllByRole('cell')[2]!.textContent).toBe('—');
  });
});

describe('a class’s progress', () => {
  it('says so when the class follows no topic, or has no student', async () => {
    renderProgress(() => json({ data: { ...progress, levelId: null } }));
    await screen.findByText(/follows no topic yet/);
  });

  it('says so when the class has no student', async () => {
    renderProgress(() => json({ data: { ...progress, students: [] } }));
    await screen.findByTestId('class-progress-empty');
  });

  it('a failed read says why and tries again', async () => {
    let fail = true;
    renderProgress(() =>
      fail
        ? json({ message: 'Internal server error.', code: 'INTERNAL' }, 500)
        : json({ data: progress }),
    );
    const alert = await screen.findByTestId('class-progress-error', {}, { timeout: 5000 });
    fail = false;
    within(alert).getByRole('button', { name: 'Try again' }).click();
    await screen.findByTestId('class-progress-table');
  });
});
