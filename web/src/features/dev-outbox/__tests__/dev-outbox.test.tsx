import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';

describe('dev outbox page', () => {
  it('lists messages newest first with their codes and links to copy', async () => {
    fakeServer({
      'GET /api/dev/outbox': {
        body: [
          {
            channel: 'sms',
            to: '+15550001111',
            subject: null,
            body: 'Your Pickup verification code is 482913. It expires in 10 minutes.',
            createdAt: '2026-02-03T10:05:00.000Z',
          },
          {
            channel: 'email',
            to: 'ada@example.com',
            subject: 'Reset your Pickup password',
            body: 'Choose a new password: http://localhost:3000/auth?reset-token=abc123',
            createdAt: '2026-02-03T10:00:00.000Z',
          },
        ],
      },
    });
    renderApp('/dev/outbox');
    expect(await screen.findByRole('heading', { name: 'Dev Outbox', level: 1 })).toBeVisible();
    const list = within(await screen.findByRole('list', { name: 'Messages' }));
    const [sms, email] = list.getAllByRole('listitem');
    expect(within(sms!).getByText('SMS')).toBeVisible();
    expect(within(sms!).getByText('+15550001111')).toBeVisible();
    expect(within(sms!).getByText('482913')).toBeVisible();
    expect(within(sms!).getByRole('button', { name: 'Copy code 482913' })).toBeVisible();
    expect(within(email!).getByText('Email')).toBeVisible();
    expect(within(email!).getByText('Reset your Pickup password')).toBeVisible();
    expect(
      within(email!).getByRole('link', { name: 'http://localhost:3000/auth?reset-token=abc123' }),
    ).toHaveAttribute('href', 'http://localhost:3000/auth?reset-token=abc123');
    expect(within(email!).getByRole('button', { name: 'Copy link' })).toBeVisible();
  });

  it('says when nothing was sent yet', async () => {
    fakeServer({ 'GET /api/dev/outbox': { body: [] } });
    renderApp('/dev/outbox');
    expect(await screen.findByText('No messages yet')).toBeVisible();
  });

  it('is linked from the footer while developing', async () => {
    fakeServer({ 'GET /api/dev/outbox': { body: [] } });
    renderApp('/how-it-works');
    expect(await screen.findByRole('link', { name: 'Dev outbox' })).toHaveAttribute(
      'href',
      '/dev/outbox',
    );
  });
});
