import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AppDialog } from '../app-dialog';

/** One dialog closing as the next opens (checkout: the confirmation, then the phone). */
function Handover({ onSecondClosed }: { onSecondClosed: () => void }) {
  const [second, setSecond] = useState(false);
  return (
    <>
      <button type="button">Checkout</button>
      <AppDialog open={!second} onClose={() => {}} title="Confirm Your Order">
        <button type="button" onClick={() => setSecond(true)}>
          Place Order
        </button>
      </AppDialog>
      <AppDialog
        open={second}
        onClose={() => {
          setSecond(false);
          onSecondClosed();
        }}
        title="Verify Your Phone"
      >
        <input aria-label="Code" />
      </AppDialog>
    </>
  );
}

describe('AppDialog', () => {
  it('hands over from one dialog to the next, which the user can still dismiss with Escape', async () => {
    const closed = vi.fn();
    renderWithProviders(<Handover onSecondClosed={closed} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('dialog', { name: 'Verify Your Phone' })).toBeVisible();
    expect(closed).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(closed).toHaveBeenCalledTimes(1));
  });
});
