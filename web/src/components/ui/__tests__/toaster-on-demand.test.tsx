import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { notify, toaster } from '../toaster';

const renderApp = () => renderWithProviders(<p>page</p>);

describe('toasts (view loaded with the first toast)', () => {
  afterEach(() => {
    toaster.remove();
  });

  it('shows no toast region until a toast is raised', () => {
    renderApp();
    expect(screen.queryByRole('region', { name: /notifications/i })).not.toBeInTheDocument();
  });

  it('puts the toast region in place at the first interaction, before any toast', async () => {
    renderApp();
    fireEvent.pointerDown(screen.getByText('page'));
    expect(await screen.findByRole('region', { name: /notifications/i })).toBeInTheDocument();
  });

  it('shows a toast raised while the app is rendered', async () => {
    renderApp();
    notify.success({ title: 'Saved', description: 'Your changes are saved.' });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('Your changes are saved.')).toBeInTheDocument();
  });

  it('shows a toast raised before the app rendered (a page load that restores a cart)', async () => {
    notify.info({ title: 'Cart restored', description: '2 items from your last visit.' });
    renderApp();
    expect(await screen.findByText('Cart restored')).toBeInTheDocument();
    expect(screen.getByText('2 items from your last visit.')).toBeInTheDocument();
  });
});
