// Prints the plain closing line ('Tests: N passed, N failed') from Vitest's JSON report.
import { readFileSync } from 'node:fs';

interface VitestReport {
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

const report = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as VitestReport;
const skipped = report.numPendingTests + report.numTodoTests;
const tail = skipped ? `, ${skipped} skipped` : '';
console.log(`Tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed${tail}`);
process.exit(report.numFailedTests === 0 && report.numTotalTests > 0 ? 0 : 1);
