import { asRole, expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { TrafficTimelinePage } from './pages/traffic';

test.use(asRole('admin'));

// The traffic timeline of /traffic/timeline-view, operated by keyboard only: an allocation created on
// the day before a holiday, moved onto it (Alt+→), its conflict seen and fixed from the panel; and
// pending leave drawn hatched with a label that says so.

const FIXED_HOLIDAYS = [
  { month: 5, day: 26, name: 'Independence Day' },
  { month: 8, day: 28, name: "Saint Mary's Day (Mariamoba)" },
  { month: 10, day: 14, name: 'Svetitskhovloba' },
  { month: 11, day: 23, name: "Saint George's Day" },
];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const iso = (date: Date) => date.toISOString().slice(0, 10);

// The next fixed holiday on a Tuesday to Friday (so the day before is a working day), at least a week
// ahead: past months may be invoiced, and invoiced months are rightly not replanned.
function holidayAfterAWorkingDay() {
  const soonest = Date.now() + 7 * 86_400_000;
  const year = new Date().getFullYear();
  for (const holiday of [year, year + 1].flatMap((y) => FIXED_HOLIDAYS.map((h) => ({ ...h, year: y })))) {
    const date = new Date(Date.UTC(holiday.year, holiday.month - 1, holiday.day));
    if (date.getTime() >= soonest && date.getUTCDay() >= 2 && date.getUTCDay() <= 5) {
      const before = new Date(date.getTime() - 86_400_000);
      return {
        ...holiday,
        date: iso(date),
        before: iso(before),
        text: `${holiday.day} ${MONTHS[holiday.month - 1]}`,
        beforeText: `${holiday.day - 1} ${MONTHS[holiday.month - 1]}`,
      };
    }
  }
  throw new Error('no fixed holiday falls on Tuesday to Friday in the coming year');
}

test('creates an allocation by keyboard, moves it onto a holiday, sees the conflict and fixes it from the panel', async ({
  page,
}) => {
  const holiday = holidayAfterAWorkingDay();
  // The month of the holiday, the cursor starting on it.
  const timeline = new TrafficTimelinePage(page);
  await timeline.open(`?zoom=month&group=none&from=${holiday.date}`);
  const grid = timeline.grid;
  await expect(grid).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const live = timeline.underTheCursor;
  await grid.focus();
  // Down to someone who keeps this holiday (people of another country do not).
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  for (let step = 0; step < 30; step += 1) {
    if ((await live.textContent())?.includes(`holiday, ${holiday.name}`)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(live).toContainText(`holiday, ${holiday.name}`);

  // The day before, marked as a range of one day, and Enter opens the quick editor there.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Enter');
  const editor = timeline.newAllocation;
  await expect(editor).toBeVisible();
  // The first project running on that day (the others say when they start or ended).
  const project = await timeline.chooseFirstRunningProject();
  await timeline.fillShare('50');
  await expectNoSeriousA11yViolations(page);
  await timeline.saveAllocation();
  await expect(editor).toBeHidden();
  // Our bar, by its name: the project at 50 %, on the day before the holiday, then on the holiday.
  const barOn = (day: string, rest = '(,.*)?') =>
    timeline.cell(new RegExp(`^${escape(project)} · 50 % · 4:00/d, ${day}${rest}$`));
  await expect(barOn(holiday.beforeText)).toBeVisible();

  // Tab onto the new bar (the live region reads it), then Alt+→ moves it onto the holiday.
  await grid.focus();
  for (let step = 0; step < 6; step += 1) {
    await page.keyboard.press('Tab');
    if ((await live.textContent())?.startsWith(`${project} · 50 %`)) break;
  }
  await expect(live).toHaveText(new RegExp(`^${escape(project)} · 50 % · 4:00/d, ${holiday.beforeText}`));
  await page.keyboard.press('Alt+ArrowRight');
  const onHoliday = barOn(holiday.text, `, conflict: .*on a holiday \\(${escape(holiday.name)}\\).*`);
  await expect(onHoliday).toBeVisible();
  await expect(timeline.conflictsButton).toBeVisible();

  // C opens the panel; the conflict is listed in words with its fixes.
  await page.keyboard.press('c');
  const item = timeline.conflict(`· ${project} · ${holiday.text}: on a holiday (${holiday.name})`);
  await expect(item).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await item.getByRole('button', { name: 'Move to the next free day' }).click();
  await expect(item).toBeHidden();
  await timeline.closeConflicts();
  await expect(barOn(holiday.text)).toHaveCount(0);

  // Undo puts it back on the holiday.
  await grid.focus();
  await page.keyboard.press('Control+z');
  await expect(onHoliday).toBeVisible();
});

test('pending leave is drawn hatched and its label says pending', async ({ page }) => {
  const timeline = new TrafficTimelinePage(page);
  await timeline.open('?zoom=quarter&group=none&pending=1');
  const grid = timeline.grid;
  await expect(grid).toBeVisible();
  const pending = timeline.cell(/^(Vacation|Sick leave|Parental leave|Unpaid leave), pending, /);
  await grid.focus();
  // Rows and days are drawn only in view: page down the people until someone's pending leave shows.
  for (let step = 0; step < 40 && (await pending.count()) === 0; step += 1) {
    await page.keyboard.press(step % 2 === 0 ? 'PageDown' : 'End');
    if (step % 2 === 1) await page.keyboard.press('Home');
  }
  const bar = pending.first();
  await expect(bar).toBeAttached();
  await expect(bar).toHaveCSS('background-image', /repeating-linear-gradient/);
  await expectNoSeriousA11yViolations(page);
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
