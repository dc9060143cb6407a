import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PLAN_MESSAGES } from '../../contract/plans';
import { changeLanguage } from '../../src/i18n/i18n';
import type { TestActors } from './support/actors';
import { routeFetch, type Call } from './support/fetch-routes';
import {
  appLanguages,
  monthly,
  planPage,
  PLAN_ID,
  TOPIC_ID,
  topics,
  translation,
} from './support/plan-fixtures';
import { renderPlans } from './support/plans-render';
import { json } from './support/render';

let actors: TestActors | null = null;
afterEach(() => actors?.stop());

type Handler = (call: Call) => Response;
const base: Record<string, Handler> = {
  'GET /v1/packages': () => json(planPage([monthly])),
  'GET /v1/admin/levels/data': () => json({ data: topics }),
};
const sent = (calls: Call[], method: string, suffix: string) =>
  calls.filter((c) => c.method === method && c.path.endsWith(suffix));

async function openAdd() {
  fireEvent.click(await screen.findByTestId('plans-add'));
  return screen.findByTestId('plan-form');
}
function type(form: HTMLElement, label: string | RegExp, value: string) {
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });
}
function fillRequired(form: HTMLElement) {
  type(form, 'Name in English', 'Weekly');
  type(form, 'Name in Arabic', 'أسبوعية');
  type(form, 'Number of classes', '4');
  type(form, 'Store product id', 'com.example.plan_weekly');
}

describe('the plan form', () => {
  it('sends "19.99" USD as 1999 and only the discount chosen, then refreshes the table', async () => {
    const { calls } = routeFetch({
      ...base,
      'POST /v1/packages': () => json({ data: monthly, message: PLAN_MESSAGES.created }, 201),
    });
    actors = renderPlans();
    const form = await openAdd();
    fillRequired(form);
    type(form, /^Price/, '19.99');
    // An amount typed, then the percentage chosen instead: never both.
    fireEvent.click(within(form).getByTestId('plan-discount-amount'));
    type(form, /^Discount amount/, '5');
    fireEvent.click(within(form).getByTestId('plan-discount-percentage'));
    expect(within(form).queryByLabelText(/^Discount amount/)).toBeNull();
    type(form, /^Discount percentage/, '10');
    type(form, 'Discount ends', '2099-05-01T10:00');
    fireEvent.click(within(form).getByTestId('plan-isRecommended'));
    const topicsBox = within(form).getByTestId('plan-levelIds');
    expect(within(topicsBox).queryByText('Draft')).toBeNull();
    fireEvent.click(await within(topicsBox).findByRole('checkbox'));
    fireEvent.click(within(form).getByTestId('plan-form-save'));

    expect(await screen.findByText(PLAN_MESSAGES.created)).toBeTruthy();
    const body = sent(calls, 'POST', '/v1/packages')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      nameEn: 'Weekly',
      nameAr: 'أسبوعية',
      priceMinor: 1999,
      currency: 'USD',
      numberOfClasses: 4,
      productId: 'com.example.plan_weekly',
      discountMinor: null,
      discountPercentage: 10,
      isRecommended: true,
      isReference: false,
      isOfferCodeEnabled: false,
      levelIds: [TOPIC_ID],
    });
    // The local time typed, sent with the reader's offset.
    expect(body.discountEndsAt).toMatch(/^2099-05-01T10:00:00[+-]\d\d:\d\d$/);
    expect(new Date(body.discountEndsAt as string).getTime()).toBe(
      new Date('2099-05-01T10:00').getTime(),
    );
    await waitFor(() => expect(screen.queryByTestId('plan-form')).toBeNull());
    await waitFor(() => expect(sent(calls, 'GET', '/v1/packages')).toHaveLength(2));
  });

  it('reads "1.5" KWD as 1500 and refuses more decimals than the currency has', async () => {
    const { calls } = routeFetch({
      ...base,
      'POST /v1/packages': () => json({ data: monthly, message: PLAN_MESSAGES.created }, 201),
    });
    actors = renderPlans();
    const form = await openAdd();
    fillRequired(form);
    type(form, 'Currency', 'KWD');
    type(form, /^Price/, '1.2345');
    fireEvent.click(within(form).getByTestId('plan-form-save'));
    expect((await within(form).findByTestId('plan-price-error')).textContent).toBe(
      'KWD has at most 3 decimals.',
    );
    expect(sent(calls, 'POST', '/v1/packages')).toHaveLength(0);

    type(form, /^Price/, '1.5');
    fireEvent.click(within(form).getByTestId('plan-form-save'));
    expect(await screen.findByText(PLAN_MESSAGES.created)).toBeTruthy();
    expect(sent(calls, 'POST', '/v1/packages')[0]?.body).toMatchObject({
      priceMinor: 1500,
      currency: 'KWD',
      discountMinor: null,
      discountPercentage: null,
      discountEndsAt: null,
    });
  });

  it('shows the service’s field errors at their fields and keeps what was typed', async () => {
    let answer: 'fields' | 'taken' = 'fields';
    routeFetch({
      ...base,
      'POST /v1/packages': () =>
        answer === 'fields'
          ? json(
              {
                message: 'Check the highlighted fields.',
                code: 'BAD_REQUEST',
                fieldErrors: {
                  discountMinor: PLAN_MESSAGES.discountOverPrice,
                  discountEndsAt: PLAN_MESSAGES.endInPast,
                },
              },
              400,
            )
          : json({ message: PLAN_MESSAGES.productIdTaken, code: 'CONFLICT' }, 409),
    });
    actors = renderPlans();
    const form = await openAdd();
    fillRequired(form);
    type(form, /^Price/, '10');
    fireEvent.click(within(form).getByTestId('plan-discount-amount'));
    type(form, /^Discount amount/, '8');
    type(form, 'Discount ends', '2099-05-01T10:00');
    fireEvent.click(within(form).getByTestId('plan-form-save'));
    expect((await within(form).findByTestId('plan-discountAmount-error')).textContent).toBe(
      PLAN_MESSAGES.discountOverPrice,
    );
    expect(within(form).getByTestId('plan-discountEndsAt-error').textContent).toBe(
      PLAN_MESSAGES.endInPast,
    );
    expect((within(form).getByLabelText('Name in English') as HTMLInputElement).value).toBe(
      'Weekly',
    );
    expect((within(form).getByLabelText(/^Discount amount/) as HTMLInputElement).value).toBe('8');

    answer = 'taken';
    fireEvent.click(within(form).getByTestId('plan-form-save'));
    expect((await within(form).findByTestId('plan-productId-error')).textContent).toBe(
      PLAN_MESSAGES.productIdTaken,
    );
    expect((within(form).getByLabelText('Store product id') as HTMLInputElement).value).toBe(
      'com.example.plan_weekly',
    );
  });

  it('edits a plan from its stored state and sends the whole plan back', async () => {
    const { calls } = routeFetch({
      ...base,
      [`GET /v1/packages/${PLAN_ID}`]: () => json({ data: monthly }),
      [`PUT /v1/packages/${PLAN_ID}`]: () =>
        json({ data: monthly, message: PLAN_MESSAGES.updated }),
    });
    actors = renderPlans();
    fireEvent.click(await screen.findByTestId(`plan-${PLAN_ID}-edit`));
    const form = await screen.findByTestId('plan-form');
    const price = (await within(form).findByLabelText(/^Price/)) as HTMLInputElement;
    expect(price.value).toBe('19.99');
    expect((within(form).getByLabelText(/^Discount percentage/) as HTMLInputElement).value).toBe(
      '25',
    );
    type(form, 'Name in English', 'Monthly plus');
    fireEvent.click(within(form).getByTestId('plan-form-save'));
    expect(await screen.findByText(PLAN_MESSAGES.updated)).toBeTruthy();
    expect(sent(calls, 'PUT', `/v1/packages/${PLAN_ID}`)[0]?.body).toMatchObject({
      nameEn: 'Monthly plus',
      priceMinor: 1999,
      discountPercentage: 25,
      discountMinor: null,
      levelIds: [TOPIC_ID],
    });
  });

  describe('when someone else saved the plan first', () => {
    const theirs = { ...monthly, nameEn: 'Monthly gold', numberOfClasses: 10 };
    const conflicted = () => {
      let saves = 0;
      const stub = routeFetch({
        ...base,
        [`GET /v1/packages/${PLAN_ID}`]: () =>
          new Response(JSON.stringify({ data: monthly }), {
            headers: { 'content-type': 'application/json', etag: '"4"' },
          }),
        [`PUT /v1/packages/${PLAN_ID}`]: () =>
          ++saves === 1
            ? json(
                {
                  message: 'Someone changed this since you opened it. Choose what to keep.',
                  code: 'PRECONDITION_FAILED',
                  edit: {
                    current: theirs,
                    etag: '"5"',
                    changedBy: { id: PLAN_ID, name: 'Sara Ali' },
                    changedAt: '2026-03-10T12:00:00.000Z',
                  },
                },
                412,
              )
            : json({ data: theirs, message: PLAN_MESSAGES.updated }),
      });
      return stub.calls;
    };
    async function editAndSave() {
      actors = renderPlans();
      fireEvent.click(await screen.findByTestId(`plan-${PLAN_ID}-edit`));
      const form = await screen.findByTestId('plan-form');
      await within(form).findByLabelText(/^Price/);
      type(form, 'Name in Arabic', 'شهرية ذهبية');
      type(form, 'Number of classes', '12');
      fireEvent.click(within(form).getByTestId('plan-form-save'));
      return within(form).findByTestId('edit-conflict');
    }
    const puts = (calls: Call[]) => sent(calls, 'PUT', `/v1/packages/${PLAN_ID}`);

    it('saves with the version it opened, then says who changed what', async () => {
      const calls = conflicted();
      const panel = await editAndSave();
      expect(puts(calls)[0]?.ifMatch).toBe('"4"');
      expect(panel.textContent).toContain('Sara Ali saved changes at');
      // What they changed: as opened, theirs, mine.
      expect(within(panel).getByTestId('edit-conflict-nameEn').textContent).toBe(
        'Name in EnglishMonthlyMonthly goldMonthly',
      );
      expect(within(panel).getByTestId('edit-conflict-numberOfClasses').textContent).toBe(
        'Number of classes81012',
      );
      expect(within(panel).queryByTestId('edit-conflict-nameAr')).toBeNull();
    });

    it('keep mine saves the form over their version', async () => {
      const calls = conflicted();
      const panel = await editAndSave();
      fireEvent.click(within(panel).getByRole('button', { name: 'Keep mine' }));
      expect(await screen.findByText(PLAN_MESSAGES.updated)).toBeTruthy();
      expect(puts(calls)[1]?.ifMatch).toBe('"5"');
      expect(puts(calls)[1]?.body).toMatchObject({ nameEn: 'Monthly', numberOfClasses: 12 });
    });

    it('take theirs fills the form with their plan and saves nothing', async () => {
      const calls = conflicted();
      const panel = await editAndSave();
      fireEvent.click(within(panel).getByRole('button', { name: 'Take theirs' }));
      const form = screen.getByTestId('plan-form');
      await waitFor(() =>
        expect((within(form).getByLabelText('Name in English') as HTMLInputElement).value).toBe(
          'Monthly gold',
        ),
      );
      expect(within(form).queryByTestId('edit-conflict')).toBeNull();
      expect(puts(calls)).toHaveLength(1);
    });

    it('merges field by field: their name, my number of classes and my Arabic name', async () => {
      const calls = conflicted();
      const panel = await editAndSave();
      fireEvent.click(within(panel).getByRole('button', { name: 'Merge field by field' }));
      // Their name (the form did not touch it) and my count (both changed it) start chosen.
      const theirName = within(panel).getByRole('radio', {
        name: 'Take theirs for Name in English',
      });
      expect((theirName as HTMLInputElement).checked).toBe(true);
      const myCount = within(panel).getByRole('radio', {
        name: 'Keep yours for Number of classes',
      });
      expect((myCount as HTMLInputElement).checked).toBe(true);
      fireEvent.click(within(panel).getByRole('button', { name: 'Save the merge' }));
      expect(await screen.findByText(PLAN_MESSAGES.updated)).toBeTruthy();
      expect(puts(calls)[1]?.ifMatch).toBe('"5"');
      expect(puts(calls)[1]?.body).toMatchObject({
        nameEn: 'Monthly gold',
        nameAr: 'شهرية ذهبية',
        numberOfClasses: 12,
      });
    });
  });

  it('adds a translation in a language not translated yet, and edits one', async () => {
    const { calls } = routeFetch({
      ...base,
      [`GET /v1/packages/plan-translations/${PLAN_ID}`]: () => json({ data: [translation()] }),
      'GET /v1/app-languages/get-overview': () => json({ data: { appLanguages } }),
      'POST /v1/packages/plan-translations': () =>
        json({ data: translation(), message: PLAN_MESSAGES.translationSaved }, 201),
      [`PUT /v1/packages/plan-translations/${translation().id}`]: () =>
        json({ data: translation(), message: PLAN_MESSAGES.translationSaved }),
    });
    actors = renderPlans();
    fireEvent.click(await screen.findByTestId(`plan-${PLAN_ID}-translations`));
    const dialog = await screen.findByTestId('plan-translations');
    expect((await within(dialog).findByTestId('translation-fr')).textContent).toContain(
      'Français (fr)',
    );
    fireEvent.click(within(dialog).getByTestId('translations-add'));
    let form = await within(dialog).findByTestId('translation-form');
    const options = within(within(form).getByLabelText('Language'))
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value);
    expect(options).toEqual(['', 'en', 'tr']);
    fireEvent.change(within(form).getByLabelText('Language'), { target: { value: 'tr' } });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Aylık' } });
    fireEvent.click(within(form).getByTestId('translation-form-save'));
    expect(await screen.findByText(PLAN_MESSAGES.translationSaved)).toBeTruthy();
    expect(sent(calls, 'POST', '/plan-translations')[0]?.body).toEqual({
      planId: PLAN_ID,
      languageCode: 'tr',
      name: 'Aylık',
      description: '',
    });

    fireEvent.click(await within(dialog).findByTestId('translation-fr-edit'));
    form = await within(dialog).findByTestId('translation-form');
    expect(within(form).queryByLabelText('Language')).toBeNull();
    fireEvent.change(within(form).getByLabelText('Description'), {
      target: { value: 'Dix cours' },
    });
    fireEvent.click(within(form).getByTestId('translation-form-save'));
    await waitFor(() =>
      expect(sent(calls, 'PUT', `/plan-translations/${translation().id}`)[0]?.body).toEqual({
        name: 'Mensuel',
        description: 'Dix cours',
      }),
    );
  });

  it('in Arabic: the form’s labels, its own refusals and the service’s message', async () => {
    await changeLanguage('ar');
    routeFetch({
      ...base,
      'POST /v1/packages': () => json({ data: monthly, message: PLAN_MESSAGES.created }, 201),
    });
    actors = renderPlans();
    fireEvent.click(await screen.findByRole('button', { name: 'إضافة خطة' }));
    const form = await screen.findByTestId('plan-form');
    type(form, 'الاسم بالإنجليزية', 'Weekly');
    type(form, 'الاسم بالعربية', 'أسبوعية');
    type(form, 'عدد الحصص', '4');
    type(form, 'معرّف المنتج في المتجر', 'com.example.plan_weekly');
    type(form, /^السعر/, '19.999');
    fireEvent.click(within(form).getByTestId('plan-form-save'));
    expect((await within(form).findByTestId('plan-price-error')).textContent).toBe(
      'لعملة USD 2 منازل عشرية على الأكثر.',
    );
    // Arabic-Indic digits and the Arabic decimal sign are read too.
    type(form, /^السعر/, '١٩٫٩٩');
    fireEvent.click(within(form).getByTestId('plan-form-save'));
    expect(await screen.findByText('تمت إضافة الخطة بنجاح')).toBeTruthy();
  });
});
