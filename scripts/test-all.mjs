// `npm test`: lint, typecheck and the two end-to-end builds side by side (lint and the type check each
// use one core, a build leaves its second core half idle: together they fill two), then unit tests,
// then the end-to-end tests on those builds, stopping after the first step that fails; then the time
// each phase took, so a slow phase shows before it becomes a CI timeout.
import { spawn } from 'node:child_process';

// Each step runs its phases at once; the steps run one after the other.
const STEPS = [
  [
    ['lint', ['run', 'lint']],
    ['typecheck', ['run', 'typecheck']],
    ['end-to-end builds', ['run', 'test:e2e'], { E2E_BUILD_ONLY: '1' }],
  ],
  [['unit tests', ['run', 'test:unit']]],
  [['end-to-end tests', ['run', 'test:e2e']]],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(npm, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const minutes = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

const times = [];
const failed = [];
const started = Date.now();
for (const step of STEPS) {
  await Promise.all(
    step.map(async ([name, args, env]) => {
      const phaseStart = Date.now();
      const code = await run(args, env);
      times.push([name, Date.now() - phaseStart, code]);
      if (code !== 0) {
        failed.push(name);
        process.exitCode = code;
      }
    }),
  );
  if (failed.length > 0) break;
}

const phases = STEPS.flat().map(([name]) => name);
console.log(
  '\n== npm test: time per phase (m:ss; lint, typecheck and the end-to-end builds run side by side)',
);
for (const name of phases) {
  const entry = times.find(([timed]) => timed === name);
  if (!entry) console.log(`  ${name.padEnd(18)}   not run`);
  else
    console.log(`  ${name.padEnd(18)} ${minutes(entry[1]).padStart(6)}${entry[2] === 0 ? '' : '  FAILED'}`);
}
console.log(`  ${'total'.padEnd(18)} ${minutes(Date.now() - started).padStart(6)}`);
if (failed.length > 0) console.log(`\nnpm test failed in: ${failed.join(', ')}`);
