import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CUSTOMER_SETUP_STEPS,
  type CustomerSetupProgress,
  type CustomersSetup,
} from '../../contract/setup';
import type { PlatformOverview } from '../../contract/platform-overview';
import { HomeRoute } from '../../src/app/routes/home-route';
import { changeLanguage } from '../../src/i18n/i18n';
import { createTestActors, type TestActors } from './support/actors';
import { routeFetch, type Call } from './support/fetch-routes';
import { hadAdmin, membership, nourManager, permissions } from './support/orgs';
import { json, renderWithApp } from './support/render';

const overview: PlatformOverview = {
  organizations: 1250,
  byState: { pending: 3, active: 1200, paused: 20, canceled: 15, ended: 12 },
  endingSoon: {
    total: 12,
    result: [
      {
        id: '00000000-0000-4000-8000-000000000001',
        name: 'مدرسة النور',
        status: 'active',
        endsAt: '2026-12-01',
        daysLeft: 1,
      },
      {
        id: '00000000-0000-4000-8000-000000000002',
        name: 'Dar Al Ilm',
        status: 'paused',
        endsAt: '2026-12-20',
        daysLeft: 20,
      },
    ],
  },
};

const total = (n: number) => () =>
  json({
    data: {
      result: [],
      pagination: { pageNumber: 1, pageSize: 1, numOfPages: n, total: n, count: 0 },
    },
  });

const STUCK = '00000000-0000-4000-8000-00000000a001';
const customers: CustomersSetup = {
  complete: 3,
  total: 2,
  stuck: 1,
  result: [
    {
      id: STUCK,
      name: 'مدرسة الأمل',
      settled: 1,
      nextStep: 'teacher',
      since: '2026-10-01T09:00:00.000Z',
      stuck: true,
    },
    {
      id: '00000000-0000-4000-8000-00000000a002',
      name: 'Huda School',
      settled: 3,
      nextStep: 'assignment',
      since: '2026-11-20T09:00:00.000Z',
      stuck: false,
    },
  ],
};

const PENDING = '00000000-0000-4000-8000-00000000b001';
const pendingCustomer: CustomerSetupProgress = {
  organizationId: PENDING,
  name: 'دار القلم',
  contractStatus: 'pending',
  steps: CUSTOMER_SETUP_STEPS.map((step, i) => ({ step, done: i < 2 })),
  done: 2,
  next: 'manager',
};

const HANDLERS = {
  'GET /v1/organization/overview': () => json({ data: overview }),
  'GET /v1/organization/customer-setup': () => json({ data: { result: [pendingCustomer] } }),
  'GET /v1/organization/setup/customers': () => json({ data: customers }),
  'POST /v1/teachers/get-all': total(4),
  'GET /v1/users/defaultGroupMembers': total(1500),
  'GET /v1/admin/liveClasses': total(0),
  'GET /v2/admin/live-classes/invalid': total(2),
};

let actors: TestActors | null = null;
afterEach(() => actors?.stop());

async function renderHome(org = hadAdmin, handlers: typeof HANDLERS = HANDLERS) {
  const fetched = routeFetch(handlers);
  actors = createTestActors([org]);
  renderWithApp(<HomeRoute />, { actors });
  return fetched;
}

const asked = (calls: Call[], suffix: string) => calls.filter((call) => call.path.endsWith(suffix));

describe.each(['en', 'ar'] as const)("HAD's dashboard shows the platform (%s)", (lng) => {
  it('organisations by contract state, the contracts ending soon and what waits', async () => {
    await changeLanguage(lng);
    const { calls } = await renderHome();
    const states = await screen.findByTestId('platform-states', {}, { timeout: 5000 });
    // Arabic keeps Latin digits with its own grouping (the console's one number formatter).
    expect(within(states).getByTestId('platform-state-active').textContent).toBe('1,200');
    expect(within(states).getByTestId('platform-state-ended').textContent).toBe('12');
    expect(screen.getByText(lng === 'en' ? 'Ended' : 'منتهٍ')).toBeTruthy();

    const ending = screen.getByTestId('platform-ending');
    const link = within(ending).getByRole('link', { name: 'مدرسة النور' });
    expect(link.getAttribute('href')).toBe(
      `/organizations?search=${encodeURIComponent('مدرسة النور')}`,
    );
    expect(within(ending).getByText(lng === 'en' ? '1 day' : 'يوم واحد')).toBeTruthy();
    expect(within(ending).getByText(lng === 'en' ? '20 days' : '20 يومًا')).toBeTruthy();
    expect(screen.getByText(lng === 'en' ? 'Showing 2 of 12.' : 'يُعرض 2 من 12.')).toBeTruthy();

    const attention = await screen.findByTestId('platform-attention');
    await waitFor(() => expect(within(attention).getAllByRole('link')).toHaveLength(3));
    const guests = within(attention).getByTestId('attention-guests');
    expect(guests.textContent).toContain('1,500');
    expect(within(guests).getByRole('link').getAttribute('href')).toBe('/users/guests');
    expect(
      within(attention)
        .getByTestId('attention-teacherProfiles')
        .querySelector('a')
        ?.getAttribute('href'),
    ).toBe('/users/teachers/review?status=submitted');
    // Nothing to approve: that queue is not listed.
    expect(within(attention).queryByTestId('attention-liveClassesToApprove')).toBeNull();
    // Each queue is counted from its own list, a page of one, with its filter.
    const teachers = asked(calls, '/v1/teachers/get-all')[0]!;
    expect(teachers.body).toMatchObject({ status: 'submitted' });
    expect(teachers.query.get('pageSize')).toBe('1');
    const toApprove = asked(calls, '/v1/admin/liveClasses')[0]!;
    expect(toApprove.query.get('approval')).toBe('unapproved');
    expect(toApprove.query.get('timing')).toBe('notStarted');
    // The customers still setting up, the longest idle first, with their next step.
    const setup = screen.getByTestId('platform-setup');
    expect(screen.getByTestId('platform-setup-summary').textContent).toBe(
      lng === 'en'
        ? '3 set up, 2 setting up, 1 with no step for 7 days or more.'
        : 'اكتمل تجهيز 3، وقيد التجهيز 2، ومنهم 1 بلا خطوة منذ 7 أيام أو أكثر.',
    );
    const stuck = within(setup).getByTestId(`platform-setup-${STUCK}`);
    expect(within(stuck).getByRole('link').getAttribute('href')).toBe(`/organizations/${STUCK}`);
    expect(stuck.textContent).toContain(lng === 'en' ? 'Add a teacher' : 'أضف معلمًا');
    expect(stuck.textContent).toContain(lng === 'en' ? 'Stuck' : 'متوقف');
    expect(within(setup).getAllByText(lng === 'en' ? 'Stuck' : 'متوقف')).toHaveLength(1);
    // The customers HAD is still setting up, continued where they stopped.
    const pending = await screen.findByTestId('platform-pending');
    const resume = within(pending).getByTestId(`platform-pending-${PENDING}`);
    expect(resume.textContent).toBe(
      lng === 'en' ? 'Set-up 2 of 5: continue' : 'الإعداد 2 من 5: تابِع',
    );
    expect(resume.getAttribute('href')).toBe(`/organizations/${PENDING}/setup`);
    expect(pending.textContent).toContain(lng === 'en' ? 'Manager' : 'المدير');
    // HAD's own seats are not the dashboard's subject any more.
    expect(asked(calls, '/v1/organization/report')).toHaveLength(0);
  });
});

describe("HAD's dashboard", () => {
  it('shows a queue only to those whose navigation shows its screen', async () => {
    const organisationsOnly = membership({
      id: 'org-had',
      name: 'HAD',
      location: 'Riyadh',
      role: {
        name: 'Contracts',
        number: 7,
        permissions: permissions({ GroupsManager: { read: true, write: false, update: false } }),
      },
    });
    const { calls } = await renderHome(organisationsOnly);
    await screen.findByTestId('platform-states', {}, { timeout: 5000 });
    expect(screen.queryByTestId('platform-attention')).toBeNull();
    // Who may not set customers up sees how far they went, without a way in.
    const pending = await screen.findByTestId('platform-pending');
    expect(pending.textContent).toContain('Set-up 2 of 5');
    expect(within(pending).queryByTestId(`platform-pending-${PENDING}`)).toBeNull();
    expect(asked(calls, '/v1/teachers/get-all')).toHaveLength(0);
    expect(asked(calls, '/v1/users/defaultGroupMembers')).toHaveLength(0);
  });

  it('says so when a queue cannot be counted', async () => {
    await renderHome(hadAdmin, {
      ...HANDLERS,
      'GET /v1/users/defaultGroupMembers': () =>
        json({ message: 'Internal server error.', code: 'INTERNAL' }, 500),
    });
    const guests = await screen.findByTestId('attention-guests', {}, { timeout: 5000 });
    await waitFor(() => expect(guests.textContent).toContain('Could not be counted'));
    expect(within(guests).queryByRole('link')).toBeNull();
  });

  it('says so when nothing waits', async () => {
    await renderHome(hadAdmin, {
      ...HANDLERS,
      'POST /v1/teachers/get-all': total(0),
      'GET /v1/users/defaultGroupMembers': total(0),
      'GET /v2/admin/live-classes/invalid': total(0),
    });
    await screen.findByTestId('platform-attention-none', {}, { timeout: 5000 });
  });

  it('a failed overview says why and tries again', async () => {
    let fail = true;
    await renderHome(hadAdmin, {
      ...HANDLERS,
      'GET /v1/organization/overview': () =>
        fail
          ? json({ message: 'Internal server error.', code: 'INTERNAL' }, 500)
          : json({ data: overview }),
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    fail = false;
    within(alert).getByRole('button', { name: 'Try again' }).click();
    await screen.findByTestId('platform-states', {}, { timeout: 5000 });
  });

  it("a customer's manager sees their organisation's report, not the platform", async () => {
    const { calls } = await renderHome(nourManager, {
      ...HANDLERS,
      'GET /v1/organization/report': () => json({ message: 'Not found.', code: 'NOT_FOUND' }, 404),
    } as typeof HANDLERS);
    await waitFor(() => expect(asked(calls, '/v1/organization/report')).toHaveLength(1));
    expect(screen.queryByTestId('platform-home')).toBeNull();
    expect(asked(calls, '/v1/organization/overview')).toHaveLength(0);
  });
});
