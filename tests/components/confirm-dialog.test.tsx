import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { confirmationMachine } from '../../machines/confirmation.machine';
import { changeLanguage } from '../../src/i18n/i18n';
import { ConfirmDialog } from '../../src/ui/confirm-dialog';

const actor = createActor(confirmationMachine);
actor.start();
afterEach(() => {
  if (!actor.getSnapshot().matches('closed')) actor.send({ type: 'CANCEL' });
});

function open(action: () => unknown, extra: { title?: string; message?: string } = {}) {
  act(() => actor.send({ type: 'OPEN', action, ...extra }));
}

describe('confirmation dialog', () => {
  it('is not shown until a caller opens it', () => {
    render(<ConfirmDialog actor={actor} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows the defaults: a confirm-action title, an are-you-sure message, cancel and confirm', async () => {
    render(<ConfirmDialog actor={actor} />);
    open(vi.fn());
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Confirm action');
    expect(dialog.textContent).toContain('Are you sure you want to do this?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
  });

  it('shows the caller’s title and message', async () => {
    render(<ConfirmDialog actor={actor} />);
    open(vi.fn(), { title: 'Archive class', message: 'Archive “Beginners A”?' });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Archive class');
    expect(dialog.textContent).toContain('Archive “Beginners A”?');
  });

  it('draws a destructive confirm button as one, and any other as the usual one', async () => {
    render(<ConfirmDialog actor={actor} />);
    act(() =>
      actor.send({
        type: 'OPEN',
        action: vi.fn(),
        buttons: { confirm: { title: 'Cancel contract', danger: true } },
      }),
    );
    const red = await screen.findByRole('button', { name: 'Cancel contract' });
    expect(red.getAttribute('data-tone')).toBe('danger');
    act(() => actor.send({ type: 'CANCEL' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    open(vi.fn());
    expect(
      (await screen.findByRole('button', { name: 'Confirm' })).getAttribute('data-tone'),
    ).toBeNull();
  });

  it('cancel closes it without running the action', async () => {
    const action = vi.fn();
    render(<ConfirmDialog actor={actor} />);
    open(action);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(action).not.toHaveBeenCalled();
  });

  it('confirm runs the action once, then closes', async () => {
    let finish: () => void = () => {};
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<ConfirmDialog actor={actor} />);
    open(action);
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    await act(async () => finish());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('reads right to left in Arabic (Ark is told the page language where the dialog loads)', async () => {
    await changeLanguage('ar');
    render(<ConfirmDialog actor={actor} />);
    open(vi.fn());
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.getAttribute('dir')).toBe('rtl');
    expect(dialog.textContent).toContain('هل أنت متأكد');
  });

  it('reads left to right in English', async () => {
    render(<ConfirmDialog actor={actor} />);
    open(vi.fn());
    expect((await screen.findByRole('alertdialog')).getAttribute('dir')).toBe('ltr');
  });
});
