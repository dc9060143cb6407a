import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../contract/constants';
import { LIVE_CLASS_MESSAGES } from '../../contract/live-classes';
import { MyLiveClassesRoute } from '../../src/app/routes/my-live-classes-route';
import { MyLiveClassesPage } from '../../src/features/live-classes/my-classes/my-classes-page';
import { changeLanguage } from '../../src/i18n/i18n';
import { ConfirmDialog } from '../../src/ui/confirm-dialog';
import { AppToaster } from '../../src/ui/toast';
import { createTestActors, type TestActors } from './support/actors';
import { routeFetch, type Call } from './support/fetch-routes';
import { CLASS_ID, liveClass, ME, pageOf, review } from './support/my-live-class-fixtures';
import { hadAdmin, hadTeacher, membership, noRights, permissions } from './support/orgs';
import { json, renderWithApp } from './support/render';

const me = { id: ME, email: 'huda@demo.test', firstName: 'Huda', lastName: 'Saleh' };

let actors: TestActors | null = null;
afterEach(() => {
  actors?.stop();
  actors = null;
});

function renderPage(path: string, { canTake = true } = {}) {
  actors = createTestActors([hadTeacher]);
  return renderWithApp(
    <>
      <MyLiveClassesPage
        canRead
        canTake={canTake}
        canJoin={canTake}
        confirmation={actors.confirmation}
      />
      <ConfirmDialog actor={actors.confirmation} />
      <AppToaster />
    </>,
    { actors, path },
  );
}

const available = [
  liveClass(7, 3 * 24 * 60, { teacherId: null, teacherName: null, actions: ['accept'] }),
  liveClass(8, 4 * 24 * 60, { teacherId: null, teacherName: null, actions: [] }),
];
const accepts = (calls: Call[]) =>
  calls.filter((c) => c.method === 'PUT' && c.path.includes('/v1/live-class/accept/'));

describe('available classes to take', () => {
  it('lists them; Take asks first, accepts, toasts and fetches the lists again', async () => {
    const { calls } = routeFetch({
      'GET /v2/admin/live-classes/available': () => pageOf(available),
      [`PUT /v1/live-class/accept/${CLASS_ID(7)}`]: () =>
        json({ data: null, message: LIVE_CLASS_MESSAGES.accepted }),
    });
    renderPage('/live-classes/my-classes?tab=available');
    const card = await screen.findByTestId(`available-${CLASS_ID(7)}`);
    expect(screen.getByTestId('my-live-classes-tab-available').getAttribute('aria-current')).toBe(
      'page',
    );
    // Only the classes the service offers to take have the button.
    expect(within(screen.getByTestId(`available-${CLASS_ID(8)}`)).queryByRole('button')).toBeNull();
    const take = within(card).getByRole('button', { name: 'Take this class: Class 7' });
    expect(take.textContent).toBe('Take this class');

    fireEvent.click(take);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Take this class?')).toBeTruthy();
    expect(within(dialog).getByText(/You will teach "Class 7" on /)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(accepts(calls)).toHaveLength(0);

    fireEvent.click(take);
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Take this class',
      }),
    );
    expect(await screen.findByText('Live Class Accepted Successfully!')).toBeTruthy();
    expect(accepts(calls)).toHaveLength(1);
    await waitFor(() =>
      expect(calls.filter((c) => c.path.endsWith('/available')).length).toBeGreaterThan(1),
    );
  });

  it('names the class that clashes on a 409, in a toast and on the card', async () => {
    routeFetch({
      'GET /v2/admin/live-classes/available': () => pageOf(available),
      [`PUT /v1/live-class/accept/${CLASS_ID(7)}`]: () =>
        json({ message: LIVE_CLASS_MESSAGES.teacherClash('Grammar A'), code: 'CONFLICT' }, 409),
    });
    renderPage('/live-classes/my-classes?tab=available');
    const card = await screen.findByTestId(`available-${CLASS_ID(7)}`);
    fireEvent.click(within(card).getByRole('button', { name: /Take this class/ }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Take this class',
      }),
    );
    const clash = await screen.findByTestId(`available-clash-${CLASS_ID(7)}`);
    expect(clash.getAttribute('role')).toBe('alert');
    expect(clash.textContent).toBe('You already teach "Grammar A" at an overlapping time.');
    expect(
      screen.getAllByText('You already teach "Grammar A" at an overlapping time.'),
    ).toHaveLength(2);
    expect(screen.queryByText('Live Class Accepted Successfully!')).toBeNull();
  });

  it('shows another refusal as the service says it', async () => {
    routeFetch({
      'GET /v2/admin/live-classes/available': () => pageOf(available),
      [`PUT /v1/live-class/accept/${CLASS_ID(7)}`]: () =>
        json({ message: LIVE_CLASS_MESSAGES.notAllowed('accept'), code: 'CONFLICT' }, 409),
    });
    renderPage('/live-classes/my-classes?tab=available');
    const card = await screen.findByTestId(`available-${CLASS_ID(7)}`);
    fireEvent.click(within(card).getByRole('button', { name: /Take this class/ }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Take this class',
      }),
    );
    expect(await screen.findByText('This live class cannot be accept now.')).toBeTruthy();
    expect(screen.queryByTestId(`available-clash-${CLASS_ID(7)}`)).toBeNull();
  });

  it('tells a clash and a refusal in Arabic', async () => {
    await changeLanguage('ar');
    let answer = LIVE_CLASS_MESSAGES.teacherClash('Grammar A');
    routeFetch({
      'GET /v2/admin/live-classes/available': () => pageOf(available),
      [`PUT /v1/live-class/accept/${CLASS_ID(7)}`]: () =>
        json({ message: answer, code: 'CONFLICT' }, 409),
    });
    renderPage('/live-classes/my-classes?tab=available');
    const card = await screen.findByTestId(`available-${CLASS_ID(7)}`);
    const take = () => {
      fireEvent.click(within(card).getByRole('button', { name: /تولَّ تدريس هذه الحصة/ }));
      return screen.findByRole('alertdialog');
    };
    const dialog = await take();
    expect(within(dialog).getByText('هل تتولى تدريس هذه الحصة؟')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'تولَّ تدريس هذه الحصة' }));
    expect((await screen.findByTestId(`available-clash-${CLASS_ID(7)}`)).textContent).toBe(
      'أنت تدرّس «Grammar A» في وقت متداخل.',
    );
    // A class of another organisation is not named, and "another class" is said in Arabic.
    answer = LIVE_CLASS_MESSAGES.teacherClash(LIVE_CLASS_MESSAGES.anotherClass);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    fireEvent.click(within(await take()).getByRole('button', { name: 'تولَّ تدريس هذه الحصة' }));
    await waitFor(() =>
      expect(screen.getByTestId(`available-clash-${CLASS_ID(7)}`).textContent).toBe(
        'أنت تدرّس حصة أخرى في وقت متداخل.',
      ),
    );
    answer = LIVE_CLASS_MESSAGES.notAllowed('accept');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    fireEvent.click(within(await take()).getByRole('button', { name: 'تولَّ تدريس هذه الحصة' }));
    expect(await screen.findByText('لا يمكن قبول هذه الحصة المباشرة الآن.')).toBeTruthy();
  });

  it('offers no Take without the right to, and says so', async () => {
    routeFetch({ 'GET /v2/admin/live-classes/available': () => pageOf(available) });
    renderPage('/live-classes/my-classes?tab=available', { canTake: false });
    await screen.findByTestId(`available-${CLASS_ID(7)}`);
    expect(screen.queryByRole('button', { name: /Take this class/ })).toBeNull();
    expect(screen.getByText('You can see these classes, but not take them.')).toBeTruthy();
  });

  it('says when none are available', async () => {
    routeFetch({ 'GET /v2/admin/live-classes/available': () => pageOf([]) });
    renderPage('/live-classes/my-classes?tab=available');
    expect((await screen.findByTestId('available-classes-empty')).textContent).toBe(
      'No classes are available to take right now.',
    );
  });
});

describe('my reviews', () => {
  it('shows the average in words and stars, and the reviews a page at a time', async () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(me));
    const { calls } = routeFetch({
      'GET /v1/users/me': () => json({ data: me }),
      [`GET /v2/admin/live-classes/teachers/${ME}/reviews`]: (call) =>
        pageOf(
          [review(1, 5, { comment: 'Clear and kind.' }), review(2, 4)],
          Number(call.query.get('pageNumber')),
          2,
          { averageRate: 4.46 },
        ),
    });
    renderPage('/live-classes/my-classes?tab=reviews');
    const average = await screen.findByTestId('my-reviews-average');
    expect(within(average).getByRole('heading', { name: 'Your average rating' })).toBeTruthy();
    expect(average.textContent).toContain('4.5');
    expect(average.textContent).toContain('4.5 out of 5 (40 reviews)');
    expect(average.querySelectorAll('svg')).toHaveLength(5);
    const first = screen.getByTestId(`my-review-${review(1, 5).id}`);
    expect(within(first).getByText('5 out of 5')).toBeTruthy();
    expect(within(first).getByText('Clear and kind.')).toBeTruthy();
    expect(within(first).getByText(/^Learner 1, /)).toBeTruthy();
    const reviewCalls = () => calls.filter((c) => c.path.endsWith('/reviews'));
    expect(reviewCalls()[0]?.query.get('pageNumber')).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(reviewCalls().at(-1)?.query.get('pageNumber')).toBe('2'));
  });

  it('reads in Arabic', async () => {
    await changeLanguage('ar');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(me));
    routeFetch({
      'GET /v1/users/me': () => json({ data: me }),
      [`GET /v2/admin/live-classes/teachers/${ME}/reviews`]: () =>
        pageOf([review(1, 4)], 1, 1, { averageRate: 4 }),
    });
    renderPage('/live-classes/my-classes?tab=reviews');
    const average = await screen.findByTestId('my-reviews-average');
    expect(within(average).getByRole('heading', { name: 'متوسط تقييمك' })).toBeTruthy();
    expect(average.textContent).toContain('4 من 5 (تقييم واحد)');
    expect(screen.getByRole('link', { name: 'تقييماتي' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('says when there are none yet', async () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(me));
    routeFetch({
      'GET /v1/users/me': () => json({ data: me }),
      [`GET /v2/admin/live-classes/teachers/${ME}/reviews`]: () =>
        pageOf([], 1, 1, { averageRate: null }),
    });
    renderPage('/live-classes/my-classes?tab=reviews');
    expect((await screen.findByTestId('my-reviews-empty')).textContent).toBe(
      'No reviews of your classes yet.',
    );
  });
});

describe('the route', () => {
  function renderRoute(org: Parameters<typeof createTestActors>[0]) {
    routeFetch({ 'GET /myClasses': () => pageOf([]) });
    actors = createTestActors(org);
    return renderWithApp(
      <Routes>
        <Route path="/live-classes/my-classes" element={<MyLiveClassesRoute />} />
        <Route path="/live-classes/manager" element={<p>managers’ screen</p>} />
      </Routes>,
      { actors, path: '/live-classes/my-classes' },
    );
  }

  it('is the teachers’ screen with r LiveClasses', async () => {
    renderRoute([hadTeacher]);
    expect(await screen.findByTestId('my-classes-upcoming-empty')).toBeTruthy();
  });

  it('sends a manager or an observer to the managers’ screen', async () => {
    renderRoute([hadAdmin]);
    expect(await screen.findByText('managers’ screen')).toBeTruthy();
    actors?.stop();
    const observer = membership({
      id: 'org-nour',
      name: 'Nour Academy',
      location: 'Riyadh',
      role: {
        name: 'Observer',
        number: 3,
        permissions: permissions({
          LiveClasses: { read: true },
          LiveClassesObserver: { read: true },
        }),
      },
    });
    renderRoute([observer]);
    expect((await screen.findAllByText('managers’ screen')).length).toBeGreaterThan(0);
  });

  it('says when the role cannot read live classes', async () => {
    renderRoute([noRights()]);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'You do not have access to live classes in this organisation.',
      ),
    );
  });
});
