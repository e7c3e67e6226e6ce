import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { fakeServer, type Reply } from '@/testing/fake-server';
import { signIn } from '@/testing/users';
import { PhoneVerificationDialog } from '../phone-verification-dialog';

/** How the restaurant page uses the dialog: open it, hear when the phone is verified. */
function Harness() {
  const [open, setOpen] = useState(true);
  const [verified, setVerified] = useState(false);
  return (
    <>
      <p>{verified ? 'ordering allowed' : 'ordering blocked'}</p>
      <PhoneVerificationDialog
        open={open}
        onClose={() => setOpen(false)}
        onVerified={() => {
          setVerified(true);
          setOpen(false);
        }}
      />
    </>
  );
}

function renderDialog() {
  signIn();
  const user = userEvent.setup();
  renderWithProviders(<Harness />);
  return user;
}

type Status = { emailVerified: boolean; phoneVerified: boolean; hasPhone: boolean };

function phoneServer(initial: Status, extra: Record<string, Reply | (() => Reply)> = {}) {
  let status = initial;
  const sent: string[] = [];
  fakeServer({
    'GET /api/verification/status': () => ({ body: status }),
    'PATCH /api/user/profile': (request) => {
      sent.push(`phone ${(request.body as { phone: string }).phone}`);
      status = { ...status, hasPhone: true };
      return { body: {} };
    },
    'POST /api/verification/send-sms': () => {
      sent.push('sms');
      return { body: { success: true, message: 'Verification code sent by SMS' } };
    },
    'POST /api/verification/send-call': () => {
      sent.push('call');
      return { body: { success: true, message: 'Calling you now with your verification code' } };
    },
    'POST /api/verification/verify-phone': (request) => {
      if ((request.body as { code: string }).code !== '654321') {
        return { status: 400, body: { message: 'Incorrect code' } };
      }
      status = { ...status, phoneVerified: true };
      return { body: { success: true, message: 'Your phone number has been verified' } };
    },
    ...extra,
  });
  return sent;
}

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Verify Your Phone' }));

describe('phone verification dialog (customer-area §4, §5, §8)', () => {
  it('asks for a number first, saves it and texts a code', async () => {
    const sent = phoneServer({ emailVerified: true, phoneVerified: false, hasPhone: false });
    const user = renderDialog();
    const d = await dialog();
    const save = await d.findByRole('button', { name: 'Save and Send Code' });
    await user.click(save);
    expect(await screen.findByText('Phone number required')).toBeVisible();
    expect(screen.getByText('Please enter your phone number first')).toBeVisible();

    await user.type(d.getByRole('textbox', { name: 'Phone number' }), '12345');
    await user.click(save);
    expect(await d.findByText('Phone number must be at least 10 digits')).toBeVisible();

    await user.clear(d.getByRole('textbox', { name: 'Phone number' }));
    await user.type(d.getByRole('textbox', { name: 'Phone number' }), '+1 555 123 4567');
    await user.click(save);
    expect(await screen.findByText('Phone number updated')).toBeVisible();
    expect(await d.findByText('Pending')).toBeVisible();
    await waitFor(() => expect(sent).toEqual(['phone +1 555 123 4567', 'sms']));
  });

  it('texts a code on opening, offers a call, verifies and reports back', async () => {
    const sent = phoneServer({ emailVerified: true, phoneVerified: false, hasPhone: true });
    const user = renderDialog();
    const d = await dialog();
    expect(await d.findByText('Pending')).toBeVisible();
    await waitFor(() => expect(sent).toEqual(['sms']));

    await user.click(d.getByRole('button', { name: 'Resend SMS' }));
    expect(await screen.findByText('SMS sent')).toBeVisible();
    await user.click(d.getByRole('button', { name: 'Call me instead' }));
    expect(await screen.findByText('Call initiated')).toBeVisible();
    expect(sent).toEqual(['sms', 'sms', 'call']);

    const verify = d.getByRole('button', { name: 'Verify Phone' });
    expect(verify).toBeDisabled();
    await user.type(d.getByRole('textbox', { name: 'Verification code' }), '111111');
    await user.click(verify);
    expect(await screen.findByText('Verification failed')).toBeVisible();
    expect(screen.getByText('Incorrect code')).toBeVisible();

    await user.clear(d.getByRole('textbox', { name: 'Verification code' }));
    await user.type(d.getByRole('textbox', { name: 'Verification code' }), '654321');
    await user.click(verify);
    expect(await screen.findByText('Phone verified!')).toBeVisible();
    expect(await d.findByText('Phone Verified!')).toBeVisible();
    expect(screen.getByText('ordering blocked')).toBeInTheDocument();
    await user.click(d.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('ordering allowed')).toBeInTheDocument();
  });

  it('stays quiet when the automatic SMS fails, but not when asked again', async () => {
    phoneServer(
      { emailVerified: true, phoneVerified: false, hasPhone: true },
      {
        'POST /api/verification/send-sms': {
          status: 429,
          body: { message: 'Please wait a minute before asking for a new code' },
        },
        'POST /api/verification/send-call': { status: 422, body: { message: 'No phone' } },
      },
    );
    const user = renderDialog();
    const d = await dialog();
    expect(await d.findByText('Pending')).toBeVisible();
    await user.click(d.getByRole('button', { name: 'Call me instead' }));
    expect(await screen.findByText('Failed to initiate verification call')).toBeVisible();
    expect(screen.queryByText('Failed to send SMS verification')).not.toBeInTheDocument();
    await user.click(d.getByRole('button', { name: 'Resend SMS' }));
    expect(await screen.findByText('Failed to send SMS verification')).toBeVisible();
  });

  it('closes and reports verified when the phone is verified already', async () => {
    phoneServer({ emailVerified: true, phoneVerified: true, hasPhone: true });
    renderDialog();
    expect(await screen.findByText('ordering allowed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
