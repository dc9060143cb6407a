import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONTRACT_FILE_MAX_BYTES,
  ORGANIZATION_MESSAGES,
  type Organization,
} from '../../contract/organizations';
import { changeLanguage } from '../../src/i18n/i18n';
import { OrganizationsPage } from '../../src/features/organizations/organizations-page';
import { ConfirmDialog } from '../../src/ui/confirm-dialog';
import { AppToaster } from '../../src/ui/toast';
import { createTestActors, type TestActors } from './support/actors';
import { hadAdmin } from './support/orgs';
import { json, renderWithApp } from './support/render';

const NOUR = '00000000-0000-4000-8000-00000000000a';
const nour: Organization = {
  id: NOUR,
  name: 'Nour Academy',
  company_location: 'Riyadh',
  logoImageName: 'nour.png',
  contractType: 'annual',
  contractStatus: 'active',
  startsAt: '2026-01-01',
  endsAt: '2026-12-31',
  contractFile: 'old-contract.pdf',
  contractFileName: 'Contract 2026.pdf',
  curriculum: 'Arabic A1',
  maxStudents: 40,
  maxTeachers: 5,
  maxClassrooms: 4,
};

const list = () =>
  json({
    data: {
      result: [nour],
      pagination: { pageNumber: 1, pageSize: 20, numOfPages: 1, total: 1, count: 1 },
    },
  });

interface Seen {
  method: string;
  path: string;
  body: unknown;
  file: File | null;
}

/** fetch stubbed by "METHOD /path-suffix"; JSON bodies and multipart `file` parts are recorded. */
function stubFetch(handlers: Record<string, (call: Seen) => Response | Promise<Response>>) {
  const calls: Seen[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const multipart = request.headers.get('content-type')?.startsWith('multipart/form-data');
      let body: unknown = null;
      let file: File | null = null;
      if (multipart) {
        const part = (await request.formData()).get('file');
        file = part instanceof File ? part : null;
      } else {
        const text = await request.text();
        body = text ? (JSON.parse(text) as unknown) : null;
      }
      const call = { method: request.method, path: new URL(request.url).pathname, body, file };
      calls.push(call);
      const key = Object.keys(handlers).find((k) => {
        const [method, suffix] = k.split(' ');
        return method === call.method && suffix !== undefined && call.path.endsWith(suffix);
      });
      return key ? handlers[key]!(call) : json({ message: 'Not found.', code: 'NOT_FOUND' }, 404);
    }),
  );
  return calls;
}

let actors: TestActors | null = null;
afterEach(() => actors?.stop());

function renderPage() {
  actors = createTestActors([hadAdmin]);
  return renderWithApp(
    <>
      <OrganizationsPage
        canRead
        canWrite
        canUpdate
        canManageContracts
        confirmation={actors.confirmation}
        detailPath={(id) => `/organizations/${id}`}
        newPath="/organizations/new"
      />
      <ConfirmDialog actor={actors.confirmation} />
      <AppToaster />
    </>,
    { actors, path: '/organizations' },
  );
}

const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

function choose(dialog: HTMLElement, file: File, label = 'Contract file') {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { files: [file] } });
}

describe('organisation form', () => {
  it('has every label of the spec, with the status read-only', async () => {
    stubFetch({ 'GET /v1/organization': list });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'New organization' }));
    const dialog = await screen.findByTestId('org-form-modal');
    for (const label of [
      'Company name',
      'Company location',
      'Contract type',
      'Contract status',
      'Start date',
      'End date',
      'Contract file',
      'Max students',
      'Max teachers',
      'Max classrooms',
      'Curriculum',
      'Logo',
    ]) {
      expect(within(dialog).getByLabelText(label)).toBeTruthy();
    }
    const status = within(dialog).getByLabelText('Contract status') as HTMLInputElement;
    expect(status.readOnly).toBe(true);
    expect(status.value).toBe('Pending');
    // Required fields' labels carry the mark (a red star drawn by CSS); optional ones do not.
    const marked = (label: string) =>
      within(dialog).getByText(label, { selector: 'label' }).getAttribute('data-required');
    expect(marked('Company name')).toBe('true');
    expect(within(dialog).getByLabelText('Company name').hasAttribute('required')).toBe(true);
    expect(marked('Curriculum')).toBeNull();
  });

  it('uploads the contract file first, then creates; server field errors show on the fields', async () => {
    let attempts = 0;
    const calls = stubFetch({
      'GET /v1/organization': list,
      'POST /v1/general/upload-file': ({ file }) =>
        file?.type === 'image/png'
          ? json({ data: { fileName: 'stored-2.png', url: '/media/stored-2.png' } }, 201)
          : json({ data: { fileName: 'stored-1.pdf', url: '/media/stored-1.pdf' } }, 201),
      'POST /v1/organization': () => {
        attempts += 1;
        if (attempts === 1) {
          return json(
            {
              message: ORGANIZATION_MESSAGES.nameTaken,
              code: 'CONFLICT',
              fieldErrors: { name: ORGANIZATION_MESSAGES.nameTaken },
            },
            409,
          );
        }
        return json({ data: nour, message: ORGANIZATION_MESSAGES.created }, 201);
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'New organization' }));
    const dialog = await screen.findByTestId('org-form-modal');
    type(dialog, 'Company name', ' Dar Al Huda ');
    type(dialog, 'Company location', 'Jeddah');
    type(dialog, 'Contract type', 'trial');
    type(dialog, 'Start date', '2026-02-01');
    type(dialog, 'End date', '2026-01-01');
    type(dialog, 'Max students', '100');
    type(dialog, 'Max teachers', '8');
    type(dialog, 'Max classrooms', '6');
    type(dialog, 'Curriculum', 'Arabic A2');
    choose(dialog, new File(['%PDF-1.7'], 'contract.pdf', { type: 'application/pdf' }));
    choose(dialog, new File(['png'], 'logo.png', { type: 'image/png' }), 'Logo');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save organization' }));

    // The contract's rule is checked in the browser: nothing is sent, focus goes to the field.
    expect((await within(dialog).findByTestId('org-ends-at-error')).textContent).toBe(
      'The end date must be after the start date.',
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByLabelText('End date')),
    );
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    type(dialog, 'End date', '2027-01-31');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save organization' }));
    expect((await within(dialog).findByTestId('org-name-error')).textContent).toBe(
      ORGANIZATION_MESSAGES.nameTaken,
    );
    expect(within(dialog).getByLabelText('Company name').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByLabelText('Company name')),
    );
    // One error shows once: in the form, not again as a toast.
    expect(screen.queryAllByText(ORGANIZATION_MESSAGES.nameTaken)).toHaveLength(2);
    const uploads = calls.filter((c) => c.path.endsWith('/upload-file'));
    expect(uploads.map((c) => c.file?.name)).toEqual(['contract.pdf', 'logo.png']);
    expect(calls.findIndex((c) => c.path.endsWith('/upload-file'))).toBeLessThan(
      calls.findIndex((c) => c.method === 'POST' && c.path.endsWith('/v1/organization')),
    );

    type(dialog, 'Company name', 'Dar Al Huda');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save organization' }));
    expect(await screen.findByText('Organization created successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('org-form-modal')).toBeNull());
    const creates = calls.filter((c) => c.method === 'POST' && c.path.endsWith('/v1/organization'));
    // The retry reuses the files stored by the first attempt.
    expect(calls.filter((c) => c.path.endsWith('/upload-file'))).toHaveLength(2);
    expect(creates[1]?.body).toEqual({
      name: 'Dar Al Huda',
      company_location: 'Jeddah',
      contractType: 'trial',
      startsAt: '2026-02-01',
      endsAt: '2027-01-31',
      curriculum: 'Arabic A2',
      contractFile: 'stored-1.pdf',
      contractFileName: 'contract.pdf',
      logoImageName: 'stored-2.png',
      maxStudents: 100,
      maxTeachers: 8,
      maxClassrooms: 6,
    });
  });

  it('checks the contract’s rules in the page’s language before sending anything', async () => {
    await changeLanguage('ar');
    const calls = stubFetch({ 'GET /v1/organization': list });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'مؤسسة جديدة' }));
    const dialog = await screen.findByTestId('org-form-modal');
    type(dialog, 'الحد الأقصى للطلاب', '-1');
    fireEvent.click(within(dialog).getByTestId('org-save'));

    expect((await within(dialog).findByTestId('org-name-error')).textContent).toBe(
      'هذا الحقل مطلوب.',
    );
    expect(within(dialog).getByTestId('org-max-students-error').textContent).toBe(
      'القيمة الدنيا 0.',
    );
    expect(within(dialog).getByTestId('org-max-teachers-error').textContent).toBe('أدخل رقمًا.');
    await waitFor(() => expect(document.activeElement?.id).toBe('org-name'));
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('refuses a wrong type or an oversized file before sending it', async () => {
    const calls = stubFetch({ 'GET /v1/organization': list });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'New organization' }));
    const dialog = await screen.findByTestId('org-form-modal');
    choose(dialog, new File(['a,b'], 'codes.csv', { type: 'text/csv' }));
    expect(within(dialog).getByTestId('org-contract-file-error').textContent).toBe(
      'This file type is not allowed, Allowed formats: PDF, PNG, JPEG, WebP.',
    );
    const save = within(dialog).getByRole('button', { name: 'Save organization' });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    const big = new File(['x'], 'scan.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: CONTRACT_FILE_MAX_BYTES + 1 });
    choose(dialog, big);
    expect(within(dialog).getByTestId('org-contract-file-error').textContent).toBe(
      'The file is larger than 10 MB.',
    );
    choose(dialog, new File(['img'], 'scan.png', { type: 'image/png' }));
    expect(within(dialog).queryByTestId('org-contract-file-error')).toBeNull();
    // A logo is an image: a PDF is refused there.
    choose(dialog, new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' }), 'Logo');
    expect(within(dialog).getByTestId('org-logo-error').textContent).toBe(
      'This file type is not allowed, Allowed formats: PNG, JPEG, WebP.',
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('a refused upload shows the server’s message on the file field and saves nothing', async () => {
    const calls = stubFetch({
      'GET /v1/organization': list,
      'POST /v1/general/upload-file': () =>
        json({ message: 'This file type is not allowed, Allowed formats: pdf', code: 'X' }, 415),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Nour Academy' }));
    const dialog = await screen.findByTestId('org-form-modal');
    choose(dialog, new File(['%PDF'], 'c.pdf', { type: 'application/pdf' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save organization' }));
    expect((await within(dialog).findByTestId('org-contract-file-error')).textContent).toBe(
      'This file type is not allowed, Allowed formats: pdf',
    );
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('edits with a PUT to its id, keeping the stored file and logo', async () => {
    const calls = stubFetch({
      'GET /v1/organization': list,
      [`PUT /v1/organization/${NOUR}`]: () =>
        json({ data: nour, message: ORGANIZATION_MESSAGES.updated }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Nour Academy' }));
    const dialog = await screen.findByTestId('org-form-modal');
    expect((within(dialog).getByLabelText('Company name') as HTMLInputElement).value).toBe(
      'Nour Academy',
    );
    expect((within(dialog).getByLabelText('Contract status') as HTMLInputElement).value).toBe(
      'Active',
    );
    // The contract file by the name it was uploaded under, not its stored name.
    expect(dialog.textContent).toContain('Current file: Contract 2026.pdf');
    type(dialog, 'Max students', '45');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save organization' }));
    expect(await screen.findByText('Organization updated successfully')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Nour Academy',
      company_location: 'Riyadh',
      contractType: 'annual',
      startsAt: '2026-01-01',
      endsAt: '2026-12-31',
      curriculum: 'Arabic A1',
      contractFile: 'old-contract.pdf',
      logoImageName: 'nour.png',
      maxStudents: 45,
      maxTeachers: 5,
      maxClassrooms: 4,
    });
    expect(calls.some((c) => c.path.endsWith('/upload-file'))).toBe(false);
  });
});
