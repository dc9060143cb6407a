import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrganizationAccount } from '../../contract/organizations';
import { MembersSection } from '../../src/features/organizations/detail/members-section';
import { changeLanguage } from '../../src/i18n/i18n';
import { createTestActors, type TestActors } from './support/actors';
import { routeFetch } from './support/fetch-routes';
import { hadAdmin } from './support/orgs';
import { json, renderWithApp } from './support/render';

const ORG = '00000000-0000-4000-8000-0000000000f1';

const account = (n: number, extra: Partial<OrganizationAccount>): OrganizationAccount => ({
  userId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  email: `person${n}@demo.test`,
  firstName: 'Person',
  lastName: String(n),
  roleName: 'Teacher',
  roleNumber: 5,
  isActive: true,
  ...extra,
});

const ACCOUNTS = [
  account(1, { firstName: 'Omar', lastName: 'Farouk', roleName: 'Organization Manager' }),
  account(2, { firstName: 'ليلى', lastName: 'ناصر', isActive: false }),
];

function serve(rows: OrganizationAccount[]) {
  return routeFetch({
    [`GET /v1/organization/accounts/${ORG}`]: () =>
      json({
        data: {
          result: rows,
          pagination: {
            pageNumber: 1,
            pageSize: 20,
            numOfPages: 1,
            total: rows.length,
            count: rows.length,
          },
        },
      }),
  }).calls;
}

let actors: TestActors | null = null;
afterEach(() => actors?.stop());

function renderSection() {
  actors = createTestActors([hadAdmin]);
  renderWithApp(<MembersSection organizationId={ORG} />, { actors });
}

describe("an organisation's accounts", () => {
  it('lists each person with e-mail, role and whether they work here now', async () => {
    const calls = serve(ACCOUNTS);
    renderSection();
    const section = await screen.findByTestId('org-members');
    expect(within(section).getByRole('heading', { name: 'Accounts' })).toBeTruthy();
    const omar = await within(section).findByTestId(`org-member-${ACCOUNTS[0]!.userId}`);
    expect(within(omar).getByRole('rowheader').textContent).toBe('Omar Faroukperson1@demo.test');
    expect(omar.textContent).toContain('Organization Manager');
    expect(within(omar).getByTestId('org-member-status').textContent).toBe('Active here');
    const layla = within(section).getByTestId(`org-member-${ACCOUNTS[1]!.userId}`);
    expect(within(layla).getByTestId('org-member-status').textContent).toBe(
      'Active in another organization',
    );
    expect(
      within(section)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Role', 'Status']);
    expect(calls[0]?.query.get('pageNumber')).toBe('1');
  });

  it('says so when no one has an account yet', async () => {
    serve([]);
    renderSection();
    expect((await screen.findByTestId('org-members-empty')).textContent).toBe(
      'No one has an account in this organization yet.',
    );
  });

  it('renders in Arabic with no untranslated key', async () => {
    await changeLanguage('ar');
    serve(ACCOUNTS);
    renderSection();
    const section = await screen.findByTestId('org-members');
    expect(within(section).getByRole('heading', { name: 'الحسابات' })).toBeTruthy();
    const layla = await within(section).findByTestId(`org-member-${ACCOUNTS[1]!.userId}`);
    expect(within(layla).getByTestId('org-member-status').textContent).toBe('نشط في مؤسسة أخرى');
    expect(within(section).getAllByRole('columnheader')[2]?.textContent).toBe('الحالة');
    expect(document.body.textContent).not.toMatch(/\borganizations\.\w/);
  });
});
