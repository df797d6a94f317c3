/**
 * Builds of sites that tests only read (the craft.js site, fixture sites), made once per test run and shared by every
 * test file that asks for the same site: scripts/run-tests.mjs names a folder in DOCGEN_TEST_BUILDS and removes it
 * when the run ends. The first file to ask builds under a lock (the folder it creates); the others wait for its result.
 * Without that folder (a file run by `node --test` alone) each file builds its own copy, as before.
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { build, type BuildResult } from '../../src/build.js';

type Built = Pick<BuildResult, 'outDir' | 'pages' | 'warnings'>;
export type SharedBuild = Built & { cleanup(): Promise<void> };

type Outcome = { built: Built } | { failed: string };

/** The built site of `configFile`, a fixture that no test changes; the caller must not write into its outDir. */
export function sharedBuild(configFile: string): Promise<SharedBuild> {
  return sharedBuildOf(configFile, async (outDir) => build({ configFile, outDir }));
}

/**
 * The site that `buildSite` builds into the outDir it is given, shared under `name` (a site no test changes: the same
 * name must always build the same site); the caller must not write into its outDir.
 */
export async function sharedBuildOf(name: string, buildSite: (outDir: string) => Promise<Built>): Promise<SharedBuild> {
  const shared = process.env.DOCGEN_TEST_BUILDS;
  if (!shared) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'docgen-test-'));
    const { outDir, pages, warnings } = await buildSite(path.join(dir, 'build'));
    return { outDir, pages, warnings, cleanup: () => rm(dir, { recursive: true, force: true }) };
  }
  const dir = path.join(shared, createHash('sha256').update(name).digest('hex').slice(0, 16));
  const outcomeFile = path.join(dir, 'outcome.json');
  if (await claim(dir)) {
    const outcome = await buildSite(path.join(dir, 'build')).then(
      ({ outDir, pages, warnings }): Outcome => ({ built: { outDir, pages, warnings } }),
      (error: unknown): Outcome => ({
        failed: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }),
    );
    // Written whole under another name and renamed, so that a waiting file never reads half of it.
    await writeFile(`${outcomeFile}.part`, JSON.stringify(outcome));
    await rename(`${outcomeFile}.part`, outcomeFile);
    return settled(outcome, name);
  }
  // A builder whose process died never writes its outcome: the waiting files fail rather than hang the run.
  for (const started = Date.now(); Date.now() - started < WAIT_LIMIT_MS; await sleep(200)) {
    const text = await readFile(outcomeFile, 'utf8').catch(() => undefined);
    if (text !== undefined) return settled(JSON.parse(text) as Outcome, name);
  }
  throw new Error(`the shared build of ${name} was not done after ${WAIT_LIMIT_MS / 60_000} minutes`);
}

const WAIT_LIMIT_MS = 20 * 60_000;

async function claim(dir: string): Promise<boolean> {
  try {
    await mkdir(dir);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** The shared build is removed with the run's folder, not by the files that read it. */
function settled(outcome: Outcome, name: string): SharedBuild {
  if ('failed' in outcome) throw new Error(`the shared build of ${name} failed:\n${outcome.failed}`);
  return { ...outcome.built, cleanup: async () => {} };
}
