import type { Browser, Page } from '@playwright/test';
import { readE2eEnv } from './env';
import { DEMO_PASSWORD } from './fixture';
import { expect } from './test';

/** The demo accounts the browser specs act as (OWNER_EMAIL lives with the fixture). */
export const ADMIN_EMAIL = 'admin@pickup.test';
export const CUSTOMER_EMAIL = 'customer@pickup.test';

export type Json = Record<string, unknown>;

function send(baseURL: string, token: string, method: string, path: string, body?: unknown) {
  return fetch(`${baseURL}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Calls the API as `token`, for a spec's set-up: any answer but 2xx throws, naming it. */
export function caller(token: string, baseURL = readE2eEnv().baseURL) {
  return async <T = Json>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await send(baseURL, token, method, path, body);
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : {}) as T;
  };
}

/** Calls the API as `token` and hands back the status with the body, refusals included. */
export function callerWithStatus(token: string, baseURL = readE2eEnv().baseURL) {
  return async <T = Json>(method: string, path: string, body?: unknown) => {
    const response = await send(baseURL, token, method, path, body);
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
  };
}

/** A page of its own browser context, signed in through the sign-in form as `email`. */
export async function signedInPage(browser: Browser, email: string, width = 1366): Promise<Page> {
  const { baseURL } = readE2eEnv();
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: width > 800 ? 900 : 812 },
  });
  const page = await context.newPage();
  await page.goto('/auth');
  const form = page.getByRole('tabpanel');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  return page;
}
