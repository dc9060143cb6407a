import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PLAN_MESSAGES } from '../../contract/plans';
import { changeLanguage } from '../../src/i18n/i18n';
import type { TestActors } from './support/actors';
import { routeFetch, type Call } from './support/fetch-routes';
import { nourManager } from './support/orgs';
import {
  appLanguages,
  hadPackagesReader,
  monthly,
  nourPackagesManager,
  orgPackage,
  ORG_ID,
  planPage,
  PLAN_ID,
  translation,
  yearly,
} from './support/plan-fixtures';
import { renderPlans } from './support/plans-render';
import { json } from './support/render';

let actors: TestActors | null = null;
afterEach(() => actors?.stop());

const gets = (calls: Call[], suffix: string) =>
  calls.filter((c) => c.method === 'GET' && c.path.endsWith(suffix));

describe('/packages/packages: plans', () => {
  it('lists the plans with both names, the prices as the server gives them and the marks', async () => {
    const { calls } = routeFetch({ 'GET /v1/packages': () => json(planPage([monthly, yearly])) });
    actors = renderPlans();
    const row = await screen.findByTestId(`plan-row-${PLAN_ID}`);
    expect(row.textContent).toContain('Monthly');
    expect(row.textContent).toContain('شهرية');
    expect(screen.getByTestId(`plan-${PLAN_ID}-price`).textContent).toBe('$19.99');
    // The server's price after discount, not one worked out here from the 25%.
    expect(screen.getByTestId(`plan-${PLAN_ID}-after`).textContent).toBe('$14.99');
    expect(screen.getByTestId(`plan-${PLAN_ID}-discount`).textContent).toMatch(
      /^Discount: 25% · until /,
    );
    expect(screen.getByTestId(`plan-${PLAN_ID}-recommended`).textContent).toBe('Recommended');
    expect(screen.queryByTestId(`plan-${PLAN_ID}-reference`)).toBeNull();
    // A three-digit currency keeps its three decimals.
    expect(screen.getByTestId(`plan-${yearly.id}-price`).textContent).toContain('15.000');
    expect(screen.getByTestId(`plan-${yearly.id}-reference`).textContent).toBe('Reference');
    expect(screen.getByTestId('plans-add')).toBeTruthy();
    expect(screen.getByTestId(`plan-${PLAN_ID}-edit`)).toBeTruthy();
    expect(gets(calls, '/v1/packages')[0]?.query.get('pageNumber')).toBe('1');
  });

  it('keeps the search and the page in the address and asks the service for them', async () => {
    const { calls } = routeFetch({
      'GET /v1/packages': (call) =>
        json(planPage([monthly], Number(call.query.get('pageNumber')), 3)),
    });
    actors = renderPlans();
    await screen.findByTestId(`plan-row-${PLAN_ID}`);
    fireEvent.change(screen.getByLabelText('Search plans'), { target: { value: ' month ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/packages/packages?search=month'),
    );
    fireEvent.click(within(await screen.findByTestId('plans-pager')).getByText('Next'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/packages/packages?search=month&page=2',
      ),
    );
    await waitFor(() =>
      expect(gets(calls, '/v1/packages').at(-1)?.query.get('pageNumber')).toBe('2'),
    );
    expect(gets(calls, '/v1/packages').at(-1)?.query.get('search')).toBe('month');
  });

  it('a reader sees the plans and their translations without a write button', async () => {
    routeFetch({
      'GET /v1/packages': () => json(planPage([monthly])),
      [`GET /v1/packages/plan-translations/${PLAN_ID}`]: () => json({ data: [translation()] }),
    });
    actors = renderPlans(hadPackagesReader);
    await screen.findByTestId(`plan-row-${PLAN_ID}`);
    expect(screen.getByTestId('packages-read-only')).toBeTruthy();
    expect(screen.queryByTestId('plans-add')).toBeNull();
    expect(screen.queryByTestId(`plan-${PLAN_ID}-edit`)).toBeNull();
    fireEvent.click(screen.getByTestId(`plan-${PLAN_ID}-translations`));
    const dialog = await screen.findByTestId('plan-translations');
    expect((await within(dialog).findByTestId('translation-fr')).textContent).toContain('Mensuel');
    expect(within(dialog).queryByTestId('translations-add')).toBeNull();
    expect(within(dialog).queryByTestId('translation-fr-edit')).toBeNull();
  });

  it('a customer sees only its own packages, read-only, with no organisation picker', async () => {
    const { calls } = routeFetch({
      [`GET /v1/packages/organization/${ORG_ID}`]: () =>
        json({ data: { orgPackageId: orgPackage().id, packages: [orgPackage()] } }),
    });
    actors = renderPlans(nourPackagesManager, '/packages/packages?tab=organizations');
    const row = await screen.findByTestId(`org-package-${orgPackage().id}`);
    expect(row.textContent).toContain('Monthly');
    expect(row.textContent).toContain('$14.99');
    expect(row.textContent).toContain('Greetings');
    expect(screen.queryByLabelText('Organisation')).toBeNull();
    expect(screen.queryByTestId('package-assign')).toBeNull();
    expect(screen.queryByTestId(`org-package-${orgPackage().id}-remove`)).toBeNull();
    expect(calls.some((c) => c.path.endsWith('/v1/organization'))).toBe(false);
  });

  it('without r Packages nothing is asked; a failed read says why and tries again', async () => {
    const first = routeFetch({});
    actors = renderPlans(nourManager);
    expect((await screen.findByTestId('packages-no-access')).textContent).toBe(
      'You do not have access to plans and packages.',
    );
    expect(first.calls).toHaveLength(0);
    actors.stop();
    document.body.innerHTML = '';

    let fail = true;
    routeFetch({
      'GET /v1/packages': () =>
        fail ? json({ message: 'Service unavailable.' }, 503) : json(planPage([])),
    });
    actors = renderPlans();
    const failure = await screen.findByTestId('plans-error');
    expect(failure.textContent).toContain('Service unavailable.');
    fail = false;
    fireEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('plans-empty')).textContent).toBe('There are no plans yet.');
  });

  it('in Arabic, right to left: the texts, the prices and the service’s messages', async () => {
    await changeLanguage('ar');
    routeFetch({
      'GET /v1/packages': () => json(planPage([monthly])),
      [`GET /v1/packages/plan-translations/${PLAN_ID}`]: () => json({ data: [] }),
      'GET /v1/app-languages/get-overview': () => json({ data: { appLanguages } }),
      'POST /v1/packages/plan-translations': () =>
        json({ message: PLAN_MESSAGES.translationExists, code: 'CONFLICT' }, 409),
    });
    actors = renderPlans();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('الأسعار والخطط');
    await screen.findByTestId(`plan-row-${PLAN_ID}`);
    const arabic = (minor: number) =>
      new Intl.NumberFormat('ar-u-nu-latn', {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: 2,
      }).format(minor / 100);
    expect(screen.getByTestId(`plan-${PLAN_ID}-price`).textContent).toBe(arabic(1999));
    expect(screen.getByTestId(`plan-${PLAN_ID}-after`).textContent).toBe(arabic(1499));
    expect(screen.getByTestId(`plan-${PLAN_ID}-recommended`).textContent).toBe('موصى بها');
    expect(screen.getByRole('button', { name: 'إضافة خطة' })).toBeTruthy();

    fireEvent.click(screen.getByTestId(`plan-${PLAN_ID}-translations`));
    const dialog = await screen.findByTestId('plan-translations');
    expect(await within(dialog).findByText('لا توجد ترجمات لهذه الخطة بعد.')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('translations-add'));
    const form = await within(dialog).findByTestId('translation-form');
    fireEvent.change(within(form).getByLabelText('اللغة'), { target: { value: 'fr' } });
    fireEvent.change(within(form).getByLabelText('الاسم'), { target: { value: 'Mensuel' } });
    fireEvent.click(within(form).getByTestId('translation-form-save'));
    expect(await screen.findByText('لهذه الخطة ترجمة إلى هذه اللغة بالفعل.')).toBeTruthy();
  });
});
