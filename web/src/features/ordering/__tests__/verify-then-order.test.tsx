import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, type FakeRequest, type Reply } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aRestaurantWithMenu, storeCart } from '@/testing/restaurant-fixtures';
import { aUser, signIn } from '@/testing/users';

const HOUR = 60 * 60 * 1000;
const SLOTS = {
  timezone: 'UTC',
  asap: {
    available: true,
    promisedFrom: '2030-01-15T12:10:00.000Z',
    promisedAt: '2030-01-15T12:15:00.000Z',
    movedToLaterSlot: false,
  },
  slots: [],
};
const REFUSAL = { status: 403, body: { message: 'Please verify your phone number to order' } };

/**
 * A customer whose phone is not verified (by the user the app read, or only by the server's
 * word); verifying with the code 123456 makes it so, and the server then places orders.
 */
function serverWithUnverifiedPhone(userSaysVerified: boolean) {
  let phoneVerified = false;
  const placed: FakeRequest[] = [];
  signIn();
  fakeServer({
    'GET /api/auth/user': () => ({
      body: aUser({ phoneVerified: userSaysVerified || phoneVerified }),
    }),
    'GET /api/favorites': { body: [] },
    'GET /api/restaurants/r-1': { body: aRestaurantWithMenu() },
    'GET /api/restaurants/r-1/pickup-slots': { body: SLOTS },
    'GET /api/verification/status': () => ({
      body: { emailVerified: true, phoneVerified, hasPhone: true },
    }),
    'POST /api/verification/send-sms': { body: { success: true, message: 'SMS sent' } },
    'POST /api/verification/verify-phone': (request): Reply => {
      phoneVerified = (request.body as { code: string }).code === '123456';
      return phoneVerified
        ? { body: { success: true, message: 'Phone number verified' } }
        : { status: 400, body: { message: 'Invalid code' } };
    },
    'POST /api/orders': (request): Reply => {
      placed.push(request);
      return phoneVerified ? { status: 201, body: { id: 'order-1' } } : REFUSAL;
    },
  });
  return { placed };
}

async function openCheckout() {
  storeCart('r-1', HOUR);
  const app = renderApp('/restaurants/r-1');
  await app.user.click(await screen.findByRole('button', { name: 'Open cart, 2 items' }));
  await app.user.click(await screen.findByRole('button', { name: 'Checkout' }));
  return app;
}

async function verifyPhone(app: ReturnType<typeof renderApp>) {
  // Found by its title, then its dialog: a role query over the whole page is slow enough to
  // time out on a loaded machine.
  const title = await screen.findByText('Verify Your Phone');
  const dialog = within(title.closest('[role="dialog"]') as HTMLElement);
  await app.user.type(await dialog.findByLabelText('Verification code'), '123456');
  await app.user.click(dialog.getByRole('button', { name: 'Verify Phone' }));
  await app.user.click(await dialog.findByRole('button', { name: 'Continue' }));
}

async function placeOrder(app: ReturnType<typeof renderApp>, notes: string) {
  const dialog = within(await screen.findByRole('dialog', { name: 'Confirm Your Order' }));
  await dialog.findByText(/As soon as possible/);
  await app.user.type(dialog.getByLabelText(/Special instructions/), notes);
  await waitFor(() => expect(dialog.getByRole('button', { name: 'Place Order' })).toBeEnabled());
  await app.user.click(dialog.getByRole('button', { name: 'Place Order' }));
}

describe('verifying the phone around checkout (issue 28, DECISIONS 12)', () => {
  it('asks for the code before the confirmation, then places the order once', async () => {
    const server = serverWithUnverifiedPhone(false);
    const app = await openCheckout();
    expect(await screen.findByText(/Ordering needs a verified phone/)).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Confirm Your Order' })).not.toBeInTheDocument();
    await verifyPhone(app);
    await placeOrder(app, 'no onions');
    await waitFor(() => expect(app.location()).toBe('/orders/order-1'));
    expect(server.placed).toHaveLength(1);
    expect(server.placed[0]?.body).toMatchObject({ notes: 'no onions' });
  });

  it('places the order the customer confirmed once the server-refused phone is verified', async () => {
    const server = serverWithUnverifiedPhone(true);
    const app = await openCheckout();
    await placeOrder(app, 'extra napkins');
    expect(await screen.findByText('Phone Verification Required')).toBeVisible();
    expect(screen.getByText('Please verify your phone number to place orders.')).toBeVisible();
    expect(
      await screen.findByText('Your order is placed as soon as your phone is verified.'),
    ).toBeVisible();
    await verifyPhone(app);
    await waitFor(() => expect(app.location()).toBe('/orders/order-1'));
    const [refused, accepted, ...more] = server.placed;
    expect(more).toEqual([]);
    expect(accepted?.body).toEqual(refused?.body);
    expect(accepted?.body).toMatchObject({ notes: 'extra napkins', pickup: { kind: 'asap' } });
    expect(accepted?.headers.get('Idempotency-Key')).toBe(refused?.headers.get('Idempotency-Key'));
    expect(localStorage.getItem('cart')).toBeNull();
  });
});
