import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { modelPaths } from '../../machines/model-paths';
import { MODELS } from '../../machines/models/registry';
import { liveClassMachine } from '../../machines/live-class.machine';
import { liveClassModel } from '../../machines/models/live-class.model';
import { MACHINES } from '../../machines/registry';
import { activeLeaves } from '../../src/features/machines/active-states';
import { MachinesPage } from '../../src/features/machines/machines-page';
import { Sandbox } from '../../src/features/machines/sandbox';
import { SandboxSection } from '../../src/features/machines/sandbox-section';
import { changeLanguage } from '../../src/i18n/i18n';
import { createTestActors, type TestActors } from './support/actors';
import { hadAdmin } from './support/orgs';
import { renderWithApp } from './support/render';

const SLOW = { timeout: 10_000 };

/** Opens the sandbox on machine `id` and waits for its model (inputs and samples) to load. */
async function openSandbox(id: string) {
  render(<SandboxSection />);
  fireEvent.change(screen.getByLabelText('Machine'), { target: { value: id } });
  await screen.findByRole('heading', { name: 'Events it accepts now' }, SLOW);
  // The copy's subscription starts in an effect: let it run before the first click.
  await act(() => Promise.resolve());
}

/** A field of the context form (the input form has fields of the same names). */
const contextField = (name: string) =>
  within(screen.getByRole('form', { name: 'Context' })).getByLabelText(name);
const inputField = (name: string) =>
  within(screen.getByRole('form', { name: 'Input' })).getByLabelText(name);

const state = () => screen.getByTestId('sandbox-state').textContent;
const eventButtons = () =>
  within(screen.getByTestId('sandbox-events'))
    .getAllByRole('button')
    .map((button) => button.textContent);
const refused = () => screen.queryByTestId('sandbox-refused')?.textContent ?? '';
const pathItems = () =>
  within(screen.getByTestId('sandbox-path'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

let actors: TestActors | null = null;
afterEach(async () => {
  actors?.stop();
  actors = null;
  await changeLanguage('en');
});

describe('the sandbox', () => {
  it('steps a copy of the chosen machine through the events it accepts, and lists the path', async () => {
    await openSandbox('contract');
    expect(state()).toBe('pending');
    expect(eventButtons()).toEqual(['ACTIVATE', 'CANCEL']);

    click('ACTIVATE');
    expect(state()).toBe('active');
    expect(eventButtons()).toEqual(['PAUSE', 'CANCEL']);
    click('PAUSE');
    expect(state()).toBe('paused');

    expect(pathItems()).toEqual([
      expect.stringMatching(/^Start with \{"endsAt":"2027-06-30".*→ pending$/),
      'ACTIVATE → active',
      'PAUSE → paused',
    ]);
    click('Reset');
    expect(state()).toBe('pending');
    expect(pathItems()).toHaveLength(1);
  });

  it('sets the guards’ inputs by hand: what is accepted follows them', async () => {
    await openSandbox('liveClass');
    expect(eventButtons()).toContain('APPROVE');

    fireEvent.click(contextField('teacherClash'));
    click('Set context');
    expect(eventButtons()).not.toContain('APPROVE');
    expect(eventButtons()).not.toContain('ASSIGN_TEACHER');
    expect(refused()).toContain('APPROVE');
    expect(state()).toBe('approval.unapproved, timing.notStarted, validity.valid');

    fireEvent.click(contextField('teacherClash'));
    click('Set context');
    expect(eventButtons()).toContain('APPROVE');
    expect(pathItems().slice(1)).toEqual([
      'Context set: teacherClash → approval.unapproved, timing.notStarted, validity.valid',
      'Context set: teacherClash → approval.unapproved, timing.notStarted, validity.valid',
    ]);
  });

  it('starts from a test input, edited by hand (a term already over keeps a contract canceled)', async () => {
    await openSandbox('contract');
    fireEvent.change(screen.getByLabelText('Start from'), { target: { value: '1' } });
    expect((inputField('today') as HTMLInputElement).value).toBe('2026-11-22');
    click('Start again with this input');
    click('CANCEL');
    expect(state()).toBe('canceled');
    expect(screen.queryByTestId('sandbox-events')).toBeNull();
    expect(refused()).toContain('REACTIVATE');

    fireEvent.change(inputField('today'), { target: { value: '2026-10-01' } });
    click('Start again with this input');
    // The input names the organisation too (HAD and DEFAULT take no action); the line cuts it.
    expect(pathItems()).toHaveLength(1);
    expect(pathItems()[0]).toMatch(
      /^Start with \{"endsAt":"2026-10-31","today":"2026-10-01","organizationNa… → pending$/,
    );
    click('CANCEL');
    expect(eventButtons()).toEqual(['REACTIVATE']);
    click('REACTIVATE');
    expect(state()).toBe('active');
  });

  it('checks what is typed as JSON before using it', async () => {
    await openSandbox('session');
    const orgs = contextField('orgs');
    fireEvent.change(orgs, { target: { value: '[{' } });
    click('Set context');
    expect(screen.getByText('This is not valid JSON.')).toBeTruthy();
    expect(orgs.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(orgs);
    expect(pathItems()).toHaveLength(1);
  });

  it('advances a simulated clock: the live class goes Live at its start, not before', async () => {
    await openSandbox('liveClass');
    click('APPROVE');
    expect(screen.getByTestId('sandbox-next-due').textContent).toBe(
      'The next one is due in 3,600,000 ms.',
    );
    fireEvent.change(screen.getByLabelText('Advance by (ms)'), { target: { value: '3599999' } });
    click('Advance time');
    expect(state()).toBe('approval.approved, timing.notStarted, validity.valid');
    expect(eventButtons()).not.toContain('ADMIN_ENTER');

    click('Advance time to the next');
    expect(state()).toBe('approval.approved, timing.live, validity.valid');
    expect(eventButtons()).toContain('ADMIN_ENTER');
    click('ADMIN_ENTER');
    expect(pathItems().slice(1)).toEqual([
      'APPROVE → approval.approved, timing.notStarted, validity.valid',
      '3,599,999 ms passed → approval.approved, timing.notStarted, validity.valid',
      '1 ms passed → approval.approved, timing.live, validity.valid',
      'ADMIN_ENTER → approval.approved, timing.live, validity.valid (stubbed actions: enterAsAdmin)',
    ]);
  });

  it('holds a call in flight until the tester resolves or rejects it', async () => {
    await openSandbox('session');
    expect(state()).toBe('authenticated.loading.fetching');
    const calls = screen.getByTestId('sandbox-calls');
    expect(calls.textContent).toContain('loadMemberships is waiting for an answer.');

    fireEvent.click(within(calls).getByRole('button', { name: /^Reject with/ }));
    await waitFor(() => expect(state()).toBe('authenticated.ready.idle'));
    expect(screen.queryByTestId('sandbox-calls')).toBeNull();
    expect(pathItems().at(-1)).toMatch(/^loadMemberships rejected with "Error Network down"/);

    click('RELOAD_MEMBERSHIPS');
    const again = await screen.findByTestId('sandbox-calls');
    fireEvent.click(within(again).getAllByRole('button', { name: /^Resolve with/ })[0]!);
    await waitFor(() => expect(pathItems().at(-1)).toMatch(/^loadMemberships resolved with/));
    expect(state()).toBe('authenticated.ready.idle');
  });

  it('sends an event written as JSON only when the machine accepts it', async () => {
    await openSandbox('verifyCode');
    const other = screen.getByLabelText('Another event (JSON)');
    fireEvent.change(other, { target: { value: '{"code": "123456"}' } });
    click('Send');
    expect(screen.getByText('Write an object with a "type".')).toBeTruthy();
    fireEvent.change(other, { target: { value: '{"type": "SUBMIT", "code": "654321"}' } });
    click('Send');
    expect(state()).toBe('verifying');
    expect(pathItems().at(-1)).toBe('SUBMIT {"code":"654321"} → verifying');
  });
});

describe('the model paths', () => {
  it('lists the paths the model-based tests walk, per test input', async () => {
    await openSandbox('contract');
    const list = screen.getByTestId('model-paths');
    expect(await within(list).findByText(/^From test input 1 \(4 paths\):/, {}, SLOW)).toBeTruthy();
    expect(within(list).getByText(/^From test input 2 \(4 paths\):/)).toBeTruthy();
    expect(within(list).getAllByText('ACTIVATE → PAUSE').length).toBe(2);
  });

  it('replays one in the sandbox with a click, delayed events on the clock', async () => {
    await openSandbox('liveClass');
    const list = screen.getByTestId('model-paths');
    const replay = await within(list).findAllByRole(
      'button',
      { name: 'Replay in the sandbox: APPROVE → after untilStart' },
      SLOW,
    );
    fireEvent.click(replay[0]!);
    await waitFor(() =>
      expect(screen.getByTestId('replay-outcome').textContent).toBe(
        'Replayed 2 events; the sandbox reached the same states as the model.',
      ),
    );
    expect(state()).toBe('approval.approved, timing.live, validity.valid');
    expect(pathItems().slice(1)).toEqual([
      'APPROVE → approval.approved, timing.notStarted, validity.valid',
      '3,600,000 ms passed → approval.approved, timing.live, validity.valid',
    ]);
  });

  it('replays a path through calls by resolving them', async () => {
    await openSandbox('signup');
    const list = screen.getByTestId('model-paths');
    const [replay] = await within(list).findAllByRole(
      'button',
      { name: /^Replay in the sandbox: SUBMIT .* → done: signup .* → done: verifyCode/ },
      SLOW,
    );
    await act(async () => fireEvent.click(replay!));
    await waitFor(() =>
      expect(screen.getByTestId('replay-outcome').textContent).toMatch(/^Replayed 3 events/),
    );
    expect(state()).toBe('signedIn');
    expect(pathItems()[2]).toMatch(/^signup resolved with/);
  });
});

describe('in Arabic', () => {
  it('reads right to left with its own texts, and steps the same', async () => {
    await changeLanguage('ar');
    render(<SandboxSection />);
    expect(document.documentElement.dir).toBe('rtl');
    fireEvent.change(screen.getByLabelText('الآلة'), { target: { value: 'contract' } });
    await screen.findByRole('heading', { name: 'الأحداث التي تقبلها الآن' }, SLOW);
    await act(() => Promise.resolve());
    fireEvent.click(screen.getByRole('button', { name: 'ACTIVATE' }));
    expect(state()).toBe('active');
    expect(pathItems()[1]).toBe('ACTIVATE ← active');
    // The machine's name is translated too.
    expect(screen.getByRole('region', { name: 'مخطط حالات عقد المؤسسة' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'عقد المؤسسة' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إعادة الضبط' })).toBeTruthy();
  });
});

describe('the app’s live actors', () => {
  it('are never touched: the sandbox steps its own copy, and nothing is called or cleared', async () => {
    actors = createTestActors([hadAdmin]);
    const { session, confirmation } = actors;
    await waitFor(() =>
      expect(session.getSnapshot().matches({ authenticated: 'ready' })).toBe(true),
    );
    const fetches = vi.mocked(fetch).mock.calls.length;
    renderWithApp(
      <MachinesPage
        live={{ session, confirmation, orgSwitch: actors.orgSwitch.get() }}
        callerId=""
      />,
      { actors, path: '/machines' },
    );
    await screen.findByRole('heading', { name: 'Events it accepts now' }, SLOW);
    await act(() => Promise.resolve());

    // The sandbox's session starts from the test's input: signed in, memberships loading.
    expect(state()).toBe('authenticated.loading.fetching');
    const calls = screen.getByTestId('sandbox-calls');
    fireEvent.click(within(calls).getAllByRole('button', { name: /^Resolve with/ })[0]!);
    await waitFor(() => expect(state()).toBe('authenticated.ready.idle'));
    click('LOGOUT');
    expect(state()).toBe('unauthenticated');
    expect(pathItems().at(-1)).toBe('LOGOUT → unauthenticated (stubbed actions: clearStorage)');

    expect(session.getSnapshot().matches({ authenticated: { ready: 'idle' } })).toBe(true);
    expect(actors.impl.clearStorage).not.toHaveBeenCalled();
    expect(vi.mocked(fetch).mock.calls.length).toBe(fetches);
    await waitFor(
      () =>
        expect(screen.getByTestId('machine-session-current').textContent).toBe(
          'authenticated.ready.idle',
        ),
      SLOW,
    );
  }, 30_000);
});

describe('every model path', () => {
  it('stops a replay where the sandbox leaves the model’s states, and says where', async () => {
    const sandbox = new Sandbox(liveClassMachine);
    const [input] = liveClassModel.inputs;
    const approved = { approval: 'approved', timing: 'notStarted', validity: 'valid' };
    const offPath = { approval: 'approved', timing: 'live', validity: 'valid' };
    const events = [{ type: 'APPROVE' }, { type: 'INVALIDATE' }];
    expect(await sandbox.replay(input, events, [approved, offPath])).toEqual({
      ok: false,
      step: 2,
      expected: ['approval.approved', 'timing.live', 'validity.valid'],
      reached: ['approval.approved', 'timing.notStarted', 'validity.invalid'],
    });
    expect(await sandbox.replay(input, events.slice(0, 1), [approved])).toEqual({
      ok: true,
      count: 1,
    });
    sandbox.stop();
  });

  it.each(MACHINES.map((entry) => entry.id).filter((id) => MODELS[id]))(
    '%s: replays in the sandbox to the states its model reached',
    async (id) => {
      const entry = MACHINES.find((machine) => machine.id === id)!;
      const model = await MODELS[id]!();
      const sandbox = new Sandbox(entry.machine);
      const stopped = [];
      for (const path of modelPaths(model)) {
        const outcome = await sandbox.replay(
          model.inputs[path.inputIndex],
          path.events,
          path.states,
        );
        const reached = activeLeaves(sandbox.getView().snapshot.value);
        if (!outcome.ok || reached.join() !== activeLeaves(path.target).join()) {
          stopped.push({ events: path.events.map((e) => e.type), outcome, reached });
        }
      }
      sandbox.stop();
      expect(stopped).toEqual([]);
    },
    30_000,
  );
});
