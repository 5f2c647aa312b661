/**
 * `npm test`: the one command. Typecheck and lint first (seconds, fail fast), build the portal the
 * journeys need, then Vitest (unit, server integration, stories with axe and screenshots), then the
 * Playwright journeys. Both test steps run even when the other fails, so one run shows every failure.
 */
import { spawn } from 'node:child_process';

type Result = { name: string; code: number; seconds: number };

function run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): Promise<Result> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env });
    child.on('exit', (code) =>
      resolve({ name, code: code ?? 1, seconds: (performance.now() - started) / 1000 }),
    );
  });
}

const results: Result[] = [];
async function step(
  name: string,
  command: string,
  args: string[],
  { env = process.env, failFast = false }: { env?: NodeJS.ProcessEnv; failFast?: boolean } = {},
) {
  console.log(`\n=== ${name}`);
  const result = await run(name, command, args, env);
  results.push(result);
  if (result.code !== 0 && failFast) finish();
}

function finish(): never {
  console.log('\n=== Summary');
  for (const r of results)
    console.log(`${r.code === 0 ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds.toFixed(1)} s)`);
  const failed = results.filter((r) => r.code !== 0).length;
  console.log(`suites: ${results.length - failed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

await step('typecheck (tsc -b, bench page)', 'npm', ['run', 'typecheck', '--silent'], { failFast: true });
await step('lint and format (biome ci)', 'npx', ['biome', 'ci', '.'], { failFast: true });
await step('build the portal', 'npm', ['run', 'build', '-w', '@portal/portal', '--silent'], {
  failFast: true,
});
// One after the other: both are CPU-bound on two cores, so side by side they take as long in total
// and starve each other (browser timings stretch until journeys time out).
await step('vitest (unit, server, stories with axe and screenshots)', 'npx', ['vitest', 'run']);
// The journeys import workspace packages from source, like the server and the tests do.
await step('playwright e2e', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
  env: { ...process.env, NODE_OPTIONS: '--conditions=@portal/source' },
});
finish();
