import { solveChallenge } from 'altcha-lib';
import type { Challenge } from 'altcha-lib/types';
import { DEMO_PASSWORD } from './support/fixture';
import { expect, expectNoAxeViolations, readE2eEnv, test } from './support/test';

/**
 * Issue 17: someone without an account asks to be forgotten; the admin erases their
 * message on the Messages tab, and its text is gone from the screen.
 */
/** What the contact page does: solve the server's proof of work, then send the form. */
async function sendAnonymousMessage(baseURL: string, text: string): Promise<void> {
  const challenge = (await (await fetch(`${baseURL}/api/captcha/challenge`)).json()) as Challenge;
  const { challenge: hash, salt, algorithm, maxnumber } = challenge;
  const solution = await solveChallenge(hash, salt, algorithm, maxnumber).promise;
  if (!solution) throw new Error('unsolvable captcha');
  const captcha = Buffer.from(JSON.stringify({ ...challenge, number: solution.number })).toString(
    'base64',
  );
  const res = await fetch(`${baseURL}/api/contact/general`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Erin Erasure',
      email: 'erin.erasure@example.com',
      subject: 'Please forget me',
      category: 'general',
      message: text,
      captcha,
    }),
  });
  expect(res.status).toBe(201);
}

test('an admin erases a message sent without an account', async ({ page }) => {
  const { baseURL } = readE2eEnv();
  const text = `Call me on 07700 900${Math.floor(Math.random() * 900 + 100)}`;
  await sendAnonymousMessage(baseURL, text);

  await page.goto('/auth');
  const form = page.getByRole('tabpanel');
  await form.getByLabel('Email').fill('admin@pickup.test');
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);

  await page.goto('/admin?tab=messages');
  await expect(page.getByText(text)).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Erase message from Erin Erasure' }).first().click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('become unreadable for good');
  await dialog.getByRole('button', { name: 'Erase' }).click();
  await expect(page.getByText('Message erased successfully!').first()).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0);
});
