import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { providedVersions, sharedIncompatibilities } from './compatibility.mjs';

const shellManifest = {
  shared: [
    { name: 'react', version: '19.3.1' },
    { name: 'react-router-dom', version: '7.18.5' },
    { name: 'shared-ui/state', version: '1.0.0' },
  ],
};
const shell = providedVersions(shellManifest, 'shell');

describe('compatibility guard', () => {
  it('accepts a release whose ranges the live shell satisfies', () => {
    const required = {
      react: { version: '19.3.1', requiredVersion: '^19.2.0' },
      'react-router-dom': { version: '7.18.5', requiredVersion: '^7.18.5' },
      'shared-ui/state': { version: '1.0.0', requiredVersion: '^1.0.0' },
    };
    assert.deepEqual(sharedIncompatibilities(required, shell), []);
  });

  it('refuses a release built against a newer major, naming the library and both versions', () => {
    const required = { react: { version: '20.0.0', requiredVersion: '^20.0.0' } };
    assert.deepEqual(sharedIncompatibilities(required, shell), [
      'it needs react ^20.0.0, but the live shell provides react 19.3.1',
    ]);
  });

  it('refuses a release that needs a later minor than the shell has', () => {
    const required = { 'react-router-dom': { version: '7.19.0', requiredVersion: '^7.19.0' } };
    assert.deepEqual(sharedIncompatibilities(required, shell), [
      'it needs react-router-dom ^7.19.0, but the live shell provides react-router-dom 7.18.5',
    ]);
  });

  it('checks a singleton the shell does not share against the live slices that provide it', () => {
    const required = { 'shared-ui/format': { version: '2.0.0', requiredVersion: '^2.0.0' } };
    const others = [{ 'shared-ui/format': { version: '1.0.0', from: 'catalog 1.0.0-abc1234' } }];
    assert.deepEqual(sharedIncompatibilities(required, shell, others), [
      'it needs shared-ui/format ^2.0.0, but the live catalog 1.0.0-abc1234 provides shared-ui/format 1.0.0',
    ]);
    assert.deepEqual(sharedIncompatibilities(required, shell, []), []);
  });

  it('ignores a library the release does not constrain', () => {
    assert.deepEqual(sharedIncompatibilities({ react: { version: '19.3.1', requiredVersion: false } }, shell), []);
  });
});
