import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withinOneEdit } from '../../src/services/suggestion-service.js';
import { escapeLike } from '../../src/services/escape-like.js';

describe('withinOneEdit', () => {
  it('accepts one insertion, deletion, substitution or adjacent swap', () => {
    assert.ok(withinOneEdit('laptop', 'laptop'));
    assert.ok(withinOneEdit('lapop', 'laptop'));
    assert.ok(withinOneEdit('laptopp', 'laptop'));
    assert.ok(withinOneEdit('laxtop', 'laptop'));
    assert.ok(withinOneEdit('laptpo', 'laptop'));
  });
  it('refuses two edits', () => {
    assert.ok(!withinOneEdit('lpatpo', 'laptop'));
    assert.ok(!withinOneEdit('lap', 'laptop'));
    assert.ok(!withinOneEdit('xxptop', 'laptop'));
  });
});

describe('escapeLike', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    assert.equal(escapeLike('50%_off\\'), '50\\%\\_off\\\\');
    assert.equal(escapeLike('plain'), 'plain');
  });
});
