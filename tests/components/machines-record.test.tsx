import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MachinesPage } from '../../src/features/machines/machines-page';
import { changeLanguage } from '../../src/i18n/i18n';
import { createTestActors, type TestActors } from './support/actors';
import { routeFetch } from './support/fetch-routes';
import { LC_ALIF, liveClass } from './support/live-classes-manager-fixtures';
import { hadAdmin } from './support/orgs';
import { json, renderWithApp } from './support/render';

let actors: TestActors | null = null;
afterEach(() => actors?.stop());

const SLOW = { timeout: 10_000 };
const ahead = new Date(Date.now() + 86_400_000).toISOString();
// Unapproved, ahead, its teacher booked elsewhere at that time: approving is refused.
const clashing = liveClass({
  id: LC_ALIF,
  title: 'Alif live',
  startsAt: ahead,
  validity: 'invalid',
  invalidReason: 'clash',
  clashesWith: { id: LC_ALIF.replace('a1', 'a9'), title: 'Tajweed', startsAt: ahead },
});

function renderRecord(path: string) {
  actors = createTestActors([hadAdmin]);
  renderWithApp(<MachinesPage live={{}} callerId="" />, { actors, path });
}

describe('a record’s machine on the Machines page', () => {
  it(
    'opens a live class from the address: its state now, and the guard refusing approval',
    async () => {
      const { calls } = routeFetch({
        [`GET /v1/live-class/${LC_ALIF}`]: () => json({ data: clashing }),
      });
      renderRecord(`/machines?record=liveClass:${LC_ALIF}`);
      const record = await screen.findByTestId('record-machine', {}, SLOW);
      expect(within(record).getByTestId('record-name').textContent).toBe('Alif live');
      await waitFor(
        () =>
          expect(within(record).getByTestId('sandbox-state').textContent).toBe(
            'approval.unapproved, timing.notStarted, validity.invalid',
          ),
        SLOW,
      );
      expect(within(record).getByTestId('sandbox-refused-APPROVE').textContent).toBe(
        'APPROVE refused by the guard teacherFree',
      );
      expect(within(record).getByTestId('sandbox-refused-VALIDATE').textContent).toContain(
        'teacherFree',
      );
      // The facts its guards read; a time reads as a date beside its milliseconds.
      const context = within(record).getByRole('form', { name: 'Context' });
      const startsAt = within(context).getByLabelText('startsAt');
      expect(
        document.getElementById(startsAt.getAttribute('aria-describedby')!)?.textContent,
      ).toMatch(/^A time: \w{3} \d+, \d{4}/);
      expect(calls.map((call) => call.path)).toEqual([`/api/levels/v1/live-class/${LC_ALIF}`]);
      // Its two waits for the whole Machines page (diagrams laid out) may take SLOW each.
    },
    2 * SLOW.timeout + 5_000,
  );

  it('opens one by kind and id from the form, and says the service’s refusal in Arabic', async () => {
    await changeLanguage('ar');
    const missing = '00000000-0000-4000-8000-0000000000ff';
    routeFetch({
      [`GET /v1/organization/${missing}`]: () =>
        json({ message: 'Not found.', code: 'NOT_FOUND' }, 404),
    });
    renderRecord('/machines');
    const section = screen.getByTestId('record-section');
    fireEvent.change(within(section).getByLabelText('السجل'), { target: { value: 'contract' } });
    fireEvent.change(within(section).getByLabelText('معرّفه'), {
      target: { value: missing },
    });
    fireEvent.click(within(section).getByTestId('record-open'));
    expect((await within(section).findByTestId('record-failure')).textContent).toBe('غير موجود.');
  });
});
