import { http } from 'msw';
import { asRole, expect, test } from './fixtures';
import { ProfilePage } from './pages/profile';

// The mocked network must outlive what browsers do to requests all the time: cut them off by a
// reload or a closed page. Each test holds one answer back until the request is gone, then lets the
// handler finish, and expects the requests after it answered (the fixture fails the test on any
// error of the mocked network).

test.use(asRole('admin'));

// A GET of a profile that waits for `release()` before the usual handler answers it, once.
function heldProfileRequest() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  // Returning nothing hands the request on to the app's own handler.
  const handler = http.get(
    '*/api/user/:id',
    async () => {
      await released;
    },
    { once: true },
  );
  return { handler, release };
}

test('a request cut off by a reload leaves the mocked network answering the next ones', async ({
  page,
  network,
}) => {
  const held = heldProfileRequest();
  network.use(held.handler);
  const profile = new ProfilePage(page);

  await page.goto(`/employee/${profile.personId}/overview`);
  await expect.poll(() => network.inFlight, { message: 'the profile request reaches the mock' }).toBe(1);
  await page.reload();
  held.release();

  await expect(page.getByRole('tablist', { name: 'Profile sections' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
  await profile.tab('Education').click();
  await expect(profile.section('Education')).toBeVisible();
});

test('a page closed while its request is in flight leaves the other pages answered', async ({
  page,
  context,
  network,
}) => {
  const held = heldProfileRequest();
  network.use(held.handler);
  const closing = await context.newPage();
  await closing.goto('/employee/1/overview');
  await expect.poll(() => network.inFlight, { message: 'the profile request reaches the mock' }).toBe(1);
  await closing.close();
  held.release();
  await expect.poll(() => network.inFlight, { message: 'the held answer ends' }).toBe(0);

  await new ProfilePage(page).goto('overview');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
});
