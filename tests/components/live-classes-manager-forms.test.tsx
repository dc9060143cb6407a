import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_CLASS_MESSAGES } from '../../contract/live-classes';
import { MEDIA_MESSAGES } from '../../contract/media';
import { LiveClassesManagerPage } from '../../src/features/live-classes/manager/manager-page';
import { changeLanguage } from '../../src/i18n/i18n';
import { ConfirmDialog } from '../../src/ui/confirm-dialog';
import { AppToaster } from '../../src/ui/toast';
import { createTestActors, type TestActors } from './support/actors';
import { FakeXhr } from './support/fake-xhr';
import { routeFetch, type Call } from './support/fetch-routes';
import {
  at,
  classPage,
  HUDA,
  LC_ALIF,
  LC_BA,
  LC_TA,
  liveClass,
  lookups,
  NOW,
  OMAR,
  SARA,
  TOPIC,
} from './support/live-classes-manager-fixtures';
import { json, renderWithApp } from './support/render';

let actors: TestActors | null = null;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  actors?.stop();
  actors = null;
  vi.useRealTimers();
});

const alif = liveClass({ id: LC_ALIF, title: 'Alif live', tag: 'beginners' });

function renderPage(path = '/live-classes/manager') {
  actors = createTestActors([]);
  return renderWithApp(
    <>
      <LiveClassesManagerPage canRead canWrite canUpdate confirmation={actors.confirmation} />
      <ConfirmDialog actor={actors.confirmation} />
      <AppToaster />
    </>,
    { actors, path },
  );
}

const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET');

async function openCreate() {
  await screen.findByTestId(`live-class-row-${LC_ALIF}`);
  fireEvent.click(screen.getByRole('button', { name: 'New live class' }));
  return screen.findByTestId('live-class-form-modal');
}

function fill(form: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  }
}

const errorOf = (form: HTMLElement, field: string) =>
  within(form).queryByTestId(`live-class-${field}-error`)?.textContent;

describe('the class form', () => {
  it('opens the new-class form from a link (?new=1)', async () => {
    routeFetch({
      'GET /v1/admin/liveClasses': () => classPage([alif]),
      'GET /v2/live-classes/lookups': lookups,
    });
    renderPage('/live-classes/manager?new=1');
    const form = await screen.findByTestId('live-class-form-modal');
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('live-class-form-modal')).toBeNull());
  });

  it('checks the contract’s rules and a future start before sending', async () => {
    const { calls } = routeFetch({
      'GET /v1/admin/liveClasses': () => classPage([alif]),
      'GET /v2/live-classes/lookups': lookups,
    });
    renderPage();
    const form = await openCreate();
    fill(form, { 'Length (minutes)': '' });
    fireEvent.click(within(form).getByTestId('live-class-save'));
    await waitFor(() =>
      expect(errorOf(form, 'title')).toBe('Write a title of 2 to 120 characters.'),
    );
    expect(errorOf(form, 'startsAt')).toBe('Choose the day and time it starts.');
    expect(errorOf(form, 'durationMinutes')).toBe('Write a length of 15 to 240 minutes.');
    expect(within(form).getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');

    fill(form, {
      Title: ' Alif evening ',
      'Starts at': '2026-12-09T08:30',
      'Length (minutes)': '10',
      'Fewest learners': '12',
      'Most learners': '5',
    });
    fireEvent.click(within(form).getByTestId('live-class-save'));
    await waitFor(() => expect(errorOf(form, 'startsAt')).toBe('Should be in future'));
    expect(errorOf(form, 'title')).toBeUndefined();
    expect(errorOf(form, 'durationMinutes')).toBe('Write a length of 15 to 240 minutes.');
    expect(errorOf(form, 'minUsers')).toBe('The fewest cannot be more than the most.');
    expect(writes(calls)).toEqual([]);
  });

  it('creates a class; the service’s field errors land on their fields, then it saves', async () => {
    let tries = 0;
    const { calls } = routeFetch({
      'GET /v1/admin/liveClasses': () => classPage([alif]),
      'GET /v2/live-classes/lookups': lookups,
      'POST /v1/live-class': () => {
        tries += 1;
        return tries === 1
          ? json(
              {
                message: 'Invalid request.',
                code: 'BAD_REQUEST',
                fieldErrors: {
                  teacherId: LIVE_CLASS_MESSAGES.notATeacher,
                  startsAt: LIVE_CLASS_MESSAGES.shouldBeInFuture,
                },
              },
              400,
            )
          : json({ data: alif, message: LIVE_CLASS_MESSAGES.created }, 201);
      },
    });
    renderPage();
    const form = await openCreate();
    await within(form).findByRole('option', { name: 'Omar Haddad' });
    fill(form, {
      Title: ' Alif evening ',
      'Starts at': '2026-12-15T18:00',
      'Length (minutes)': '45',
      'Fewest learners': '2',
      'Most learners': '10',
      Teacher: OMAR,
      'Curriculum topic': TOPIC,
      Tag: 'grammar',
    });
    expect(
      [...(within(form).getByLabelText('Curriculum topic') as HTMLSelectElement).options].map(
        (o) => o.text,
      ),
    ).toEqual(['No topic', 'Letters and sounds']);
    fireEvent.click(within(form).getByTestId('live-class-save'));
    await waitFor(() => expect(errorOf(form, 'teacherId')).toBe(LIVE_CLASS_MESSAGES.notATeacher));
    expect(errorOf(form, 'startsAt')).toBe(LIVE_CLASS_MESSAGES.shouldBeInFuture);
    expect(within(form).getByTestId('live-class-form-error').textContent).toBe('Invalid request.');
    expect(writes(calls)[0]?.body).toEqual({
      title: 'Alif evening',
      level: null,
      levelId: TOPIC,
      startsAt: new Date(2026, 11, 15, 18, 0).toISOString(),
      durationMinutes: 45,
      minUsers: 2,
      maxUsers: 10,
      teacherId: OMAR,
      tag: 'grammar',
      coverImage: null,
    });

    fireEvent.click(within(form).getByTestId('live-class-save'));
    expect(await screen.findByText(LIVE_CLASS_MESSAGES.created)).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('live-class-form-modal')).toBeNull());
    expect(writes(calls)).toHaveLength(2);
  });

  it('edits a class with its values and shows the update notice', async () => {
    const { calls } = routeFetch({
      'GET /v1/admin/liveClasses': () => classPage([alif]),
      'GET /v2/live-classes/lookups': lookups,
      [`PUT /v1/live-class/${LC_ALIF}`]: () => new Response(null, { status: 204 }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Alif live' }));
    const form = await screen.findByTestId('live-class-form-modal');
    expect(within(form).getByRole('heading').textContent).toBe('Edit Alif live');
    const value = (label: string) =>
      (within(form).getByLabelText(label) as HTMLInputElement | HTMLSelectElement).value;
    expect(value('Title')).toBe('Alif live');
    expect(value('Starts at')).toBe('2026-12-10T10:00');
    expect(value('Length (minutes)')).toBe('60');
    expect(value('Teacher')).toBe(HUDA);
    expect(value('Level name')).toBe('Level 1');
    fill(form, { 'Length (minutes)': '90' });
    fireEvent.click(within(form).getByTestId('live-class-save'));
    expect(await screen.findByText('Live class is updated successfully!')).toBeTruthy();
    expect(writes(calls)[0]?.path).toBe(`/api/levels/v1/live-class/${LC_ALIF}`);
    expect(writes(calls)[0]?.body).toMatchObject({
      title: 'Alif live',
      startsAt: alif.startsAt,
      durationMinutes: 90,
      teacherId: HUDA,
      level: 'Level 1',
      tag: 'beginners',
    });
  });

  it('uploads the cover picture to the live classes’ route and saves its name', async () => {
    const { calls } = routeFetch({
      'GET /v1/admin/liveClasses': () => classPage([alif]),
      'GET /v2/live-classes/lookups': lookups,
      'POST /v1/live-class': () => json({ data: alif }, 201),
    });
    renderPage();
    const form = await openCreate();
    const input = () => within(form).getByTestId('live-class-cover-input');
    // A file of another kind is refused before anything is sent.
    fireEvent.change(input(), {
      target: { files: [new File(['x'], 'notes.pdf', { type: 'application/pdf' })] },
    });
    expect((await within(form).findByTestId('live-class-cover-error')).textContent).toBe(
      MEDIA_MESSAGES.typeNotAllowed(['picture']),
    );
    expect(FakeXhr.sent).toHaveLength(0);

    fireEvent.change(input(), {
      target: { files: [new File([new Uint8Array(8)], 'cover.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.url).toBe('/api/levels/v1/live-class/upload-image');
    expect((xhr.body?.get('file') as File).name).toBe('cover.png');
    xhr.progress(4, 8);
    expect(await within(form).findByText('Uploading: 50%')).toBeTruthy();
    xhr.respond(201, {
      data: {
        fileName: 'c0ffee00-0000-4000-8000-000000000001.png',
        url: '/media/c0ffee00-0000-4000-8000-000000000001.png',
        kind: 'picture',
        contentType: 'image/png',
        bytes: 8,
      },
    });
    const img = (await within(form).findByRole('img', {
      name: 'Cover picture',
    })) as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/media/c0ffee00-0000-4000-8000-000000000001.png');
    expect(await screen.findByText('The cover picture is uploaded.')).toBeTruthy();

    fill(form, { Title: 'Alif evening', 'Starts at': '2026-12-15T18:00' });
    fireEvent.click(within(form).getByTestId('live-class-save'));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]?.body).toMatchObject({
      coverImage: 'c0ffee00-0000-4000-8000-000000000001.png',
      durationMinutes: 60,
      minUsers: 1,
      maxUsers: 20,
      teacherId: null,
      levelId: null,
      level: null,
      tag: null,
    });
  });

  it('in Arabic says the rules in Arabic', async () => {
    await changeLanguage('ar');
    routeFetch({
      'GET /v1/admin/liveClasses': () => classPage([alif]),
      'GET /v2/live-classes/lookups': lookups,
    });
    renderPage();
    await screen.findByTestId(`live-class-row-${LC_ALIF}`);
    fireEvent.click(screen.getByRole('button', { name: 'حصة مباشرة جديدة' }));
    const form = await screen.findByTestId('live-class-form-modal');
    fill(form, { العنوان: 'ألف', 'موعد البدء': '2026-12-01T10:00' });
    fireEvent.click(within(form).getByTestId('live-class-save'));
    await waitFor(() => expect(errorOf(form, 'startsAt')).toBe('يجب أن يكون في المستقبل'));
    expect(document.body.textContent).not.toMatch(/\b(liveClasses|liveClassesManager)\.\w/);
  });
});

describe('assign teacher', () => {
  // Thursday 10 December 10:00-11:00; Omar teaches an approved class 10:30-12:00 that day, Sara
  // an unapproved one (not a clash for the machine), Huda one that ends as this starts.
  const target = liveClass({ id: LC_ALIF, title: 'Alif live' });
  const grammar = liveClass({
    id: LC_BA,
    title: 'Grammar B',
    startsAt: at(12, 10, 10, 30),
    durationMinutes: 90,
    teacherId: OMAR,
    teacherName: 'Omar Haddad',
    approval: 'approved',
  });
  const draft = liveClass({
    id: LC_TA,
    title: 'Draft',
    startsAt: at(12, 10, 10, 15),
    teacherId: SARA,
    teacherName: 'Sara Nabil',
  });
  const before = liveClass({
    id: '10000000-0000-4000-8000-0000000000a4',
    title: 'Morning',
    startsAt: at(12, 10, 9),
    approval: 'approved',
  });

  it('marks who already teaches at an overlapping time; the service’s 409 is shown; a free teacher is assigned', async () => {
    const clash = LIVE_CLASS_MESSAGES.teacherClash('Grammar B');
    const { calls } = routeFetch({
      'GET /v1/admin/liveClasses': (call) =>
        call.query.get('from') ? classPage([target, grammar, draft, before]) : classPage([target]),
      'GET /v2/live-classes/lookups': lookups,
      [`PUT /v1/live-class/assignTeacherToClass/${LC_ALIF}`]: (call) =>
        (call.body as { teacherId: string }).teacherId === OMAR
          ? json({ message: clash, code: 'CONFLICT' }, 409)
          : json({ data: null }),
    });
    renderPage();
    await screen.findByTestId(`live-class-row-${LC_ALIF}`);
    fireEvent.click(screen.getByRole('button', { name: 'Assign teacher to Alif live' }));
    const modal = await screen.findByTestId('assign-teacher-modal');
    const omar = await within(modal).findByTestId(`assign-${OMAR}`);
    await waitFor(() =>
      expect(within(modal).getByTestId(`assign-clash-${OMAR}`).textContent).toMatch(
        /^Already teaches “Grammar B” \(10:30\sAM\s–\s12:00\sPM\)\.$/,
      ),
    );
    expect(omar.textContent).toContain('Busy');
    expect(within(modal).queryByTestId(`assign-clash-${SARA}`)).toBeNull();
    expect(within(modal).queryByTestId(`assign-clash-${HUDA}`)).toBeNull();
    expect(within(modal).getByTestId(`assign-${HUDA}`).textContent).toContain('Current teacher');
    const radio = (name: string) => within(modal).getByRole('radio', { name: new RegExp(name) });
    expect((radio('Huda') as HTMLInputElement).checked).toBe(true);
    expect(radio('Omar').getAttribute('aria-describedby')).toBe(`assign-clash-${OMAR}`);
    expect(within(modal).getByTestId('assign-teacher-save').hasAttribute('disabled')).toBe(true);
    const asked = calls.find((c) => c.query.get('from'));
    expect(asked?.query.get('from')).toBe('2026-12-09');
    expect(asked?.query.get('to')).toBe('2026-12-11');

    fireEvent.click(radio('Omar'));
    fireEvent.click(within(modal).getByTestId('assign-teacher-save'));
    expect((await within(modal).findByTestId('assign-teacher-error')).textContent).toBe(clash);

    fireEvent.click(radio('Sara'));
    fireEvent.click(within(modal).getByTestId('assign-teacher-save'));
    expect(await screen.findByText(LIVE_CLASS_MESSAGES.teacherAssigned)).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('assign-teacher-modal')).toBeNull());
    expect(writes(calls).map((c) => c.body)).toEqual([{ teacherId: OMAR }, { teacherId: SARA }]);
  });

  it('a teacher the service does not know here is said as its field error', async () => {
    routeFetch({
      'GET /v1/admin/liveClasses': () => classPage([target]),
      'GET /v2/live-classes/lookups': lookups,
      [`PUT /v1/live-class/assignTeacherToClass/${LC_ALIF}`]: () =>
        json(
          {
            message: 'Invalid request.',
            code: 'BAD_REQUEST',
            fieldErrors: { teacherId: LIVE_CLASS_MESSAGES.notATeacher },
          },
          400,
        ),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Assign teacher to Alif live' }));
    const modal = await screen.findByTestId('assign-teacher-modal');
    fireEvent.click(await within(modal).findByRole('radio', { name: /Sara/ }));
    fireEvent.click(within(modal).getByTestId('assign-teacher-save'));
    expect((await within(modal).findByTestId('assign-teacher-error')).textContent).toBe(
      LIVE_CLASS_MESSAGES.notATeacher,
    );
  });
});
