import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clientAddressKey } from '../src/client-address.js';

describe('clientAddressKey', () => {
  it('keeps an IPv4 address, also when IPv4-mapped', () => {
    assert.equal(clientAddressKey('203.0.113.7'), '203.0.113.7');
    assert.equal(clientAddressKey('::ffff:203.0.113.7'), '203.0.113.7');
  });

  it('keys IPv6 addresses by their /64 network', () => {
    assert.equal(clientAddressKey('2001:db8:1:2:aaaa::1'), '2001:db8:1:2::/64');
    assert.equal(clientAddressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff'), '2001:db8:1:2::/64');
    assert.equal(clientAddressKey('2001:db8::1'), '2001:db8:0:0::/64');
    assert.equal(clientAddressKey('::1'), '0:0:0:0::/64');
    assert.notEqual(clientAddressKey('2001:db8:1:3::1'), clientAddressKey('2001:db8:1:2::1'));
  });
});
