// Step 6 of check-package.mjs: the release script refuses, and publishes nothing, in each state
// that is not a release.

import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { check, packageDir, run, write } from './harness.mjs';

/**
 * A miniature workspace (the files the release script reads) and a stand-in registry that
 * answers version queries and records every request; the script must exit non-zero with the
 * expected reason, and nothing may be sent to the registry but reads.
 */
export async function checkReleaseRefusals(workspace) {
  const requests = [];
  let publishedVersions = [];
  const registry = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    if (request.method === 'GET' && decodeURIComponent(request.url) === '/@tablogs/pricing') {
      if (publishedVersions.length === 0) {
        response
          .writeHead(404, { 'content-type': 'application/json' })
          .end('{"error":"Not found"}');
        return;
      }
      const versions = Object.fromEntries(
        publishedVersions.map((v) => [v, { name: '@tablogs/pricing', version: v }]),
      );
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          name: '@tablogs/pricing',
          'dist-tags': { latest: publishedVersions.at(-1) },
          versions,
        }),
      );
      return;
    }
    response.writeHead(405).end();
  });
  await new Promise((resolve) => registry.listen(0, '127.0.0.1', resolve));
  const registryUrl = `http://127.0.0.1:${registry.address().port}/`;
  const setUp = ({ version, changelog, changesets }) => {
    rmSync(workspace, { recursive: true, force: true });
    write(join(workspace, '.changeset', 'config.json'), '{ "baseBranch": "main" }\n');
    write(join(workspace, '.changeset', 'README.md'), '# Changesets\n');
    for (const name of changesets) {
      write(
        join(workspace, '.changeset', name),
        '---\n"@tablogs/pricing": patch\n---\n\nA change.\n',
      );
    }
    write(
      join(workspace, 'packages', 'pricing', 'package.json'),
      `${JSON.stringify({ name: '@tablogs/pricing', version })}\n`,
    );
    write(join(workspace, 'packages', 'pricing', 'CHANGELOG.md'), changelog);
  };
  const cases = [
    {
      title: 'a pending changeset',
      state: {
        version: '0.1.0',
        changelog: '# @tablogs/pricing\n\n## 0.1.0\n',
        changesets: ['brave-owls-sing.md'],
      },
      ci: true,
      published: [],
      reason: /changeset\(s\) pending \(brave-owls-sing\.md\)/,
    },
    {
      title: 'a version never bumped',
      state: { version: '0.0.0', changelog: '# @tablogs/pricing\n', changesets: [] },
      ci: true,
      published: [],
      reason: /still at 0\.0\.0/,
    },
    {
      title: 'a version without its CHANGELOG entry',
      state: { version: '0.2.0', changelog: '# @tablogs/pricing\n\n## 0.1.0\n', changesets: [] },
      ci: true,
      published: ['0.1.0'],
      reason: /no "## 0\.2\.0" entry/,
    },
    {
      title: 'a run outside CI',
      state: { version: '0.1.0', changelog: '# @tablogs/pricing\n\n## 0.1.0\n', changesets: [] },
      ci: false,
      published: [],
      reason: /only in CI/,
    },
    {
      title: 'a version already published',
      state: { version: '0.1.0', changelog: '# @tablogs/pricing\n\n## 0.1.0\n', changesets: [] },
      ci: true,
      published: ['0.1.0'],
      reason: /@tablogs\/pricing@0\.1\.0 is already on http:\/\/127\.0\.0\.1/,
    },
  ];
  try {
    for (const { title, state, ci, published, reason } of cases) {
      setUp(state);
      publishedVersions = published;
      const env = {
        ...process.env,
        npm_config_registry: registryUrl,
        GITHUB_ACTIONS: ci ? 'true' : '',
      };
      delete env['npm_config_@tablogs:registry'];
      const result = await run(process.execPath, [join(packageDir, 'scripts', 'release.mjs')], {
        cwd: workspace,
        env,
      });
      console.log(`\n> release script on ${title}: exit ${result.status}\n${result.stderr.trim()}`);
      check(result.status !== 0, `the release script refuses ${title} with a non-zero exit`);
      check(reason.test(result.stderr), `the release script names why it refuses ${title}`);
      check(
        /Nothing was published\./.test(result.stderr),
        `the release script says nothing was published (${title})`,
      );
    }
    check(
      requests.every((request) => request.startsWith('GET ')),
      `the registry received only reads; got ${requests.join(', ')}`,
    );
    check(requests.length > 0, 'the release script asked the registry which versions exist');
  } finally {
    registry.close();
  }
}
