#!/usr/bin/env node
// `npm test`: everything, in order, with one closing line `N passed, N failed`.
// 1. type-check, lint and format (Biome), with the build of the web shell and the desktop app beside
// them; 2. unit and integration tests in one Vitest run (server on SQLite and, when TEST_DATABASE_URL is
// set, on PostgreSQL; renderer; main);
// 3. end to end in Chromium: the web shell, and the built desktop app over its real main process
//    (skipped, with one line, when no Chromium is found).
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const results = { passed: 0, failed: 0, skipped: 0 };
// Named again at the very end: a CI log is often read from its tail only.
const failures = [];
const reportDir = mkdtempSync(join(tmpdir(), 'painel-test-'));

// How long each phase took, printed at the end (the suite's length is the team's speed: issue 46).
const phases = [];
const started = Date.now();
const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')} s`;

function run(title, command, args, env = process.env) {
  console.log(`\n=== ${title} ===`);
  const begun = Date.now();
  const r = spawnSync(command, args, { stdio: 'inherit', env });
  phases.push(`  ${minutes(Date.now() - begun).padStart(12)}  ${title}`);
  return r.status === 0;
}

/**
 * Like run(), beside the phases in the foreground: its output goes to a file (nothing reads a pipe while
 * a foreground phase holds this process) and is printed whole when it is awaited.
 */
function runBeside(title, command, args) {
  const begun = Date.now();
  const log = join(reportDir, `${command}.log`);
  const fd = openSync(log, 'w');
  const child = spawn(command, args, { stdio: ['ignore', fd, fd] });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      closeSync(fd);
      console.log(`\n=== ${title} ===\n${readFileSync(log, 'utf8')}`);
      phases.push(`  ${minutes(Date.now() - begun).padStart(12)}  ${title}`);
      resolve(code === 0);
    });
  });
}

function countVitest(file, label) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  results.passed += report.numPassedTests;
  results.failed += report.numFailedTests;
  results.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  // A suite that failed to load counts as a failure even if it had no test to fail.
  results.failed += report.testResults.filter((s) => s.status === 'failed' && s.assertionResults.length === 0).length;
  for (const suite of report.testResults) {
    const file = suite.name.replace(`${process.cwd()}/`, '');
    if (suite.status === 'failed' && suite.assertionResults.length === 0) failures.push(`${label}: ${file} (não carregou)`);
    for (const t of suite.assertionResults) if (t.status === 'failed') failures.push(`${label}: ${file} › ${t.fullName}`);
  }
  return true;
}

function vitest(title, label, file, args, env) {
  const before = results.failed;
  const ok = run(title, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${file}`, ...args], env);
  // A run that exits non-zero without a failed test (an unhandled error, say) still counts as one failure.
  if (!countVitest(file, label) || (!ok && results.failed === before)) results.failed += 1;
}

function playwrightFailures(suites = []) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected') failures.push(`[${test.projectName}] ${spec.file} › ${spec.title}`);
      }
    }
    playwrightFailures(suite.suites);
  }
}

function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((p) => existsSync(p));
}

const chromium = chromiumPath();
// The build of what Playwright opens runs beside the type check (one core each); the Vitest run comes
// after it, since the package's and the main process's tests read out/.
const built = chromium ? runBeside('Build do shell web e do app desktop (ao lado da verificação de tipos)', 'npm', ['run', 'build']) : Promise.resolve(false);
if (run('Verificação de tipos (tsc)', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'])) results.passed += 1;
else (results.failed += 1), failures.push('tsc');
if (run('Lint e formatação (Biome: npm run lint)', 'npx', ['biome', 'check', '.'])) results.passed += 1;
else (results.failed += 1), failures.push('npm run lint');
const buildOk = await built;

// One run, one pool of workers (vitest.config.ts: with TEST_DATABASE_URL, the server-pg projects too).
const { TEST_DATABASE_URL, ...sqliteEnv } = process.env;
if (!TEST_DATABASE_URL) console.log('\nTEST_DATABASE_URL não definido: testes do servidor em PostgreSQL não executados.');
vitest(`Testes: servidor (SQLite${TEST_DATABASE_URL ? ' e PostgreSQL' : ''}), interface e desktop`, 'vitest', join(reportDir, 'vitest.json'), [], process.env);

if (!chromium) {
  console.log('\nChromium não encontrado (instale o pacote Debian "chromium"): testes de navegador ignorados.');
} else if (buildOk) {
  const file = join(reportDir, 'playwright.json');
  const ok = run('Testes de ponta a ponta (Playwright, Chromium: web e desktop)', 'npx', ['playwright', 'test'], {
    ...sqliteEnv,
    CHROMIUM_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  if (existsSync(file)) {
    const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
    playwrightFailures(suites);
    results.passed += stats.expected;
    results.failed += stats.unexpected;
    results.skipped += stats.skipped;
    if (!ok && stats.unexpected === 0) results.failed += 1;
  } else if (!ok) results.failed += 1;
} else {
  results.failed += 1;
  failures.push('npm run build');
}

console.log(`\nTempo por fase:\n${phases.join('\n')}\n  ${minutes(Date.now() - started).padStart(12)}  no total`);
if (failures.length) console.log(`\nFalharam:\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
console.log(`\n${results.passed} passed, ${results.failed} failed${results.skipped ? `, ${results.skipped} skipped` : ''}`);
process.exit(results.failed > 0 ? 1 : 0);
