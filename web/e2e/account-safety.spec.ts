import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, readE2eEnv, screenshots, test } from './support/test';

/** Issue 17.9: exporting the data or deleting the account takes the password, not only a session. */

/**
 * A new customer of its own for each run: the wrong passwords tried below count towards the
 * account's limit, which a shared demo account would reach when the suite runs repeatedly.
 */
async function signUp(page: Page): Promise<string> {
  const { baseURL } = readE2eEnv();
  const email = `safety.${Date.now().toString(36)}@example.com`;
  const password = 'a-good-password';
  const registered = await fetch(`${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email,
      password,
      firstName: 'Sam',
      lastName: 'Safe',
      phone: '+1 617 555 0199',
    }),
  });
  expect(registered.status).toBe(201);
  await page.goto('/auth');
  const form = page.getByRole('tabpanel');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  // A new account's email is unverified: the banner offers to verify it, no dialog stops it.
  await expect(page.getByText('Please verify your email address')).toBeVisible();
  return password;
}

test('the data export and the account deletion ask for the current password', async ({
  page,
}, testInfo) => {
  const currentPassword = await signUp(page);
  await page.goto('/privacy-account?tab=data');
  const tab = page.getByRole('tabpanel');
  const password = tab.getByLabel('Current password');
  await expect(password).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, testInfo, 'data-export');

  await password.fill('not-my-password');
  await tab.getByRole('button', { name: 'Export My Data' }).click();
  await expect(page.getByText('Current password is incorrect')).toBeVisible();

  const download = page.waitForEvent('download');
  await password.fill(currentPassword);
  await tab.getByRole('button', { name: 'Export My Data' }).click();
  expect((await download).suggestedFilename()).toMatch(
    /^pickup-data-export-\d{4}-\d\d-\d\d\.json$/,
  );
  await expect(page.getByText('Complete Export')).toBeVisible();

  await page.goto('/privacy-account?tab=account');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await dialog.getByRole('textbox', { name: 'Type DELETE to confirm' }).fill('DELETE');
  await dialog.getByLabel('Current password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(page.getByText('Current password is incorrect')).toBeVisible();
  // The dialog itself (the page behind it is dimmed by the backdrop on purpose), with the
  // pointer off the button just pressed, whose hover shade is not what is being checked.
  await page.mouse.move(0, 0);
  const scan = await new AxeBuilder({ page }).include('[role="alertdialog"]').analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`)).toEqual(
    [],
  );
  await screenshots(page, testInfo, 'delete-account');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  // The account is still there: the wrong password deleted nothing.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Delete Account' })).toBeVisible();
});
