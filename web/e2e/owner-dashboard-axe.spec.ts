import { OWNER_EMAIL, signIn } from './support/fixture';
import { callerWithStatus, signedInPage } from './support/api';
import { expect, expectNoAxeViolations, readE2eEnv, test } from './support/test';

/**
 * Issue 40 item 15: the owner dashboard passes axe with every badge it can show, the Rush
 * badge (white on orange was 3.55:1) and the stat cards' help lines (a <span> in their <dl>)
 * included. A restaurant of its own, open around the clock, in rush mode for the test.
 */
test('the owner dashboard in a rush is axe-clean, the Rush badge included', async ({ browser }) => {
  const { baseURL } = readE2eEnv();
  const owner = callerWithStatus(await signIn(baseURL, OWNER_EMAIL));
  const admin = callerWithStatus(await signIn(baseURL, 'admin@pickup.test'));
  const me = await owner<{ id: string }>('GET', '/api/auth/user');
  const name = `Rush Kitchen ${Date.now().toString(36)}`;
  const r = await admin<{ id: string }>('POST', '/api/restaurants', {
    name,
    address: '2 Service Rd, Boston, MA',
    taxRate: '0.0625',
    hours: null,
    ownerId: me.body.id,
    timezone: 'America/New_York',
  });
  const rush = await owner('PUT', `/api/restaurants/${r.body.id}/rush`, {
    extraMinutes: 10,
    forMinutes: 60,
  });
  expect(rush.status).toBe(200);

  const page = await signedInPage(browser, OWNER_EMAIL, 1024);
  await page.goto('/owner-dashboard');
  await page.getByLabel('Restaurant', { exact: true }).selectOption({ label: name });
  await expect(page.getByText(/^Rush: \+10 min until/)).toBeVisible();
  await expect(page.getByText('Rush +10 min', { exact: true })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.context().close();
});
