/**
 * The student-list calls of `npm run bench:api`, by the HAD admin (every organisation's
 * students, 100,000 rows): page 1, page 400 by offset and by cursor, and a name search.
 * The direct figure runs the store calls of the route (listStudents, then liveClassesOf for
 * the page) in the same platform scope, with the total kept as the route keeps it
 * (server/platform/list-totals.ts, LIST_TOTALS_TTL_MS).
 */
import { USERS_PATHS } from '../../contract/paths';
import { createListTotals, LIST_TOTALS_TTL_MS } from '../../server/platform/list-totals';
import { withTenant, type TenantScope } from '../../server/platform/tenant';
import { encodeCursor, type ListKey } from '../../server/modules/students/cursor';
import { listStudents, liveClassesOf } from '../../server/modules/students/store';
import { usersUrl, type BenchCase, type BenchContext } from './cases';
import { BENCH } from './seed';

const PAGE_SIZE = 20;
const DEEP_PAGE = 400;

/** The name search's case, whose latency one call at a time is measured too. */
export const SEARCH_CASE = `students search '${BENCH.search}' page 1`;

interface Query {
  pageNumber: number;
  search?: string;
  after?: ListKey;
}

const totals = createListTotals({ ttlMs: LIST_TOTALS_TTL_MS });

/** What the route runs for a page: one row more than the page, then the page's classes. */
async function studentPage(ctx: BenchContext, scope: TenantScope, query: Query) {
  return withTenant(ctx.db, scope, async (tx) => {
    const { rows, total } = await listStudents(
      tx,
      {
        organizationId: null,
        search: query.search,
        waitingOnly: false,
        after: query.after,
        offset: (query.pageNumber - 1) * PAGE_SIZE,
        limit: PAGE_SIZE + 1,
      },
      (count) => totals.get(`direct/${query.search ?? ''}`, count),
    );
    const page = rows.slice(0, PAGE_SIZE);
    return { page, total, classes: await liveClassesOf(tx, page) };
  });
}

const firstIds = async (url: string, token: string) => {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { data: { result: { id: string }[] } };
  return body.data.result.map((row) => row.id).join(',');
};

export async function studentCases(ctx: BenchContext): Promise<BenchCase[]> {
  const { hadAdmin } = ctx;
  const scope: TenantScope = {
    organizationId: hadAdmin.organizationId,
    userId: hadAdmin.userId,
    platform: true,
  };
  const url = (params: string) =>
    `${usersUrl(ctx, USERS_PATHS.students)}?pageSize=${PAGE_SIZE}&${params}`;

  // The cursor the route answers on page 399 is the key of that page's last row.
  const [last] = (
    await withTenant(ctx.db, scope, (tx) =>
      listStudents(tx, {
        organizationId: null,
        waitingOnly: false,
        offset: (DEEP_PAGE - 1) * PAGE_SIZE - 1,
        limit: 1,
      }),
    )
  ).rows;
  if (!last) throw new Error(`fewer than ${DEEP_PAGE - 1} pages of students`);
  const cursor = encodeCursor(last.key);
  const byOffset = url(`pageNumber=${DEEP_PAGE}`);
  const byCursor = url(`pageNumber=${DEEP_PAGE}&cursor=${encodeURIComponent(cursor)}`);
  if ((await firstIds(byOffset, hadAdmin.token)) !== (await firstIds(byCursor, hadAdmin.token))) {
    throw new Error(`page ${DEEP_PAGE} by cursor differs from page ${DEEP_PAGE} by offset`);
  }

  return [
    {
      name: 'students page 1 (HAD, all orgs)',
      url: url('pageNumber=1'),
      token: hadAdmin.token,
      direct: () => studentPage(ctx, scope, { pageNumber: 1 }),
    },
    {
      name: `students page ${DEEP_PAGE} by offset`,
      url: byOffset,
      token: hadAdmin.token,
      direct: () => studentPage(ctx, scope, { pageNumber: DEEP_PAGE }),
    },
    {
      name: `students page ${DEEP_PAGE} by cursor`,
      url: byCursor,
      token: hadAdmin.token,
      direct: () => studentPage(ctx, scope, { pageNumber: DEEP_PAGE, after: last.key }),
    },
    {
      name: SEARCH_CASE,
      url: url(`pageNumber=1&search=${BENCH.search}`),
      token: hadAdmin.token,
      direct: () => studentPage(ctx, scope, { pageNumber: 1, search: BENCH.search }),
    },
  ];
}
