import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ORGANIZATION_MESSAGES, type Organization } from '../../contract/organizations';
import type { CustomerSetupProgress } from '../../contract/setup';
import { changeLanguage } from '../../src/i18n/i18n';
import {
  CustomerSetupPage,
  type SetupCalls,
} from '../../src/features/organizations/setup/customer-setup-page';
import { OrganizationsPage } from '../../src/features/organizations/organizations-page';
import { CustomerSetupRoute } from '../../src/app/routes/customer-setup-route';
import { AppToaster } from '../../src/ui/toast';
import { createTestActors, type TestActors } from './support/actors';
import { routeFetch } from './support/fetch-routes';
import { hadAdmin, inactive, nourManager } from './support/orgs';
import { json, renderWithApp } from './support/render';

const ID = '00000000-0000-4000-8000-0000000000d1';

const created: Organization = {
  id: ID,
  name: 'Dar Al Qalam',
  company_location: 'Irbid',
  logoImageName: null,
  contractType: 'annual',
  contractStatus: 'pending',
  startsAt: '2026-11-29',
  endsAt: '2027-11-29',
  contractFile: null,
  contractFileName: null,
  curriculum: null,
  maxStudents: 0,
  maxTeachers: 0,
  maxClassrooms: 0,
};

const progress = (done: number): CustomerSetupProgress => {
  const steps = (['organisation', 'contract', 'manager', 'plan', 'activation'] as const).map(
    (step, index) => ({ step, done: index < done }),
  );
  return {
    organizationId: ID,
    name: created.name,
    contractStatus: 'pending',
    steps,
    done,
    next: steps.find((s) => !s.done)?.step ?? null,
  };
};

/** The steps of other features, recorded: the manager's invitation and the plan. */
function recordedCalls() {
  const made: string[] = [];
  const calls: SetupCalls = {
    inviteManager: async (id, manager, key) => {
      made.push(`invite ${id} ${manager.email} ${key.length > 8 ? 'key' : 'no key'}`);
    },
    givePlan: async (id, planId) => made.push(`plan ${id} ${planId}`),
  };
  return { calls, made };
}

function Picker({ id, onChange }: { id: string; value: string; onChange: (v: string) => void }) {
  return (
    <select id={id} onChange={(event) => onChange(event.target.value)} defaultValue="">
      <option value="">Choose</option>
      <option value="plan-1">Gold</option>
    </select>
  );
}

let actors: TestActors | null = null;
afterEach(async () => {
  actors?.stop();
  await changeLanguage('en');
});

function renderSetup(organizationId: string | undefined, calls: SetupCalls) {
  actors = createTestActors([hadAdmin]);
  return renderWithApp(
    <>
      <CustomerSetupPage
        organizationId={organizationId}
        calls={calls}
        PlanPicker={Picker}
        setupPath={(id) => `/organizations/${id}/setup`}
        detailPath={(id) => `/organizations/${id}`}
        listPath="/organizations"
      />
      <AppToaster />
    </>,
    { actors, path: '/organizations/new' },
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('a new customer’s guided set-up', () => {
  it('checks the step in the page’s language, then creates a Pending organisation without seats', async () => {
    const fetches = routeFetch({
      'POST /v1/organization': () =>
        json({ data: created, message: ORGANIZATION_MESSAGES.created }, 201),
      [`GET /v1/organization/${ID}`]: () => json({ data: created }),
    });
    renderSetup(undefined, recordedCalls().calls);
    const title = screen.getByTestId('setup-step-title');
    expect(title.textContent).toBe('Step 1 of 5: Organization');
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect((await screen.findByTestId('setup-name-error')).textContent).not.toBe('');
    expect(fetches.calls.filter((c) => c.method === 'POST')).toEqual([]);

    type('Company name', 'Dar Al Qalam');
    type('Company location', 'Irbid');
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(title.textContent).toBe('Step 2 of 5: Contract and seats'));
    const posted = fetches.calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(posted).toMatchObject({
      name: 'Dar Al Qalam',
      company_location: 'Irbid',
      maxStudents: 0,
      maxTeachers: 0,
      maxClassrooms: 0,
    });
    expect(await screen.findByText('Organization saved')).toBeTruthy();
    // Seats not set yet are asked for, not shown as zeros.
    expect((screen.getByLabelText('Max students') as HTMLInputElement).value).toBe('');
  });

  it('resumes in Arabic at the step the services say is next, sets the manager aside and gives a plan', async () => {
    await changeLanguage('ar');
    routeFetch({
      [`GET /v1/organization/customer-setup/${ID}`]: () => json({ data: progress(2) }),
      [`GET /v1/organization/${ID}`]: () =>
        json({ data: { ...created, maxStudents: 60, maxTeachers: 6, maxClassrooms: 4 } }),
    });
    const { calls, made } = recordedCalls();
    renderSetup(ID, calls);
    const title = await screen.findByTestId('setup-step-title');
    expect(title.textContent).toBe('الخطوة 3 من 5: المدير');
    expect(screen.getByTestId('setup-progress').textContent).toBe('اكتمل 2 من 5 من الإعداد');
    expect(
      within(screen.getByRole('list', { name: 'خطوات الإعداد' }))
        .getByText('المدير')
        .closest('li')
        ?.getAttribute('aria-current'),
    ).toBe('step');
    fireEvent.click(screen.getByRole('button', { name: 'لاحقًا' }));
    expect(title.textContent).toBe('الخطوة 4 من 5: الخطة');
    fireEvent.change(screen.getByLabelText('الخطة'), { target: { value: 'plan-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'منح هذه الخطة' }));
    await waitFor(() => expect(title.textContent).toBe('الخطوة 5 من 5: المراجعة والتفعيل'));
    expect(made).toEqual([`plan ${ID} plan-1`]);
    const review = screen.getByTestId('setup-review');
    expect(within(review).getByText(/لم تُنجز بعد/)).toBeTruthy();
    expect(within(review).getByText('مُنحت الخطة')).toBeTruthy();
  });

  it('says why a step was refused and keeps what was typed', async () => {
    routeFetch({
      [`GET /v1/organization/customer-setup/${ID}`]: () => json({ data: progress(2) }),
      [`GET /v1/organization/${ID}`]: () => json({ data: created }),
    });
    const calls: SetupCalls = {
      inviteManager: async () => {
        throw new Error('This e-mail already has an open invitation.');
      },
      givePlan: async () => null,
    };
    renderSetup(ID, calls);
    await screen.findByTestId('setup-step-title');
    type("Manager's e-mail", 'salma@daralqalam.test');
    fireEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect((await screen.findByTestId('setup-error')).textContent).toContain('already');
    expect(screen.getByTestId('setup-step-title').textContent).toBe('Step 3 of 5: Manager');
    expect((screen.getByLabelText("Manager's e-mail") as HTMLInputElement).value).toBe(
      'salma@daralqalam.test',
    );
  });
});

describe('a set-up whose organisation does not load', () => {
  it('says so with a retry and offers no form to save over it', async () => {
    let attempts = 0;
    routeFetch({
      [`GET /v1/organization/customer-setup/${ID}`]: () => json({ data: progress(1) }),
      [`GET /v1/organization/${ID}`]: () => {
        attempts += 1;
        return attempts === 1
          ? json({ message: 'Service unavailable.', code: 'UNAVAILABLE' }, 503)
          : json({ data: created });
      },
    });
    renderSetup(ID, recordedCalls().calls);
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Save and continue' })).toBeNull();
    fireEvent.click(retry);
    expect(await screen.findByRole('button', { name: 'Save and continue' })).toBeTruthy();
    expect(screen.getByTestId('setup-step-title').textContent).toBe(
      'Step 2 of 5: Contract and seats',
    );
  });
});

describe('the organisations list', () => {
  it.each([
    ['en', 'Set-up 2 of 5: continue'],
    ['ar', 'الإعداد 2 من 5: تابِع'],
  ] as const)(
    'says how far a Pending customer’s set-up went and links to it (%s)',
    async (lng, text) => {
      await changeLanguage(lng);
      const fetches = routeFetch({
        'GET /v1/organization': () =>
          json({
            data: {
              result: [created],
              pagination: { pageNumber: 1, pageSize: 20, numOfPages: 1, total: 1, count: 1 },
            },
          }),
        'GET /v1/organization/customer-setup': () => json({ data: { result: [progress(2)] } }),
      });
      actors = createTestActors([hadAdmin]);
      renderWithApp(
        <OrganizationsPage
          canRead
          canWrite
          canUpdate
          canManageContracts
          confirmation={actors.confirmation}
          detailPath={(id) => `/organizations/${id}`}
          newPath="/organizations/new"
          setupPath={(id) => `/organizations/${id}/setup`}
        />,
        { actors, path: '/organizations' },
      );
      const link = await screen.findByRole('link', { name: text });
      expect(link.getAttribute('href')).toBe(`/organizations/${ID}/setup`);
      expect(fetches.calls.filter((c) => c.path.endsWith('/customer-setup'))).toHaveLength(1);
    },
  );
});

describe('the set-up from another organisation', () => {
  it.each([
    ['en', 'Switch to HAD'],
    ['ar', 'الانتقال إلى HAD'],
  ] as const)(
    'says customers are set up from HAD and switches there in one click (%s)',
    async (lng, switchLabel) => {
      await changeLanguage(lng);
      routeFetch({});
      actors = createTestActors([inactive(hadAdmin), nourManager]);
      renderWithApp(<CustomerSetupRoute />, { actors, path: '/organizations/new' });
      const notice = await screen.findByTestId('setup-in-had');
      expect(screen.queryByTestId('customer-setup')).toBeNull();
      fireEvent.click(within(notice).getByRole('button', { name: switchLabel }));
      await waitFor(() => expect(actors?.impl.switchGroup).toHaveBeenCalledWith('org-had'));
    },
  );
});
