/** What `npm run bench:api` prints: the table of one engine's figures, then its targets. */
import type { Engine } from '../../server/db/client';
import type { Figures, Load } from './measure';
import { SEARCH_CASE } from './student-cases';

export interface Row {
  name: string;
  api: Figures;
  direct: Figures;
}

/** The page-1 calls held to the throughput target. */
const PAGE_ONE_CALLS = ['class_room page 1 (manager)', 'students page 1 (HAD, all orgs)'];
const TARGET = {
  /** Page-1 calls: this rate, or `ceilingShare` of the ceiling if the machine cannot. */
  perSecond: 2000,
  ceilingShare: 0.2,
  /** Every call: at least this share of its direct store rate. */
  ofDirect: 0.6,
  searchMedianMs: 20,
};

const ms = (value: number) => value.toFixed(1);
const rate = (value: number) => value.toFixed(0);
const share = (part: number, whole: number) => (part / whole).toFixed(2);

const isInvalid = ({ api }: Row) => api.failed > 0 || api.ok === 0;

function formatTable(header: string[], lines: string[][]) {
  const widths = header.map((title, i) =>
    Math.max(title.length, ...lines.map((line) => line[i]!.length)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ');
  return [format(header), ...lines.map(format)].join('\n');
}

export function printTable(options: {
  label: string;
  load: Load;
  rows: Row[];
  ceiling: Figures;
  pgbench: { clients: number; tps: number }[];
}) {
  const { label, load, rows, ceiling, pgbench } = options;
  const header = ['call', 'API req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'direct q/s'];
  const lines = rows.map(({ name, api, direct }) => [
    name,
    rate(api.perSecond),
    ms(api.p50),
    ms(api.p99),
    String(api.failed),
    rate(direct.perSecond),
    share(api.perSecond, direct.perSecond),
    share(api.perSecond, ceiling.perSecond),
  ]);
  console.log(`\n${label}: ${load.connections} connections, ${load.seconds} s per call`);
  console.log(
    `ceiling: a primary-key read through the driver, ${rate(ceiling.perSecond)} q/s ` +
      `(p50 ${ms(ceiling.p50)} ms, p99 ${ms(ceiling.p99)} ms)` +
      pgbench
        .map(({ clients, tps }) => `; pgbench -S, ${clients} clients: ${rate(tps)} tps`)
        .join(''),
  );
  console.log(formatTable([...header, 'API/direct', 'API/ceiling'], lines));
  for (const { name, api } of rows.filter((row) => row.api.seconds !== load.seconds)) {
    console.log(
      `  ${name}: API measured for ${api.seconds} s (too few answers in ${load.seconds} s)`,
    );
  }
  for (const { name, api } of rows.filter(isInvalid)) {
    console.log(`!!! ${name}: ${api.failed} non-2xx or failed, ${api.ok} 2xx: INVALID figure`);
  }
}

const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

export function printTargets(options: {
  engine: Engine;
  rows: Row[];
  ceiling: Figures;
  searchAlone: Figures | undefined;
}) {
  const { engine, rows, ceiling, searchAlone } = options;
  if (searchAlone) {
    console.log(
      `  ${SEARCH_CASE}, one call at a time: median ${ms(searchAlone.p50)} ms, ` +
        `p99 ${ms(searchAlone.p99)} ms (target median < ${TARGET.searchMedianMs} ms: ` +
        `${verdict(searchAlone.failed === 0 && searchAlone.p50 < TARGET.searchMedianMs)})`,
    );
  }
  if (engine !== 'pg') return;
  const floor = Math.min(TARGET.perSecond, TARGET.ceilingShare * ceiling.perSecond);
  for (const row of rows.filter((row) => !isInvalid(row))) {
    const { name, api, direct } = row;
    const checks = [
      `API >= ${TARGET.ofDirect} x direct ${verdict(api.perSecond >= TARGET.ofDirect * direct.perSecond)}`,
    ];
    if (PAGE_ONE_CALLS.includes(name)) {
      checks.unshift(
        `>= ${TARGET.perSecond} req/s or ${TARGET.ceilingShare} x ceiling (${rate(floor)}) ` +
          verdict(api.perSecond >= floor),
      );
    }
    console.log(`  ${name}: ${checks.join('; ')}`);
  }
}
