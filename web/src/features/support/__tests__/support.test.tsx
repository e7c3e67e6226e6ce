import { screen } from '@testing-library/react';
import { createChallenge, verifySolution } from 'altcha-lib';
import { describe, expect, it } from 'vitest';
import { fakeServer, type FakeRequest, type Reply } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';

const HMAC_KEY = 'test-hmac-key';

/** The captcha endpoint of the real API, cheap enough for tests; the send endpoint checks it. */
function supportServer(send: (request: FakeRequest) => Reply) {
  fakeServer({
    'GET /api/captcha/challenge': async () => ({
      body: await createChallenge({ hmacKey: HMAC_KEY, maxnumber: 200 }),
    }),
    'POST /api/contact/support': async (request) => {
      const { captcha } = request.body as { captcha: string };
      if (!(await verifySolution(captcha, HMAC_KEY))) {
        return { status: 400, body: { message: 'Please complete the CAPTCHA verification' } };
      }
      return send(request);
    },
  });
}

async function fillIn(app: ReturnType<typeof renderApp>) {
  await app.user.type(await screen.findByRole('textbox', { name: /name/i }), 'Grace Hopper');
  await app.user.type(screen.getByRole('textbox', { name: /email/i }), 'grace@example.com');
  await app.user.click(screen.getByRole('textbox', { name: /subject/i }));
  await app.user.paste('Order never arrived');
  // Pasting, not typing: a long text typed key by key is slow and tests nothing more.
  await app.user.click(screen.getByRole('textbox', { name: /message/i }));
  await app.user.paste('My order says ready but the restaurant could not find it.');
}

describe('support page', () => {
  it('says what is missing before sending', async () => {
    supportServer(() => ({ body: { message: 'ok' } }));
    const app = renderApp('/support');
    await app.user.click(await screen.findByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeVisible();
    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
    expect(screen.getByText('Subject must be at least 5 characters')).toBeVisible();
    expect(screen.getByText('Please select a category')).toBeVisible();
    expect(screen.getByText('Message must be at least 10 characters')).toBeVisible();
    expect(screen.getByText('Please complete the CAPTCHA verification')).toBeVisible();
  });

  it('preselects the category of the card the user picks', async () => {
    supportServer(() => ({ body: { message: 'ok' } }));
    const app = renderApp('/support');
    await app.user.click(await screen.findByRole('button', { name: /Report a Bug/ }));
    expect(screen.getByRole('combobox', { name: /category/i })).toHaveValue('bug_report');
    expect(screen.getByRole('button', { name: /Report a Bug/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('sends the message with a solved captcha and confirms it', async () => {
    let received: unknown;
    supportServer((request) => {
      received = request.body;
      return { status: 201, body: { message: 'Message received' } };
    });
    const app = renderApp('/support');
    await app.user.click(await screen.findByRole('button', { name: /Technical Support/ }));
    await fillIn(app);
    await app.user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    expect(await screen.findByText('Verified')).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('heading', { name: 'Message sent!' })).toBeVisible();
    expect(screen.getByText('Message sent successfully!')).toBeVisible();
    expect(received).toMatchObject({ name: 'Grace Hopper', category: 'technical' });

    await app.user.click(screen.getByRole('button', { name: 'Send Another Message' }));
    expect(await screen.findByRole('textbox', { name: /name/i })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
  });

  it("shows the server's reason when sending fails", async () => {
    supportServer(() => ({ status: 429, body: { message: 'Too many messages, try again later' } }));
    const app = renderApp('/support?category=billing');
    expect(await screen.findByRole('combobox', { name: /category/i })).toHaveValue('billing');
    await fillIn(app);
    await app.user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    await screen.findByText('Verified');
    await app.user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Failed to send message')).toBeVisible();
    expect(screen.getByText('Too many messages, try again later')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /subject/i })).toHaveValue('Order never arrived');
  });
});
