// The release side of the browser tests of slice releases (slice-release, slice-delivery, slice-fallback):
// a release root of the test's own that the shop serves, the release tools run as an operator runs
// them, and a changed copy of mf-cart for a team to release.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repoDir, startShop } from './shop-server.mjs';

const run = promisify(execFile);

/**
 * Starts the shop on a release root of its own (a temporary folder), which the server serves at
 * /releases/ and the release tools publish to and promote from.
 * @param {{ port: number, env?: Record<string, string> }} options port offset (startShop's); env: over the
 *   server's and the tools' environment (e.g. the canary check's interval)
 */
export async function startShopWithReleaseRoot({ port, env = {} }) {
  const releaseRoot = mkdtempSync(join(tmpdir(), 'shop-releases-'));
  const shop = await startShop({ port, env: { RELEASE_ROOT: releaseRoot, ...env } });
  const toolEnv = {
    ...process.env,
    ...env,
    RELEASE_ROOT: releaseRoot,
    REMOTES_CONFIG: shop.remotesConfig,
    SHOP_URL: shop.baseUrl,
  };
  return {
    shop,
    releaseRoot,
    /**
     * Runs a release tool (scripts/releases/<script>) against this shop; resolves with its output and
     * exit code, whatever the code.
     * @param {string} script
     * @param {string[]} args
     * @param {{ cwd?: string }} [options]
     */
    async releaseTool(script, args, { cwd = repoDir } = {}) {
      try {
        const { stdout, stderr } = await run(process.execPath, [join(repoDir, 'scripts', 'releases', script), ...args], {
          env: toolEnv,
          cwd,
          maxBuffer: 20 * 1024 * 1024,
        });
        return { code: 0, stdout, stderr };
      } catch (error) {
        const failed = /** @type {{ code: number, stdout: string, stderr: string }} */ (error);
        return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
      }
    },
    async stop() {
      await shop.stop();
      rmSync(releaseRoot, { recursive: true, force: true });
    },
  };
}

/**
 * mf-cart as a team would change it, copied to `e2e/<fixtureName>/mf-cart` (inside the repository and
 * git-ignored, so the copy resolves shared-ui and webpack from its node_modules) with `edits` made:
 * file (relative to mf-cart) -> its new text from the old. Answers the copy's folder and how to remove it.
 * @param {string} fixtureName
 * @param {Record<string, (source: string) => string>} edits
 */
export function writeChangedCart(fixtureName, edits) {
  const fixtureRoot = join(repoDir, 'e2e', fixtureName);
  const cart = join(fixtureRoot, 'mf-cart');
  rmSync(fixtureRoot, { recursive: true, force: true });
  mkdirSync(fixtureRoot, { recursive: true });
  cpSync(join(repoDir, 'mf-cart'), cart, { recursive: true, filter: (source) => !/[/\\](node_modules|dist)$/.test(source) });
  copyFileSync(join(repoDir, 'tsconfig.base.json'), join(fixtureRoot, 'tsconfig.base.json'));
  for (const [file, change] of Object.entries(edits))
    writeFileSync(join(cart, file), change(readFileSync(join(cart, file), 'utf8')));
  return { cart, remove: () => rmSync(fixtureRoot, { recursive: true, force: true }) };
}

/**
 * Publishes the slice in `sliceDir` with the real release tool, as a developer would from a working
 * tree (--allow-dirty) whose tests expect the old texts (--skip-checks); answers the release id.
 * @param {{ releaseTool: (script: string, args: string[], options?: { cwd?: string }) => Promise<{ code: number, stdout: string, stderr: string }> }} shop
 * @param {string} sliceDir
 */
export async function publishRelease({ releaseTool }, sliceDir) {
  const released = await releaseTool('release.mjs', ['--skip-checks', '--allow-dirty'], { cwd: sliceDir });
  assert.equal(released.code, 0, released.stderr);
  const id = /published mf-\S+ (\S+)/.exec(released.stdout)?.[1];
  assert.ok(id, released.stdout);
  return id;
}
