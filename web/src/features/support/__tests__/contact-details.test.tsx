import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';

const configured = { supportEmail: 'hello@tacos.example', contactPhone: '+1 (617) 555-0142' };

describe('contact details', () => {
  it('the Contact page and the footer show the configured email and phone', async () => {
    fakeServer({ 'GET /api/contact/details': { body: configured } });
    renderApp('/contact');

    const card = (await screen.findByRole('heading', { name: 'Get in touch' })).parentElement;
    if (!card) throw new Error('no card');
    const email = await within(card).findByRole('link', { name: 'hello@tacos.example' });
    expect(email).toHaveAttribute('href', 'mailto:hello@tacos.example');
    expect(within(card).getByRole('link', { name: '+1 (617) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+16175550142',
    );

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'hello@tacos.example' })).toBeVisible();
    expect(within(footer).getByRole('link', { name: '+1 (617) 555-0142' })).toBeVisible();
    expect(screen.queryByText(/pickup\.example|1-800/)).toBeNull();
  });

  it('the Contact page says so when the details cannot be loaded', async () => {
    fakeServer({ 'GET /api/contact/details': { status: 503, body: { message: 'down' } } });
    renderApp('/contact');
    expect(await screen.findByText('Contact details are unavailable right now.')).toBeVisible();
    // The footer stays quiet rather than repeating the error.
    expect(screen.getAllByText('Contact details are unavailable right now.')).toHaveLength(1);
  });
});
