/**
 * The bundle budget, part of the test command (after the build): the gzip JavaScript each route
 * loads (from Vite's manifest) against scripts/bundle-budget.json. Fails when /login passes
 * 120 kB or a route grows more than 10% over its recorded size. `--record` (npm run
 * bundle:record) writes the current sizes as the new budget, for a growth that is meant.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { overBudget } from './bundle-budget/check';
import { routeSizes } from './bundle-budget/sizes';

const root = join(import.meta.dirname, '..');
const budgetFile = join(import.meta.dirname, 'bundle-budget.json');
const sizes = routeSizes(join(root, 'dist'));

if (process.argv.includes('--record')) {
  writeFileSync(budgetFile, `${JSON.stringify(sizes, null, 2)}\n`);
  console.log(`Recorded the budget of ${Object.keys(sizes).length} routes in ${budgetFile}`);
} else {
  const budget = JSON.parse(readFileSync(budgetFile, 'utf8')) as Record<string, number>;
  for (const [route, size] of Object.entries(sizes)) {
    const recorded = budget[route];
    const against = recorded ? ` (budget ${(recorded / 1024).toFixed(1)} kB)` : '';
    console.log(`  ${route.padEnd(26)} ${(size / 1024).toFixed(1).padStart(6)} kB${against}`);
  }
  const problems = overBudget(sizes, budget);
  for (const problem of problems) console.error(`Bundle budget: ${problem}`);
  process.exitCode = problems.length > 0 ? 1 : 0;
}
