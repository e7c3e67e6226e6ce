import { DEMO_PASSWORD, OWNER_EMAIL } from './support/fixture';
import { expect, readE2eEnv, test } from './support/test';

// A 2×2 PNG: enough for the upload rule (images only, at most 5 MB).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Issue 17 item 8 in a browser, with local storage: the owner's upload goes where the server
 * says, the restaurant keeps an address of Pickup's own storage, and the image loads.
 */
test("an owner uploads their restaurant's image to Pickup's own storage", async ({ page }) => {
  const { baseURL, restaurantId } = readE2eEnv();
  await page.goto('/auth');
  const form = page.getByRole('tabpanel');
  await form.getByLabel('Email').fill(OWNER_EMAIL);
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);

  await page.goto(`/restaurants/${restaurantId}/edit`);
  await page.getByLabel('Image file').setInputFiles({
    name: 'storefront.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByText('Restaurant image updated').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Replace Image' })).toBeVisible();

  const shown = (await (await fetch(`${baseURL}/api/restaurants/${restaurantId}`)).json()) as {
    imageUrl: string;
  };
  expect(shown.imageUrl).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/);
  const image = await fetch(`${baseURL}${shown.imageUrl}`);
  expect(image.status).toBe(200);
  expect(image.headers.get('content-type')).toBe('image/png');
});

/** Issue 28: a refused upload says what to do, not "Upload failed with status 415". */
test('an upload the server refuses says what to choose instead', async ({ page }) => {
  const { baseURL, restaurantId } = readE2eEnv();
  await page.goto('/auth');
  const form = page.getByRole('tabpanel');
  await form.getByLabel('Email').fill(OWNER_EMAIL);
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);

  await page.goto(`/restaurants/${restaurantId}/edit`);
  // Named and typed as a PNG, but its bytes are text: the server checks the bytes (415).
  await page.getByLabel('Image file').setInputFiles({
    name: 'menu.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not really an image'),
  });
  await expect(page.getByText('Upload failed', { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      'That file is not an image Pickup can use. Choose a PNG, JPEG, GIF, WebP or AVIF image.',
    ),
  ).toBeVisible();
  await expect(page.getByText(/status 415/)).toHaveCount(0);
});
