import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  SETUP_MESSAGES,
  SETUP_STEPS,
  type SetupChecklist,
  type SetupStep,
} from '../../contract/setup';
import type { UserOrg } from '../../contract/users';
import { HomeRoute, setupOf } from '../../src/app/routes/home-route';
import { changeLanguage } from '../../src/i18n/i18n';
import { AppToaster } from '../../src/ui/toast';
import { createTestActors, type TestActors } from './support/actors';
import { page } from './support/class-fixtures';
import { routeFetch } from './support/fetch-routes';
import { hadAdmin, membership, nourManager, permissions, underContract } from './support/orgs';
import { json, renderWithApp } from './support/render';
import { useLocation } from 'react-router-dom';

const checklist = (
  done: Partial<Record<SetupStep, string>>,
  dismissed: SetupStep[] = [],
): SetupChecklist => {
  const steps = SETUP_STEPS.map((step) => ({
    step,
    doneAt: done[step] ?? null,
    dismissed: dismissed.includes(step),
  }));
  return {
    organizationId: 'org-nour',
    steps,
    settled: steps.filter((step) => step.doneAt || step.dismissed).length,
  };
};

function stub(first: SetupChecklist) {
  let current = first;
  return routeFetch({
    'GET /v1/organization/setup': () => json({ data: current }),
    'PUT /v1/organization/setup/liveClass': (call) => {
      const { dismissed } = call.body as { dismissed: boolean };
      current = {
        ...current,
        steps: current.steps.map((step) =>
          step.step === 'liveClass' ? { ...step, dismissed } : step,
        ),
        settled: current.settled + (dismissed ? 1 : -1),
      };
      const message = dismissed ? SETUP_MESSAGES.dismissed : SETUP_MESSAGES.restored;
      return json({ data: current, message });
    },
    'GET /v1/class_room': () => page([]),
  }).calls;
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

let actors: TestActors | null = null;
afterEach(async () => {
  actors?.stop();
  await changeLanguage('en');
});

function renderHome(org: UserOrg = nourManager) {
  actors = createTestActors([org]);
  renderWithApp(
    <>
      <HomeRoute />
      <Address />
      <AppToaster />
    </>,
    { actors },
  );
}

const CLASS_DAY = '2026-11-02T09:00:00.000Z';

const ALL = { read: true, write: true, update: true };
/** A manager with every right the five steps' screens need. */
const fullManager = membership({
  id: 'org-nour',
  name: 'Nour Academy',
  location: 'Riyadh',
  role: {
    name: 'Organization Manager',
    number: 1,
    permissions: permissions({
      GroupsManager: ALL,
      ClassRoomManager: ALL,
      Users: ALL,
      Students: ALL,
      LiveClassesApprove: ALL,
    }),
  },
});

describe('the set-up checklist on /home, in English', () => {
  it('shows the steps left, each opening its screen with the form open', async () => {
    stub(checklist({ class: CLASS_DAY }));
    renderHome(fullManager);
    const list = await screen.findByTestId('setup-checklist');
    expect(within(list).getByRole('heading', { name: 'Set up your organization' })).toBeTruthy();
    expect(within(list).getByText('1 of 5 steps done')).toBeTruthy();
    expect(within(list).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');
    const done = screen.getByTestId('setup-step-class');
    expect(done.textContent).toContain('Create a class — done');
    expect(done.textContent).toContain('Done on Nov 2, 2026');
    expect(within(done).queryByRole('link')).toBeNull();

    const links = Object.fromEntries(
      (['teacher', 'students', 'assignment', 'liveClass'] as const).map((step) => [
        step,
        screen.getByTestId(`setup-go-${step}`).getAttribute('href'),
      ]),
    );
    expect(links).toEqual({
      teacher: '/invites/teachers?invite=1',
      students: '/invites/students?invite=1',
      assignment: '/curriculum/assignments?new=1',
      liveClass: '/live-classes/manager?new=1',
    });
    fireEvent.click(screen.getByRole('link', { name: 'Invite students' }));
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('/invites/students?invite=1'),
    );
  });

  it('sets a step aside with a notice, and brings it back', async () => {
    const calls = stub(checklist({}));
    renderHome(fullManager);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Not now: Schedule a first live class' }),
    );
    const aside = await screen.findByTestId('setup-aside-liveClass');
    expect(screen.queryByTestId('setup-step-liveClass')).toBeNull();
    expect(await screen.findByText('Step dismissed.')).toBeTruthy();
    expect(screen.getByText('1 of 5 steps done')).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ dismissed: true });

    fireEvent.click(
      within(aside).getByRole('button', { name: 'Bring back: Schedule a first live class' }),
    );
    expect(await screen.findByTestId('setup-step-liveClass')).toBeTruthy();
    expect(await screen.findByText('Step brought back.')).toBeTruthy();
  });

  it('is gone once every step is done or set aside', async () => {
    const all = Object.fromEntries(SETUP_STEPS.map((step) => [step, CLASS_DAY]));
    const calls = stub(checklist(all));
    renderHome();
    await waitFor(() =>
      expect(calls.some((call) => call.path.endsWith('/v1/organization/setup'))).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('setup-checklist')).toBeNull();
  });
});

describe('the set-up checklist in Arabic', () => {
  it('says the steps and their state in Arabic, right to left', async () => {
    await changeLanguage('ar');
    stub(checklist({ class: CLASS_DAY }));
    renderHome(fullManager);
    const list = await screen.findByTestId('setup-checklist');
    expect(within(list).getByRole('heading', { name: 'جهّز مؤسستك' })).toBeTruthy();
    expect(within(list).getByText('أُنجزت 1 من 5 خطوات')).toBeTruthy();
    expect(screen.getByTestId('setup-step-class').textContent).toContain('أنشئ فصلًا — منجزة');
    expect(screen.getByRole('link', { name: 'ادعُ الطلاب' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ليس الآن: أعطِ أول واجب' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });
});

/** A membership as the session holds it (the role's own grants beside what the contract leaves). */
const held = (org: UserOrg) => ({ ...org, granted: org.role.permissions });

describe('who sees the set-up checklist', () => {
  it('a customer organisation’s readers of GroupsManager; only those who update it set steps aside', () => {
    expect(setupOf(held(nourManager))).toMatchObject({
      organizationId: 'org-nour',
      canDismiss: true,
    });
    const reader = membership({
      id: 'org-nour',
      name: 'Nour Academy',
      location: 'Riyadh',
      role: {
        name: 'Viewer',
        number: 7,
        permissions: permissions({ GroupsManager: { read: true } }),
      },
    });
    expect(setupOf(held(reader))).toMatchObject({ organizationId: 'org-nour', canDismiss: false });
    expect(setupOf(held(hadAdmin))).toBeNull();
    const teacher = membership({
      id: 'org-nour',
      name: 'Nour Academy',
      location: 'Riyadh',
      role: {
        name: 'Teacher',
        number: 7,
        permissions: permissions({ LiveClasses: { read: true } }),
      },
    });
    expect(setupOf(held(teacher))).toBeNull();
  });

  it('says why a step is out of reach instead of leading to a screen that would refuse', async () => {
    stub(checklist({}));
    // The demo manager has no LiveClassesApprove here: the live-class step says so.
    const manager = membership({
      id: 'org-nour',
      name: 'Nour Academy',
      location: 'Riyadh',
      role: {
        name: 'Organization Manager',
        number: 1,
        permissions: permissions({
          GroupsManager: { read: true, write: true, update: true },
          ClassRoomManager: { read: true, write: true, update: true },
          Users: { read: true, write: true, update: true },
          Students: { read: true, write: true, update: true },
        }),
      },
    });
    expect(setupOf(held(manager))?.stepRefusal).toEqual({
      class: null,
      teacher: null,
      students: null,
      assignment: null,
      liveClass: { reason: 'right', missing: [{ resource: 'LiveClassesApprove', op: 'write' }] },
    });
    renderHome(manager);
    const refused = await screen.findByTestId('setup-refused-liveClass');
    expect(screen.queryByTestId('setup-go-liveClass')).toBeNull();
    expect(screen.getByTestId('setup-go-class')).toBeTruthy();
    fireEvent.focus(refused);
    expect((await screen.findByRole('tooltip')).textContent).toContain(
      'You need write on LiveClassesApprove.',
    );
  });

  it('is not asked for under a closed contract', async () => {
    const calls = stub(checklist({}));
    renderHome(underContract(nourManager, 'canceled'));
    await screen.findByTestId('home-page');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((call) => call.path.endsWith('/v1/organization/setup'))).toEqual([]);
  });
});
