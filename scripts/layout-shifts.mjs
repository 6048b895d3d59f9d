// Where a screen's layout shifts come from: loads each path in the plain build against `npm run api`
// (scripts/bench-network-app.mjs; signed in as the demo admin, 1350 × 940 like Lighthouse's desktop)
// and prints every layout shift with the elements that moved, from where to where (y, height).
//
//   npm run layout-shifts -- /invoices /settings     builds .next-net first when its sources changed
//   BENCH_SKIP_BUILD=1 npm run layout-shifts -- /x   the last build as it is
import { NETWORK_APP_URL, withNetworkApp } from './bench-network-app.mjs';
import { findChromium } from './find-chromium.mjs';

// In the page, from its first script on.
const OBSERVE = () => {
  window.__layoutShifts = [];
  const describe = (node) => {
    if (!node || !node.tagName) return String(node?.nodeName ?? 'a removed node');
    const label = node.getAttribute('aria-label') || node.getAttribute('role') || '';
    const classes = String(node.className)
      .split(' ')
      .filter((name) => name && !name.startsWith('css-') && !name.startsWith('mui-'))
      .slice(0, 2)
      .join('.');
    return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes ? `.${classes}` : ''}${label ? `[${label}]` : ''} "${(node.textContent || '').slice(0, 40)}"`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__layoutShifts.push({
        at: Math.round(entry.startTime),
        value: Number(entry.value.toFixed(4)),
        sources: entry.sources.map(
          (source) =>
            `${describe(source.node)}  y ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)}, height ${Math.round(source.previousRect.height)}→${Math.round(source.currentRect.height)}`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

const paths = process.argv.slice(2);
if (paths.length === 0) {
  console.error('name the screens: npm run layout-shifts -- /invoices /settings');
  process.exit(1);
}
await withNetworkApp(
  { executablePath: findChromium(), skipBuild: process.env.BENCH_SKIP_BUILD === '1' },
  async ({ page, signIn }) => {
    await page.setViewportSize({ width: 1350, height: 940 });
    await page.context().addInitScript(OBSERVE);
    const signedOut = paths.filter((path) => path === '/login');
    for (const path of [...signedOut, null, ...paths.filter((path) => path !== '/login')]) {
      if (path === null) {
        await signIn();
        continue;
      }
      await page.goto(`${NETWORK_APP_URL}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1500);
      const shifts = await page.evaluate(() => window.__layoutShifts);
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      console.log(`\n${path}: layout shift ${total.toFixed(3)} in ${shifts.length} shifts`);
      for (const shift of shifts) {
        console.log(`  at ${shift.at} ms: ${shift.value}`);
        for (const source of shift.sources) console.log(`      ${source}`);
      }
    }
  },
);
