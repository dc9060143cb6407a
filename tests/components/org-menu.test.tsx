import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { orgSwitchMachine } from '../../machines/org-switch.machine';
import { ApiFailure } from '../../src/api/api-failure';
import { createQueryClient } from '../../src/api/query-client';
import { OrgMenu } from '../../src/app/layout/org-menu';
import { AppToaster, notify } from '../../src/ui/toast';
import { QueryClientProvider } from '@tanstack/react-query';
import { hadAdmin, inactive, nourManager } from './support/orgs';
import { SWITCH_RELOAD_MS } from '../../contract/constants';

const orgs = [hadAdmin, inactive(nourManager)];

function setup(switchGroup: (groupId: string) => Promise<{ message: string }>) {
  const reloadToRoot = vi.fn();
  const actor = createActor(
    orgSwitchMachine.provide({
      actors: { switchGroup: fromPromise(({ input }) => switchGroup(input.groupId)) },
      actions: {
        notifySuccess: (_, { message }) => notify('success', message),
        notifyFailure: (_, { message }) => notify('error', message),
        reloadToRoot,
      },
    }),
    { input: { activeGroupId: hadAdmin.group.id } },
  ).start();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <OrgMenu orgs={orgs} activeOrg={hadAdmin} actor={actor} />
      <AppToaster />
    </QueryClientProvider>,
  );
  return { actor, reloadToRoot };
}

async function openMenu() {
  const trigger = screen.getByRole('button', { name: /organizations/i });
  fireEvent.click(trigger);
  return screen.findByRole('menu');
}

/** As a pointer does it: pressing highlights the item, the click then selects it. */
async function choose(menu: HTMLElement, name: RegExp) {
  const item = within(menu).getByRole('menuitem', { name });
  fireEvent.pointerDown(item);
  await waitFor(() => expect(item.hasAttribute('data-highlighted')).toBe(true));
  fireEvent.click(item);
}

afterEach(() => vi.useRealTimers());

describe('organisation dropdown', () => {
  it('shows the active organisation’s name and location on its button', () => {
    setup(vi.fn());
    const trigger = screen.getByRole('button', { name: /organizations/i });
    expect(trigger.textContent).toContain('HAD');
    expect(trigger.textContent).toContain('Riyadh');
  });

  it('lists every organisation with its name, location and logo', async () => {
    setup(vi.fn());
    const menu = await openMenu();
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('HAD'),
      expect.stringContaining('Nour Academy'),
    ]);
    expect(items[1]?.textContent).toContain('Riyadh');
    expect(within(items[1] as HTMLElement).getByTestId('org-logo')).toBeTruthy();
  });

  it('switches to the chosen organisation, shows the server message, then reloads at the root', async () => {
    const switchGroup = vi.fn(async () => ({
      message: 'Successfully switched to another organization',
    }));
    const { reloadToRoot } = setup(switchGroup);
    const menu = await openMenu();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await choose(menu, /Nour Academy/);

    expect(await screen.findByText('Successfully switched to another organization')).toBeTruthy();
    expect(switchGroup).toHaveBeenCalledWith('org-nour');
    expect(reloadToRoot).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(SWITCH_RELOAD_MS));
    expect(reloadToRoot).toHaveBeenCalledTimes(1);
  });

  it('shows the server message when the switch is refused', async () => {
    const switchGroup = vi.fn(async () => {
      throw new ApiFailure({ status: 403, message: 'You are not a member of this organization.' });
    });
    const { actor, reloadToRoot } = setup(switchGroup);
    await choose(await openMenu(), /Nour Academy/);
    expect(await screen.findByText('You are not a member of this organization.')).toBeTruthy();
    await waitFor(() => expect(actor.getSnapshot().matches('idle')).toBe(true));
    expect(reloadToRoot).not.toHaveBeenCalled();
  });

  it('does not switch to the organisation that is already active', async () => {
    const switchGroup = vi.fn(async () => ({ message: 'ok' }));
    const { actor } = setup(switchGroup);
    const menu = await openMenu();
    await choose(menu, /HAD/);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(switchGroup).not.toHaveBeenCalled();
  });

  it('opens from the keyboard: an arrow key on the button loads the menu, which takes the focus; Escape gives it back', async () => {
    setup(vi.fn());
    const button = screen.getByRole('button', { name: /organizations/i });
    expect([button.getAttribute('aria-haspopup'), button.getAttribute('aria-expanded')]).toEqual([
      'menu',
      'false',
    ]);
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = await screen.findByRole('menu');
    const trigger = screen.getByTestId('org-menu-trigger');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });
});
