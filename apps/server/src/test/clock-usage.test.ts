import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One clock (architecture: Time): business dates come from `app.ctx.clock`, so no module reads
 * the real clock for them. Elapsed-time measures of technical things may: each file that does is
 * listed here with how many reads it has and why. Row bookkeeping timestamps (createdAt,
 * updatedAt) are the database's now(), not a read in JS.
 */
const TECHNICAL: Record<string, { reads: number; why: string }> = {
  // Login and download tokens expire, and login attempts are counted over windows, in real
  // elapsed time: a security lifetime, compared with timestamps the database wrote.
  'auth/repo.ts': { reads: 6, why: 'token expiry and use, login-attempt windows and pruning' },
  'auth/service.ts': { reads: 1, why: 'the time of a login attempt, for the same windows' },
  // The outbox worker's claim and retry backoff are measured against the outbox rows' database
  // timestamps; the worker takes its own clock function, which tests move forward.
  'mail/service.ts': { reads: 1, why: 'the mail worker clock (claims, backoff)' },
  // How long a signed option may be booked is an elapsed lifetime of the signature, not a date.
  'search-kit/hash.ts': { reads: 2, why: 'signed option lifetime (HASH_TTL_MS): signing and checking, for hotels and flights' },
  // Ages of in-process caches.
  'search-kit/result-cache.ts': { reads: 2, why: 'age of cached search answers' },
  'hotels/search/catalogue.ts': { reads: 2, why: 'age of the cached destination tree' },
};

const MODULES = path.join(import.meta.dirname, '../modules');
/** `Date.now()` and `new Date()` with no argument: the real clock. `new Date(x)` converts a value and is fine. */
const REAL_CLOCK = /\bDate\.now\(\s*\)|\bnew\s+Date\s*\(\s*\)|\bnew\s+Date\b(?!\s*\()/g;

function moduleSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return moduleSources(full);
    // Tests and their helpers pin the date themselves (test/dates.ts); only the server's own code is checked.
    const isTestCode = entry.name.endsWith('.test.ts') || entry.name.startsWith('test-');
    return entry.name.endsWith('.ts') && !isTestCode ? [full] : [];
  });
}

function realClockReads() {
  const reads = new Map<string, string[]>();
  for (const file of moduleSources(MODULES)) {
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    const found = lines.flatMap((line, i) => (line.match(REAL_CLOCK) ?? []).map(() => `${i + 1}: ${line.trim()}`));
    if (found.length) reads.set(path.relative(MODULES, file).split(path.sep).join('/'), found);
  }
  return reads;
}

describe('the one clock', () => {
  it('no module reads the real clock except the listed technical uses', () => {
    const problems: string[] = [];
    for (const [file, found] of realClockReads()) {
      const allowed = TECHNICAL[file]?.reads ?? 0;
      if (found.length > allowed) {
        problems.push(
          `modules/${file} reads the real clock ${found.length} time(s) (${allowed} allowed): take business dates from the app's clock (app.ctx.clock / deps.clock)\n    ${found.join('\n    ')}`,
        );
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('the allow-list is exact: a listed file that reads the clock less is tightened, not left loose', () => {
    const reads = realClockReads();
    const stale = Object.entries(TECHNICAL)
      .filter(([file, { reads: allowed }]) => (reads.get(file)?.length ?? 0) < allowed)
      .map(([file, { reads: allowed }]) => `modules/${file}: ${reads.get(file)?.length ?? 0} read(s), ${allowed} listed`);
    expect(stale, stale.join('\n')).toEqual([]);
  });
});
