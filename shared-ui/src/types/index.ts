/** Shapes of the API's answers and of what the browser keeps, as in spec §3. */
import type { ReactNode } from 'react';

export interface Review {
  _id: string;
  name: string;
  rating: number;
  comment: string;
  createdAt: string;
}

export interface Product {
  _id: string;
  name: string;
  image: string;
  brand?: string;
  category?: string;
  description?: string;
  price: number;
  originalPrice?: number | null;
  discount?: number;
  rating?: number;
  numReviews?: number;
  countInStock: number;
  isNew?: boolean;
  createdAt?: string;
  reviews?: Review[];
}

export interface ProductListResponse {
  products: Product[];
  page: number;
  pages: number;
  total: number;
}

export interface SearchSuggestion {
  _id: string;
  name: string;
  category: string;
}

export interface CartItem extends Product {
  qty: number;
}

export interface WishlistItem extends Product {
  /** When it was added, in ms since the epoch. */
  addedAt: number;
}

export interface ShippingAddress {
  fullName: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
}

export const PAYMENT_METHODS = ['PayPal', 'Stripe', 'CashOnDelivery'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface UserInfo {
  _id: string;
  name: string;
  email: string;
  token: string;
  isAdmin?: boolean;
  avatar?: string | null;
  createdAt?: string;
}

export interface OrderItem {
  _id: string;
  product: string;
  name: string;
  image: string;
  qty: number;
  price: number;
}

export interface Order {
  _id: string;
  user: { _id: string; name: string };
  orderItems: OrderItem[];
  shippingAddress: ShippingAddress;
  paymentMethod: PaymentMethod;
  itemsPrice: number;
  shippingPrice: number;
  taxPrice: number;
  totalPrice: number;
  isPaid: boolean;
  paidAt?: string | null;
  isDelivered: boolean;
  deliveredAt?: string | null;
  createdAt: string;
}

/**
 * What a remote's `./routes` module exports: its pages, keyed by the paths the shell gives it.
 * The shell owns routing; a remote owns what renders there.
 */
export interface SliceRoute {
  path: string;
  element: ReactNode;
}

export interface SliceRoutesModule {
  routes: SliceRoute[];
}
