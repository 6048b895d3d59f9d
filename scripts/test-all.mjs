// `npm test`: lint, typecheck, unit tests, end-to-end tests, in that order, stopping at the first
// failure; then the time each phase took, so a slow phase shows before it becomes a CI timeout.
import { spawn } from 'node:child_process';

const PHASES = [
  ['lint', ['run', 'lint']],
  ['typecheck', ['run', 'typecheck']],
  ['unit tests', ['run', 'test:unit']],
  ['end-to-end tests', ['run', 'test:e2e']],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(args) {
  return new Promise((resolve) => {
    const child = spawn(npm, args, { stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const minutes = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

const times = [];
let failed = null;
const started = Date.now();
for (const [name, args] of PHASES) {
  const phaseStart = Date.now();
  const code = await run(args);
  times.push([name, Date.now() - phaseStart, code]);
  if (code !== 0) {
    failed = name;
    process.exitCode = code;
    break;
  }
}

console.log('\n== npm test: time per phase (m:ss)');
for (const [name, ms, code] of times)
  console.log(`  ${name.padEnd(18)} ${minutes(ms).padStart(6)}${code === 0 ? '' : '  FAILED'}`);
for (const [name] of PHASES.slice(times.length)) console.log(`  ${name.padEnd(18)}   not run`);
console.log(`  ${'total'.padEnd(18)} ${minutes(Date.now() - started).padStart(6)}`);
if (failed) console.log(`\nnpm test failed in: ${failed}`);
