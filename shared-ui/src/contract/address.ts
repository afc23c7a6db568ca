import { Type } from 'typebox';
import { ShippingAddress } from './order.js';

/** Most entries an address book keeps. */
export const ADDRESS_BOOK_LIMIT = 20;

/** An address to add or edit: the order's shipping address fields, and whether it is the default. */
export const AddressInput = Type.Object({
  ...ShippingAddress.properties,
  isDefault: Type.Optional(Type.Boolean()),
});

export const Address = Type.Object({
  _id: Type.String(),
  ...ShippingAddress.properties,
  isDefault: Type.Boolean(),
});

export const AddressList = Type.Array(Address);
