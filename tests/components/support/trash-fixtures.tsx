import { useLocation } from 'react-router-dom';
import {
  TRASH_KINDS,
  TRASH_MESSAGES,
  TRASH_RETENTION_DAYS,
  trashItemSchema,
  trashPageSchema,
  type TrashItem,
  type TrashKind,
} from '../../../contract/trash';
import { apiErrorSchema, type ApiError } from '../../../contract/wire';
import { TrashPage } from '../../../src/features/trash/trash-page';
import { ConfirmDialog } from '../../../src/ui/confirm-dialog';
import { AppToaster } from '../../../src/ui/toast';
import { ViewingAsProvider } from '../../../src/ui/viewing-as';
import { createTestActors, type TestActors } from './actors';
import { routeFetch, type Call } from './fetch-routes';
import { hadAdmin } from './orgs';
import { json, renderWithApp } from './render';

export const NOUR = '00000000-0000-4000-8000-000000000001';
export const DAR = '00000000-0000-4000-8000-000000000002';
const HUDA = '00000000-0000-4000-8000-00000000000a';

/** An item as the service answers it: parsed by the contract's schema, so it cannot drift. */
const item = (init: TrashItem): TrashItem => trashItemSchema.parse(init);

/** Huda deleted the class Alif of Nour Academy. */
export const alif = item({
  id: '00000000-0000-4000-8000-0000000000a1',
  kind: 'class',
  recordId: '00000000-0000-4000-8000-0000000000c1',
  name: 'Alif',
  context: null,
  organization: { id: NOUR, name: 'Nour Academy' },
  deletedBy: { id: HUDA, name: 'Huda Saleh' },
  deletedAt: '2026-03-01T09:30:00.000Z',
  purgeAt: '2026-03-31T09:30:00.000Z',
});

/** A unit of the platform's curriculum, in a topic; whoever deleted it is gone since. */
export const unit = item({
  id: '00000000-0000-4000-8000-0000000000a2',
  kind: 'unit',
  recordId: '00000000-0000-4000-8000-0000000000d1',
  name: 'Greetings',
  context: 'Topic One',
  organization: null,
  deletedBy: null,
  deletedAt: '2026-02-27T08:00:00.000Z',
  purgeAt: '2026-03-29T08:00:00.000Z',
});

/** Topic One, the unit's topic, in the trash too. */
export const topic = item({
  ...unit,
  id: '00000000-0000-4000-8000-0000000000a3',
  kind: 'topic',
  recordId: '00000000-0000-4000-8000-0000000000d2',
  name: 'Topic One',
  context: null,
  deletedAt: '2026-02-27T07:59:00.000Z',
});

/** A student removed from a class of Dar Al Ilm. */
export const student = item({
  ...alif,
  id: '00000000-0000-4000-8000-0000000000a4',
  kind: 'classStudent',
  recordId: '00000000-0000-4000-8000-0000000000e1',
  name: 'Omar Khalid',
  context: 'Ba',
  organization: { id: DAR, name: 'Dar Al Ilm' },
});

/** A page of the trash's answer, parsed by the contract's schema. */
export function trashPage(items: TrashItem[], pageNumber = 1, numOfPages = 1, total?: number) {
  const data = trashPageSchema.parse({
    result: items,
    pagination: {
      pageNumber,
      pageSize: 20,
      numOfPages,
      total: total ?? items.length,
      count: items.length,
    },
  });
  return json({ data });
}

/** A refused restore (409) as the service answers it, parsed by the contract's error schema. */
export function refused(message: string, restore: ApiError['restore']) {
  return json(apiErrorSchema.parse({ message, code: 'CONFLICT', restore }), 409);
}

/** The item a call names (`.../trash/{id}` or `.../trash/{id}/restore`). */
const itemOf = (items: TrashItem[], call: Call) =>
  items.find((one) => call.path.includes(`/v1/trash/${one.id}`));

export interface StubOptions {
  total?: number;
  pages?: number;
  /** A refusal of a restore of `item` (under `name`) while `held` is in the trash; none: restored. */
  refuse?: (item: TrashItem, name: string | undefined, held: TrashItem[]) => Response | undefined;
}

/**
 * The trash holding `items` (newest first): the list filtered as the service filters it, a
 * restore or a delete forever taking the item out. `extra` handlers come first.
 */
export function stubTrash(
  items: TrashItem[] = [alif, unit],
  extra: Parameters<typeof routeFetch>[0] = {},
  { total, pages = 1, refuse }: StubOptions = {},
) {
  let held = [...items];
  const take = (call: Call) => {
    const found = itemOf(held, call);
    held = held.filter((one) => one !== found);
    return found;
  };
  const handlers: Parameters<typeof routeFetch>[0] = {
    'POST /restore': (call) => {
      const name = (call.body as { name?: string } | null)?.name;
      const asked = itemOf(held, call);
      const refusal = asked && refuse?.(asked, name, held);
      if (refusal) return refusal;
      const found = take(call);
      if (!found) return json({ message: TRASH_MESSAGES.notFound, code: 'NOT_FOUND' }, 404);
      return json({
        data: { id: found.id, kind: found.kind, recordId: found.recordId },
        message: TRASH_MESSAGES.restored(name ?? found.name),
      });
    },
    // A delete names the item at the path's end: one handler for each.
    ...Object.fromEntries(
      items.map((one) => [
        `DELETE /v1/trash/${one.id}`,
        (call: Call) => {
          const found = take(call);
          if (!found) return json({ message: TRASH_MESSAGES.notFound, code: 'NOT_FOUND' }, 404);
          return json({ data: { id: found.id }, message: TRASH_MESSAGES.purged(found.name) });
        },
      ]),
    ),
    'GET /v1/trash': (call) => {
      const kind = call.query.get('kind');
      const search = call.query.get('search')?.toLowerCase();
      const shown = held.filter(
        (one) =>
          (!kind || one.kind === kind) && (!search || one.name.toLowerCase().includes(search)),
      );
      return trashPage(shown, Number(call.query.get('pageNumber')), pages, total);
    },
  };
  // The test's own handlers first: they are tried in order, and win over these.
  return routeFetch({ ...extra, ...withoutKeys(handlers, extra) }).calls;
}

const withoutKeys = <T extends object>(handlers: T, taken: object): T =>
  Object.fromEntries(Object.entries(handlers).filter(([key]) => !(key in taken))) as T;

/** The calls of the list. */
export const listCalls = (calls: Call[]) =>
  calls.filter((call) => call.method === 'GET' && call.path.endsWith('/v1/trash'));

/** The calls that wrote: restores and deletes. */
export const writeCalls = (calls: Call[]) =>
  calls
    .filter((call) => call.method !== 'GET')
    .map((call) => ({
      method: call.method,
      path: call.path.replace(/^.*\/v1\//, ''),
      body: call.body,
    }));

/** Shows the address, where the list keeps its filters and page. */
function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

let actors: TestActors | null = null;

/** Stops the actors of the last render (call after each test). */
export const stopTrashActors = () => actors?.stop();

export interface RenderTrashOptions {
  kinds?: readonly TrashKind[];
  platformWide?: boolean;
  /** Whom the console is viewed as (view as): every write locked. */
  viewingAs?: string | null;
}

/** The page at `path`, with the confirmation dialog, the toasts and the address shown. */
export function renderTrash(
  path = '/trash',
  { kinds = TRASH_KINDS, platformWide = true, viewingAs = null }: RenderTrashOptions = {},
) {
  actors = createTestActors([hadAdmin]);
  renderWithApp(
    <ViewingAsProvider value={viewingAs}>
      <TrashPage
        kinds={kinds}
        platformWide={platformWide}
        retentionDays={TRASH_RETENTION_DAYS}
        confirmation={actors.confirmation}
      />
      <ConfirmDialog actor={actors.confirmation} />
      <Address />
      <AppToaster />
    </ViewingAsProvider>,
    { actors, path },
  );
}
