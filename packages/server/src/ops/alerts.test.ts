import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../config.ts';
import { createPublisher } from '../publish/publisher.ts';
import type { Site } from '../site/site.ts';
import { alertUrlProblem, createAlerts } from './alerts.ts';
import { registry } from './metrics.ts';

// A local stand-in for a Slack or Teams incoming webhook: records each POST body.
const received: { body: string; type: string | undefined }[] = [];
let hook: http.Server;
let hookUrl = '';

beforeAll(async () => {
  hook = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        type: req.headers['content-type'],
      });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/services/T1`;
});
afterAll(() => new Promise((resolve) => hook.close(resolve)));

async function metric(name: string) {
  const text = await registry.metrics();
  const line = text.split('\n').find((each) => each.startsWith(`${name} `));
  return Number(line?.split(' ')[1] ?? Number.NaN);
}

describe('alerts', () => {
  it('a failed publish posts {"text"} naming it once, and counts every failure', async () => {
    received.length = 0;
    const failuresBefore = await metric('tablogs_publish_failures_total');
    const publisher = createPublisher({
      config: {
        buildDir: `${os.tmpdir()}/alerts-test/build`,
        thirdParty: { tagManager: false, hubspotForms: false },
      } as ServerConfig,
      site: { buildDir: 'unused', fingerprint: 'f1' } as Site,
      render: async () => {
        throw new Error('Contentful answered 503');
      },
      alerts: createAlerts(hookUrl),
    });
    publisher.request('ContentManagement.Entry.publish');
    await publisher.idle();
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]?.type).toBe('application/json');
    const message = JSON.parse(received[0]?.body ?? '{}');
    expect(Object.keys(message)).toEqual(['text']);
    expect(message.text).toContain('publishing failed (ContentManagement.Entry.publish)');
    expect(message.text).toContain('Contentful answered 503');

    // A second failure inside 10 minutes is counted and logged, not posted again.
    publisher.request('ContentManagement.Entry.publish');
    await publisher.idle();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toHaveLength(1);
    expect(await metric('tablogs_publish_failures_total')).toBe(failuresBefore + 2);
    expect(publisher.status().lastBuild).toMatchObject({ ok: false });
  });

  it('sends each kind at most once per quiet period, and again after it', async () => {
    received.length = 0;
    let now = 0;
    const alerts = createAlerts(hookUrl, { now: () => now });
    await alerts.send('delivery_gave_up', 'lead 1');
    await alerts.send('delivery_gave_up', 'lead 2');
    await alerts.send('publish_failed', 'publish');
    now = 10 * 60_000;
    await alerts.send('delivery_gave_up', 'lead 3');
    expect(received.map((each) => JSON.parse(each.body).text)).toEqual([
      'lead 1',
      'publish',
      'lead 3',
    ]);
  });

  it('sends nothing without a URL, and survives a webhook that is down', async () => {
    await expect(createAlerts(null).send('publish_failed', 'x')).resolves.toBeUndefined();
    await expect(
      createAlerts('http://127.0.0.1:9/down').send('publish_failed', 'x'),
    ).resolves.toBeUndefined();
  });

  it('takes only an http(s) ALERT_WEBHOOK_URL', () => {
    expect(alertUrlProblem('https://hooks.slack.com/services/T/B/X')).toBeNull();
    expect(alertUrlProblem('')).toBeNull();
    expect(alertUrlProblem('hooks.slack.com')).toMatch(/must be an http\(s\) URL/);
  });
});
