import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PLAN_MESSAGES } from '../../contract/plans';
import { changeLanguage } from '../../src/i18n/i18n';
import type { TestActors } from './support/actors';
import { routeFetch, type Call } from './support/fetch-routes';
import {
  amal,
  monthly,
  nour,
  orgPackage,
  ORG_ID,
  ORG_PACKAGE_ID,
  planPage,
  yearly,
} from './support/plan-fixtures';
import { renderPlans } from './support/plans-render';
import { json } from './support/render';

let actors: TestActors | null = null;
afterEach(() => actors?.stop());

const ORGS_TAB = '/packages/packages?tab=organizations';
const orgPage = (result: unknown[]) => ({
  data: {
    result,
    pagination: { pageNumber: 1, pageSize: 20, numOfPages: 1, total: result.length, count: 1 },
  },
});
const sent = (calls: Call[], method: string, suffix: string) =>
  calls.filter((c) => c.method === method && c.path.endsWith(suffix));

function stub(more: Record<string, (call: Call) => Response> = {}) {
  return routeFetch({
    'GET /v1/organization': (call) =>
      json(orgPage(call.query.get('search') === 'amal' ? [amal] : [nour, amal])),
    'GET /v1/packages': () => json(planPage([monthly, yearly])),
    [`GET /v1/packages/organization/${ORG_ID}`]: () =>
      json({ data: { orgPackageId: ORG_PACKAGE_ID, packages: [orgPackage()] } }),
    ...more,
  });
}

describe('/packages/packages: organisation packages', () => {
  it('HAD searches and picks an organisation, kept in the address, and sees its packages', async () => {
    const { calls } = stub();
    actors = renderPlans(undefined, ORGS_TAB);
    expect((await screen.findByTestId('package-orgs-pick')).textContent).toBe(
      'Choose an organisation to see its packages.',
    );
    fireEvent.change(screen.getByLabelText('Search organisations'), { target: { value: 'amal' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(sent(calls, 'GET', '/v1/organization').at(-1)?.query.get('search')).toBe('amal'),
    );
    await waitFor(() =>
      expect(
        within(screen.getByLabelText('Organisation'))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose an organisation', 'Amal School · Riyadh']),
    );
    fireEvent.change(screen.getByLabelText('Search organisations'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('option', { name: 'Nour Academy · Riyadh' });
    fireEvent.change(screen.getByLabelText('Organisation'), { target: { value: ORG_ID } });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`${ORGS_TAB}&org=${ORG_ID}`),
    );
    const row = await screen.findByTestId(`org-package-${ORG_PACKAGE_ID}`);
    expect(row.textContent).toContain('Monthly');
    expect(row.textContent).toContain('شهرية');
    expect(row.textContent).toContain('$14.99');
    expect(row.textContent).toContain('Greetings');
  });

  it('assigns a plan once confirmed, with the right call and a toast', async () => {
    const { calls } = stub({
      [`POST /v1/packages/organization/${ORG_ID}`]: () =>
        json({ data: orgPackage(), message: PLAN_MESSAGES.assigned }, 201),
    });
    actors = renderPlans(undefined, `${ORGS_TAB}&org=${ORG_ID}`);
    await screen.findByTestId(`org-package-${ORG_PACKAGE_ID}`);
    const select = await screen.findByLabelText('Plan to assign');
    // The plan it already has is not offered again.
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a plan', 'Yearly']);
    const assign = screen.getByTestId('package-assign') as HTMLButtonElement;
    expect(assign.disabled).toBe(true);
    fireEvent.change(select, { target: { value: yearly.id } });
    fireEvent.click(assign);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Assign Yearly?');
    expect(dialog.textContent).toContain('Nour Academy gets the plan Yearly');
    expect(sent(calls, 'POST', `/organization/${ORG_ID}`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign plan' }));
    expect(await screen.findByText(PLAN_MESSAGES.assigned)).toBeTruthy();
    expect(sent(calls, 'POST', `/organization/${ORG_ID}`)[0]?.body).toEqual({ planId: yearly.id });
    await waitFor(() =>
      expect(sent(calls, 'GET', `/v1/packages/organization/${ORG_ID}`)).toHaveLength(2),
    );
  });

  it('removes a package only after confirmation', async () => {
    const { calls } = stub({
      [`DELETE /v1/packages/organization/${ORG_ID}/${ORG_PACKAGE_ID}`]: () =>
        json({ data: null, message: PLAN_MESSAGES.removed }),
    });
    actors = renderPlans(undefined, `${ORGS_TAB}&org=${ORG_ID}`);
    fireEvent.click(await screen.findByTestId(`org-package-${ORG_PACKAGE_ID}-remove`));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Remove Monthly?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent(calls, 'DELETE', ORG_PACKAGE_ID)).toHaveLength(0);

    fireEvent.click(screen.getByTestId(`org-package-${ORG_PACKAGE_ID}-remove`));
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(PLAN_MESSAGES.removed)).toBeTruthy();
    expect(sent(calls, 'DELETE', ORG_PACKAGE_ID)).toHaveLength(1);
  });

  it('in Arabic: the confirmation and the service’s refusal', async () => {
    await changeLanguage('ar');
    stub({
      [`POST /v1/packages/organization/${ORG_ID}`]: () =>
        json({ message: PLAN_MESSAGES.alreadyAssigned, code: 'CONFLICT' }, 409),
    });
    actors = renderPlans(undefined, `${ORGS_TAB}&org=${ORG_ID}`);
    const tab = await screen.findByRole('link', { name: 'باقات المؤسسات' });
    expect(tab.getAttribute('aria-current')).toBe('page');
    fireEvent.change(await screen.findByLabelText('الخطة المراد تخصيصها'), {
      target: { value: yearly.id },
    });
    fireEvent.click(screen.getByRole('button', { name: 'تخصيص خطة' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('تخصيص سنوية؟');
    fireEvent.click(within(dialog).getByRole('button', { name: 'تخصيص خطة' }));
    expect(await screen.findByText('هذه الباقة مخصّصة لهذه المؤسسة بالفعل.')).toBeTruthy();
  });
});
