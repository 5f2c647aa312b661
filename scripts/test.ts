/**
 * `npm test`: the one command. Typecheck and lint first (seconds, fail fast), build the portal the
 * journeys need, then run Vitest (unit, server integration, stories with axe, screenshots) and the
 * Playwright journeys side by side: the two cores are otherwise idle while one of them waits on a
 * browser or the database. Playwright's output is held back and printed after Vitest's, so the log
 * reads in order.
 */
import { spawn } from 'node:child_process';

type Result = { name: string; code: number; output: string; seconds: number };

function run(
  name: string,
  command: string,
  args: string[],
  { buffer = false, env = process.env }: { buffer?: boolean; env?: NodeJS.ProcessEnv } = {},
): Promise<Result> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['ignore', buffer ? 'pipe' : 'inherit', buffer ? 'pipe' : 'inherit'],
      env,
    });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) =>
      resolve({ name, code: code ?? 1, output, seconds: (performance.now() - started) / 1000 }),
    );
  });
}

const results: Result[] = [];
async function step(name: string, command: string, args: string[]) {
  console.log(`\n=== ${name}`);
  const result = await run(name, command, args);
  results.push(result);
  if (result.code !== 0) finish();
}

function finish(): never {
  console.log('\n=== Summary');
  for (const r of results)
    console.log(`${r.code === 0 ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds.toFixed(1)} s)`);
  const failed = results.filter((r) => r.code !== 0).length;
  console.log(`suites: ${results.length - failed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

await step('typecheck (tsc -b, bench page)', 'npm', ['run', 'typecheck', '--silent']);
await step('lint and format (biome ci)', 'npx', ['biome', 'ci', '.']);
await step('build the portal', 'npm', ['run', 'build', '-w', '@portal/portal', '--silent']);

console.log('\n=== vitest (unit, server, storybook + axe, visual) and playwright (e2e) in parallel');
// The journeys import workspace packages from source, like the server and the tests do.
const e2e = run('playwright e2e', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
  buffer: true,
  env: { ...process.env, NODE_OPTIONS: '--conditions=@portal/source' },
});
results.push(await run('vitest', 'npx', ['vitest', 'run']));
const e2eResult = await e2e;
console.log('\n=== playwright e2e output');
process.stdout.write(e2eResult.output);
results.push(e2eResult);
finish();
