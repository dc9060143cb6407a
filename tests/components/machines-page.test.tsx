import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionMachine } from '../../machines/session.machine';
import { toStatechart } from '../../machines/statechart';
import { activeNodeIds, activePaths } from '../../src/features/machines/active-states';
import { MachinesPage } from '../../src/features/machines/machines-page';
import { createTestActors, type TestActors } from './support/actors';
import { hadAdmin } from './support/orgs';
import { renderWithApp } from './support/render';

let actors: TestActors | null = null;
afterEach(() => actors?.stop());

const SLOW = { timeout: 10_000 };

describe('active states', () => {
  it('lists the path of every active state', () => {
    expect([...activePaths({ authenticated: { ready: 'idle' } })]).toEqual([
      'authenticated',
      'authenticated.ready',
      'authenticated.ready.idle',
    ]);
    expect([...activePaths('closed')]).toEqual(['closed']);
  });

  it('maps them to the chart’s nodes (the root is always active, so it is not lit)', () => {
    const chart = toStatechart(sessionMachine);
    expect([...activeNodeIds(chart, { authenticated: { loading: 'fetching' } })].sort()).toEqual([
      'session.authenticated',
      'session.authenticated.loading',
      'session.authenticated.loading.fetching',
    ]);
  });
});

describe('machines page', () => {
  const litStates = (id: string) =>
    [...screen.getByTestId(`machine-${id}`).querySelectorAll('[data-active]')].map((node) =>
      node.getAttribute('data-state-id'),
    );

  it('draws every machine and lights the running actors’ current states, live', async () => {
    actors = createTestActors([hadAdmin]);
    const { session, confirmation } = actors;
    await waitFor(() =>
      expect(session.getSnapshot().matches({ authenticated: 'ready' })).toBe(true),
    );
    renderWithApp(
      <MachinesPage
        live={{ session, confirmation, orgSwitch: actors.orgSwitch.get() }}
        callerId=""
      />,
      { actors, path: '/machines' },
    );

    for (const id of ['session', 'orgSwitch', 'confirmation']) {
      const card = screen.getByTestId(`machine-${id}`);
      expect(await within(card).findByRole('img', {}, SLOW)).toBeTruthy();
    }
    const sessionCard = screen.getByTestId('machine-session');
    expect(sessionCard.querySelectorAll('[data-state-id]').length).toBe(
      toStatechart(sessionMachine).nodes.length,
    );
    expect(sessionCard.querySelectorAll('[data-edge-id]').length).toBe(
      toStatechart(sessionMachine).edges.length,
    );
    expect(sessionCard.textContent).toContain('LOGGED_IN');
    expect(
      sessionCard.querySelector('[data-initial][data-state-id="session.checking"]'),
    ).toBeTruthy();

    expect(litStates('session')).toContain('session.authenticated.ready.idle');
    expect(screen.getByTestId('machine-session-current').textContent).toBe(
      'authenticated.ready.idle',
    );
    expect(litStates('orgSwitch')).toContain('orgSwitch.idle');
    expect(litStates('confirmation')).toContain('confirmation.closed');

    act(() => confirmation.send({ type: 'OPEN', action: () => undefined }));
    await waitFor(() => expect(litStates('confirmation')).toContain('confirmation.open'));
    expect(litStates('confirmation')).not.toContain('confirmation.closed');

    act(() => session.send({ type: 'LOGOUT' }));
    await waitFor(() => expect(litStates('session')).toContain('session.unauthenticated'));
    expect(litStates('session')).not.toContain('session.authenticated');
  }, 20_000);

  it('says when a machine has no running actor', async () => {
    actors = createTestActors([hadAdmin]);
    renderWithApp(<MachinesPage live={{}} callerId="" />, { actors, path: '/machines' });
    expect(screen.getByTestId('machine-session').textContent).toContain('No running actor');
    expect(
      await within(screen.getByTestId('machine-session')).findByRole('img', {}, SLOW),
    ).toBeTruthy();
    expect(screen.getByTestId('machine-session').querySelectorAll('[data-active]').length).toBe(0);
  }, 20_000);
});
