/**
 * `npm run bench [suite ...]`: runs the benchmark suites (all by default), writes
 * `bench/report.json` and `bench/report.md`, and fails when a measurement exceeds its budget in
 * the versioned `bench/budgets.json`. Suites live in `bench/suites/*.ts` and return measurements;
 * they never assert on time themselves.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Measurement, Suite } from './types.ts';

const here = import.meta.dirname;
const budgets = JSON.parse(readFileSync(path.join(here, 'budgets.json'), 'utf8')) as Record<
  string,
  number | string
>;
const available = readdirSync(path.join(here, 'suites'))
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.replace(/\.ts$/, ''));
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !available.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown suite(s): ${unknown.join(', ')}. Available: ${available.join(', ')}`);
  process.exit(2);
}

const measurements: Measurement[] = [];
for (const name of wanted.length > 0 ? wanted : available) {
  console.log(`\n=== bench suite: ${name}`);
  const suite = (await import(path.join(here, 'suites', `${name}.ts`))) as { default: Suite };
  measurements.push(...(await suite.default()));
}

/** The budget of a measurement: its exact key, else the longest `prefix.*` key that matches it. */
function budgetFor(name: string): number | string | undefined {
  if (name in budgets) return budgets[name];
  const wildcard = Object.keys(budgets)
    .filter((key) => key.endsWith('*') && name.startsWith(key.slice(0, -1)))
    .sort((a, b) => b.length - a.length)[0];
  return wildcard ? budgets[wildcard] : undefined;
}

const rows = measurements.map((m) => {
  const budget = budgetFor(m.name);
  const limit = typeof budget === 'number' ? budget : undefined;
  const ok = limit === undefined || (m.better === 'higher' ? m.value >= limit : m.value <= limit);
  return { ...m, budget: limit, ok };
});

const table = [
  '| measurement | value | budget | |',
  '|---|---:|---:|---|',
  ...rows.map(
    (r) => `| ${r.name} | ${r.value} ${r.unit} | ${r.budget ?? '-'} | ${r.ok ? 'ok' : 'OVER BUDGET'} |`,
  ),
].join('\n');
console.log(`\n${table}`);
writeFileSync(
  path.join(here, 'report.json'),
  `${JSON.stringify({ at: new Date().toISOString(), rows }, null, 2)}\n`,
);
writeFileSync(path.join(here, 'report.md'), `# Bench report\n\n${new Date().toISOString()}\n\n${table}\n`);

const over = rows.filter((r) => !r.ok);
if (over.length > 0) {
  console.error(`\n${over.length} measurement(s) over budget: ${over.map((r) => r.name).join(', ')}`);
  process.exit(1);
}
