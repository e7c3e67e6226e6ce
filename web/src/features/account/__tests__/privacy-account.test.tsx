import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, type Reply } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { anOrder } from '@/testing/management/orders';
import { aUser, signIn } from '@/testing/users';
import type { User } from '@/lib/auth';

/** Where full page loads went (jsdom cannot load pages). */
const pageLoads = vi.hoisted(() => [] as string[]);
vi.mock('@/lib/hard-redirect', () => ({ hardRedirect: (href: string) => pageLoads.push(href) }));

function accountServer(
  routes: Record<string, Reply | ((r: { body: unknown }) => Reply)> = {},
  user: User = aUser(),
) {
  signIn();
  fakeServer({
    'GET /api/auth/user': { body: user },
    'GET /api/user/consent': { body: { marketingOptIn: true } },
    'GET /api/restaurants/popular': { body: [] },
    ...routes,
  });
}

const panel = async () => within(await screen.findByRole('tabpanel'));

describe('privacy and account: profile (customer-area §2, §5, §8)', () => {
  it('checks the fields, then saves and confirms', async () => {
    let sent: unknown;
    accountServer({
      'PUT /api/auth/profile': (request) => {
        sent = request.body;
        return { body: aUser({ firstName: 'Augusta' }) };
      },
    });
    const app = renderApp('/privacy-account');
    const form = await panel();
    expect(form.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    expect(form.getByText(/contact an administrator/)).toBeVisible();
    expect(form.getByRole('textbox', { name: 'Phone' })).toHaveAttribute(
      'placeholder',
      '+1234567890',
    );
    await app.user.clear(form.getByRole('textbox', { name: 'First name' }));
    await app.user.clear(form.getByRole('textbox', { name: 'Last name' }));
    await app.user.clear(form.getByRole('textbox', { name: 'Phone' }));
    await app.user.type(form.getByRole('textbox', { name: 'Phone' }), 'call me');
    await app.user.click(form.getByRole('button', { name: 'Save Changes' }));
    expect(await form.findByText('First name is required')).toBeVisible();
    expect(form.getByText('Last name is required')).toBeVisible();
    expect(form.getByText('Phone number must be at least 10 digits')).toBeVisible();

    await app.user.type(form.getByRole('textbox', { name: 'First name' }), 'Augusta');
    await app.user.type(form.getByRole('textbox', { name: 'Last name' }), 'King');
    await app.user.clear(form.getByRole('textbox', { name: 'Phone' }));
    await app.user.type(form.getByRole('textbox', { name: 'Phone' }), '+1 (555) 000-2222');
    await app.user.click(form.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile Updated')).toBeVisible();
    expect(sent).toEqual({ firstName: 'Augusta', lastName: 'King', phone: '+1 (555) 000-2222' });
  });

  it('says when saving failed', async () => {
    accountServer({ 'PUT /api/auth/profile': { status: 500, body: { message: 'Boom' } } });
    const app = renderApp('/privacy-account');
    const form = await panel();
    await app.user.click(form.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Update Failed')).toBeVisible();
  });
});

describe('privacy and account: privacy (customer-area §2, §8)', () => {
  it('opens from /privacy-settings and switches marketing consent off', async () => {
    let sent: unknown;
    accountServer({
      'PUT /api/user/consent': (request) => {
        sent = request.body;
        return { body: request.body };
      },
    });
    const app = renderApp('/privacy-settings');
    expect(await screen.findByRole('tab', { name: 'Privacy', selected: true })).toBeVisible();
    const consent = await (
      await panel()
    ).findByRole('checkbox', {
      name: 'Marketing communications',
    });
    expect(consent).toBeChecked();
    await app.user.click(consent);
    expect(await screen.findByText('Consent Updated')).toBeVisible();
    expect(sent).toEqual({ marketingOptIn: false });
    expect(consent).not.toBeChecked();
  });

  it('says when the consent change failed', async () => {
    accountServer({ 'PUT /api/user/consent': { status: 500, body: { message: 'Boom' } } });
    const app = renderApp('/privacy-account?tab=privacy');
    const consent = await (
      await panel()
    ).findByRole('checkbox', {
      name: 'Marketing communications',
    });
    await app.user.click(consent);
    expect(await screen.findByText('Update Failed')).toBeVisible();
  });
});

describe('privacy and account: my data (customer-area §4, §8)', () => {
  const exported = (isPartial: boolean) => ({
    data: { profile: {}, orders: [], favorites: [], consent: { marketingOptIn: true } },
    exportDate: '2026-02-03T10:00:00.000Z',
    dataTypes: ['profile', 'orders', 'favorites', 'consent'],
    isPartial,
    warnings: isPartial ? ['Your orders could not be exported. Please try again later.'] : [],
  });

  function captureDownloads() {
    const names: string[] = [];
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:export';
        static override revokeObjectURL = () => {};
      },
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    return names;
  }

  afterEach(() => vi.restoreAllMocks());

  async function exportWithPassword(user: ReturnType<typeof renderApp>['user']) {
    const tab = await panel();
    await user.type(await tab.findByLabelText('Current password'), 'my-password');
    await user.click(tab.getByRole('button', { name: 'Export My Data' }));
  }

  it('asks for the current password before exporting', async () => {
    let asked = 0;
    accountServer({
      'POST /api/user/data-export': () => {
        asked += 1;
        return { status: 400, body: { message: 'Current password is incorrect' } };
      },
    });
    const app = renderApp('/privacy-account?tab=data');
    const tab = await panel();
    await app.user.click(await tab.findByRole('button', { name: 'Export My Data' }));
    expect(await tab.findByText('Current password is required')).toBeVisible();
    expect(asked).toBe(0);
    await exportWithPassword(app.user);
    expect(await screen.findByText('Export Failed')).toBeVisible();
    expect(screen.getByText('Current password is incorrect')).toBeVisible();
  });

  it('downloads a dated file and summarises a complete export', async () => {
    const names = captureDownloads();
    let sent: unknown;
    accountServer({
      'POST /api/user/data-export': (request) => {
        sent = request.body;
        return { body: exported(false) };
      },
    });
    const app = renderApp('/privacy-account?tab=data');
    await exportWithPassword(app.user);
    expect(await screen.findByText('Data Exported')).toBeVisible();
    expect(screen.getByText('Your data has been exported successfully')).toBeVisible();
    expect(await screen.findByText('Complete Export')).toBeVisible();
    expect(names).toEqual(['pickup-data-export-2026-02-03.json']);
    expect(sent).toEqual({ currentPassword: 'my-password' });
  });

  it('lists what is missing from a partial export', async () => {
    captureDownloads();
    accountServer({ 'POST /api/user/data-export': { body: exported(true) } });
    const app = renderApp('/privacy-account?tab=data');
    await exportWithPassword(app.user);
    expect(
      await screen.findByText('Your data has been exported successfully (partial export)'),
    ).toBeVisible();
    expect(screen.getByText('Partial Export')).toBeVisible();
    expect(
      screen.getByText('Your orders could not be exported. Please try again later.'),
    ).toBeVisible();
  });

  it('says when the export failed', async () => {
    accountServer({
      'POST /api/user/data-export': { status: 503, body: { message: 'Try again later' } },
    });
    const app = renderApp('/privacy-account?tab=data');
    await exportWithPassword(app.user);
    expect(await screen.findByText('Export Failed')).toBeVisible();
    expect(screen.getByText('Try again later')).toBeVisible();
  });
});

describe('privacy and account: account (customer-area §2, §4, §5, §8)', () => {
  it('shows verification and account type', async () => {
    accountServer(
      {},
      aUser({ emailVerified: true, phoneVerified: false, role: 'restaurant_owner' }),
    );
    renderApp('/privacy-account?tab=account');
    const tab = await panel();
    expect(await tab.findByText('Verified')).toBeVisible();
    expect(tab.getByText('Not Verified')).toBeVisible();
    expect(tab.getByText('restaurant owner')).toBeVisible();
  });

  it('deletes the account only after DELETE is typed, then goes home', async () => {
    let deleted: unknown;
    accountServer({
      'DELETE /api/user/delete-account': (request) => {
        deleted = request.body;
        return { body: { success: true, message: 'Your account has been deleted.' } };
      },
    });
    const app = renderApp('/privacy-account?tab=account');
    await app.user.click(await (await panel()).findByRole('button', { name: 'Delete Account' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete your account?' }));
    const confirm = dialog.getByRole('button', { name: 'Delete My Account' });
    const field = dialog.getByRole('textbox', { name: 'Type DELETE to confirm' });
    await app.user.type(field, 'delete');
    expect(confirm).toBeDisabled();
    await app.user.type(field, '{Enter}');
    expect(await screen.findByText('Confirmation Required')).toBeVisible();
    expect(screen.getByText("Please type 'DELETE' to confirm account deletion.")).toBeVisible();
    expect(deleted).toBeUndefined();

    await app.user.clear(field);
    await app.user.type(field, 'DELETE');
    await app.user.click(confirm);
    expect(await dialog.findByText('Current password is required')).toBeVisible();
    expect(deleted).toBeUndefined();

    await app.user.type(dialog.getByLabelText('Current password'), 'my-password');
    await app.user.click(confirm);
    expect(await screen.findByText('Account Deleted')).toBeVisible();
    expect(deleted).toEqual({ confirmDeletion: true, currentPassword: 'my-password' });
    await waitFor(() => expect(pageLoads).toEqual(['/']), { timeout: 6000 });
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('says when deletion failed', async () => {
    accountServer({
      'DELETE /api/user/delete-account': {
        status: 422,
        body: { message: 'The last admin cannot be deleted' },
      },
    });
    const app = renderApp('/privacy-account?tab=account');
    await app.user.click(await (await panel()).findByRole('button', { name: 'Delete Account' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await app.user.type(dialog.getByRole('textbox'), 'DELETE');
    await app.user.type(dialog.getByLabelText('Current password'), 'my-password');
    await app.user.click(dialog.getByRole('button', { name: 'Delete My Account' }));
    expect(await screen.findByText('Deletion Failed')).toBeVisible();
    expect(screen.getByText('The last admin cannot be deleted')).toBeVisible();
  });

  it('will not delete while an order is in progress: says so, which, and what to do', async () => {
    let deletes = 0;
    accountServer({
      'GET /api/orders': {
        body: [
          anOrder({ id: 'order-0000abcd', status: 'preparing' }),
          anOrder({ id: 'order-0000beef', status: 'picked_up' }),
        ],
      },
      'DELETE /api/user/delete-account': () => {
        deletes += 1;
        return { body: { success: true, message: 'Your account has been deleted.' } };
      },
    });
    const app = renderApp('/privacy-account?tab=account');
    await app.user.click(await (await panel()).findByRole('button', { name: 'Delete Account' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete your account?' }));
    expect(await dialog.findByText('You have an order in progress')).toBeVisible();
    expect(
      dialog.getByText(/You can delete your account once it is collected or cancelled/),
    ).toBeVisible();
    const link = dialog.getByRole('link', { name: 'Order #0000ABCD from Taco Town' });
    expect(link).toHaveAttribute('href', '/orders/order-0000abcd');
    expect(dialog.queryByRole('link', { name: /0000BEEF/ })).toBeNull();
    expect(dialog.queryByRole('button', { name: 'Delete My Account' })).toBeNull();
    await app.user.click(dialog.getByRole('button', { name: 'Keep My Account' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(deletes).toBe(0);
  });

  it('shows the order when the server refuses because one was placed meanwhile', async () => {
    let placed = false;
    accountServer({
      'GET /api/orders': () => ({
        body: placed ? [anOrder({ id: 'order-0000cafe', status: 'pending' })] : [],
      }),
      'DELETE /api/user/delete-account': () => {
        placed = true;
        return {
          status: 409,
          body: {
            message:
              'You have an order in progress. You can delete your account once it is collected or cancelled.',
          },
        };
      },
    });
    const app = renderApp('/privacy-account?tab=account');
    await app.user.click(await (await panel()).findByRole('button', { name: 'Delete Account' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await app.user.type(dialog.getByRole('textbox'), 'DELETE');
    await app.user.type(dialog.getByLabelText('Current password'), 'my-password');
    await app.user.click(dialog.getByRole('button', { name: 'Delete My Account' }));
    expect(await screen.findByText('Deletion Failed')).toBeVisible();
    expect(
      await dialog.findByRole('link', { name: 'Order #0000CAFE from Taco Town' }),
    ).toBeVisible();
  });
});
