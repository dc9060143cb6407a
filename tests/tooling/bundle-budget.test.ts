import { describe, expect, it } from 'vitest';
import { LOGIN_LIMIT_BYTES, overBudget } from '../../scripts/bundle-budget/check';
import { chunkFiles, type Manifest } from '../../scripts/bundle-budget/sizes';

const kB = 1024;

describe('the bundle budget', () => {
  it('passes sizes within 10% of their budget and a login under 120 kB', () => {
    expect(
      overBudget(
        { '/login': 110 * kB, '/classes': 220 * kB },
        { '/login': 110 * kB, '/classes': 200 * kB },
      ),
    ).toEqual([]);
  });

  it('fails a route grown more than 10% over its recorded size', () => {
    expect(overBudget({ '/classes': 230 * kB }, { '/classes': 200 * kB })).toEqual([
      '/classes loads 230.0 kB gzip, 15% over its budget of 200.0 kB',
    ]);
  });

  it('fails a login over 120 kB even within its recorded budget', () => {
    const size = LOGIN_LIMIT_BYTES + 1;
    expect(overBudget({ '/login': size }, { '/login': size })).toEqual([
      '/login loads 120.0 kB gzip, over 120.0 kB',
    ]);
  });

  it('fails a route with no recorded budget', () => {
    expect(overBudget({ '/stories': 100 * kB }, {})).toEqual([
      '/stories has no recorded budget (npm run bundle:record)',
    ]);
  });

  it('counts a route’s static imports once each, and not its lazy ones', () => {
    const manifest: Manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      'src/route.tsx': { file: 'assets/route.js', imports: ['_react.js', '_table.js'] },
      '_table.js': { file: 'assets/table.js', imports: ['_react.js'] },
    };
    expect([...chunkFiles(manifest, ['index.html', 'src/route.tsx'])].sort()).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/route.js',
      'assets/table.js',
    ]);
    expect(() => chunkFiles(manifest, ['src/gone.tsx'])).toThrow(/not in the build manifest/);
  });
});
