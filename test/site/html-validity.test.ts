/*
 * Every page of the built craft.js site, plus one page with every Markdown feature, passes the Nu HTML
 * Checker (vnu.jar from the vnu-jar package, run with the machine's Java) with zero errors.
 */
import assert from 'node:assert/strict';
import { execFile, spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { SharedBuild } from '../helpers/shared-build.js';
import { craftSiteWithKitchenSink } from '../helpers/site.js';

const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));

/** Outside CI a missing Java skips the check with a hint; under CI=true it fails, so a green run means it ran. */
function javaSkipReason(): string | undefined {
  if (!spawnSync('java', ['-version']).error) return undefined;
  if (process.env.CI === 'true')
    throw new Error(
      'Java is missing: CI must install it (apt-get install default-jre-headless) for the Nu HTML Checker',
    );
  return 'Java not found; install it with "apt-get install default-jre-headless" to validate the built HTML';
}

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
}

let site: SharedBuild | undefined;
const skip = javaSkipReason();

before(
  async () => {
    if (skip) return;
    site = await craftSiteWithKitchenSink();
  },
  { timeout: 300_000 },
);

after(() => site?.cleanup());

test('the Nu HTML Checker finds no error in any page of the built site', { skip, timeout: 600_000 }, async () => {
  const output = await new Promise<string>((resolve, reject) => {
    // vnu exits with 1 when it finds errors; its JSON report (on stderr) is what the test reads either way.
    execFile(
      'java',
      ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--skip-non-html', site!.outDir],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error && !stderr.trim().startsWith('{')) reject(error);
        else resolve(stderr);
      },
    );
  });
  const messages = (JSON.parse(output) as { messages: VnuMessage[] }).messages;
  const errors = messages.map(
    (m) =>
      `${path.relative(site!.outDir, fileURLToPath(m.url.replace(/^file:(?!\/\/)/, 'file://')))}:${m.lastLine}:${m.firstColumn} ${m.message}`,
  );
  assert.deepEqual(errors, [], `${errors.length} HTML errors`);
  // The check really read the pages: the kitchen-sink page is among them.
  const checked = await readFile(path.join(site!.outDir, 'docs/kitchen-sink.html'), 'utf8');
  assert.match(checked, /<h1>Every Markdown feature<\/h1>/);
});
