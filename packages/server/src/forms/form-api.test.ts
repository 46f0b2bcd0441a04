import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FORM_HEADERS } from '@tablogs/leads/testing/requests';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FormApi, startFormApi } from './form-api.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'form-api-'));
let formApi: FormApi;
let base: string;
let close: () => void;

beforeAll(async () => {
  formApi = await startFormApi({
    dataDir,
    databaseUrl: null,
    rateLimitPerMinute: 2,
    forwarding: { hubspot: null, formHandlerUrl: null },
  });
  const app = express();
  app.set('trust proxy', true);
  // The build's pages, as far as a native post's confirmation needs them (form-posts.ts).
  app.use((_req, res, next) => {
    res.locals.site = { cspHashes: { '/final-step/index.html': [] } };
    next();
  });
  app.all('/api/internal/:form', formApi.handler);
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(async () => {
  close();
  await formApi.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/internal/newsletter`, {
    method: 'POST',
    headers: { ...FORM_HEADERS, ...headers },
    body,
  });
const newsletter = JSON.stringify({ first_name: 'Ada', email: 'ada@soils.com', company: 'Soils' });

describe('the form API on the server', () => {
  it('stores a submission and answers 201 with its id, as JSON', async () => {
    const response = await post(newsletter, { 'X-Forwarded-For': '198.51.100.10' });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ id: expect.any(String) });
  });

  it('limits by the address the server sees, whatever header the client adds', async () => {
    const from = (ip: string, forged: string) =>
      post(newsletter, { 'X-Forwarded-For': ip, 'X-TabLogs-Client-IP': forged });
    const statuses = [];
    for (const forged of ['1.1.1.1', '2.2.2.2', '3.3.3.3'])
      statuses.push((await from('198.51.100.20', forged)).status);
    expect(statuses).toEqual([201, 201, 429]);
    expect((await from('198.51.100.21', '1.1.1.1')).status).toBe(201);
  });

  it('answers 413 to an oversized body sent in chunks, and keeps serving', async () => {
    const big = JSON.stringify({ email: 'ada@soils.com', company: 'x'.repeat(40_000) });
    const chunks = new ReadableStream({
      start(controller) {
        for (let i = 0; i < big.length; i += 4096)
          controller.enqueue(new TextEncoder().encode(big.slice(i, i + 4096)));
        controller.close();
      },
    });
    const response = await fetch(`${base}/api/internal/newsletter`, {
      method: 'POST',
      headers: { ...FORM_HEADERS, 'X-Forwarded-For': '198.51.100.30' },
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await post(newsletter, { 'X-Forwarded-For': '198.51.100.31' })).status).toBe(201);
  });

  it('takes a urlencoded post (no JavaScript): 303 to /final-step, 403 from another site', async () => {
    const native = (headers: Record<string, string>) =>
      fetch(`${base}/api/internal/quote`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body: 'first_name=Ada&email=ada%40soils.com&company=Soils',
        redirect: 'manual',
      });
    const stored = await native({ Origin: base, 'X-Forwarded-For': '198.51.100.40' });
    expect(stored.status).toBe(303);
    expect(stored.headers.get('location')).toBe('/final-step');
    const forged = await native({
      Origin: 'https://elsewhere.example',
      'Sec-Fetch-Site': 'cross-site',
      'X-Forwarded-For': '198.51.100.41',
    });
    expect(forged.status).toBe(403);
    expect(forged.headers.get('content-type')).toMatch(/^text\/plain/);
  });
});
