import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Organization } from '../../contract/organizations';
import { OrganizationPage } from '../../src/features/organizations/detail/organization-page';
import { createTestActors, type TestActors } from './support/actors';
import { routeFetch } from './support/fetch-routes';
import { hadAdmin } from './support/orgs';
import { json, renderWithApp } from './support/render';

const ID = '00000000-0000-4000-8000-0000000000d1';
const customer: Organization = {
  id: ID,
  name: 'Dar Al Qalam',
  company_location: 'Irbid',
  logoImageName: null,
  contractType: 'annual',
  contractStatus: 'pending',
  startsAt: '2026-11-29',
  endsAt: '2027-11-29',
  contractFile: '5f0c.pdf',
  contractFileName: 'Dar Al Qalam contract.pdf',
  curriculum: null,
  maxStudents: 60,
  maxTeachers: 6,
  maxClassrooms: 4,
};

let actors: TestActors | null = null;
afterEach(() => actors?.stop());

function renderPage(canRead = true) {
  actors = createTestActors([hadAdmin]);
  renderWithApp(
    <OrganizationPage
      id={ID}
      canRead={canRead}
      canUpdate
      canManageContracts
      confirmation={actors.confirmation}
      listPath="/organizations"
      parts={{
        seats: null,
        invitations: () => null,
        packages: null,
        auditPath: '/audit',
        machinePath: `/machines?record=contract:${ID}`,
      }}
    />,
    { actors, path: `/organizations/${ID}` },
  );
}

describe("an organisation's own page", () => {
  it('explains a pending contract, names its file as uploaded, and offers the platform actions', async () => {
    routeFetch({ [`GET /v1/organization/${ID}`]: () => json({ data: customer }) });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Dar Al Qalam' });
    expect(screen.getByTestId('org-status-meaning').textContent).toContain(
      'a platform admin activates it once the contract is signed',
    );
    expect(screen.getByTestId('org-contract-file').textContent).toBe('Dar Al Qalam contract.pdf');
    expect(screen.getByTestId('org-detail-action-activate').textContent).toBe('Activate');
    expect(screen.getByTestId('org-detail-action-cancel').className).toContain('red');
    // QA reaches its contract's machine from here.
    expect(screen.getByTestId('org-machine-link').getAttribute('href')).toBe(
      `/machines?record=contract:${ID}`,
    );
  });

  it('asks nothing of the service without the right to read organisations', () => {
    const { calls } = routeFetch({});
    renderPage(false);
    expect(screen.getByRole('alert').textContent).toBe(
      'You do not have permission to see organizations.',
    );
    expect(calls).toEqual([]);
  });
});
