/**
 * Shapes of the API's answers, derived from the contract's schemas, and of what the browser keeps
 * (spec §3). Type-only imports: TypeBox stays out of the bundles.
 */
import type { ReactNode } from 'react';
import type { Static } from 'typebox';
import type * as contract from 'shared-ui/contract';

export type Review = Static<typeof contract.Review>;
export type Product = Static<typeof contract.Product>;
export type ProductDetail = Static<typeof contract.ProductDetail>;
export type ProductListResponse = Static<typeof contract.ProductList>;
export type SearchSuggestion = Static<typeof contract.Suggestion>;
export type ShippingAddress = Static<typeof contract.ShippingAddress>;
/** An entry of the signed-in shopper's address book. */
export type Address = Static<typeof contract.Address>;
export type AddressInput = Static<typeof contract.AddressInput>;
export type PaymentMethod = Static<typeof contract.PaymentMethod>;
export type UserInfo = Static<typeof contract.UserInfo>;
export type OrderItem = Static<typeof contract.OrderItem>;
export type Order = Static<typeof contract.Order>;
export type CreateOrderBody = Static<typeof contract.CreateOrderBody>;
export type LoginBody = Static<typeof contract.LoginBody>;
export type RegisterBody = Static<typeof contract.RegisterBody>;
export type ProfileBody = Static<typeof contract.ProfileBody>;
export type PasswordBody = Static<typeof contract.PasswordBody>;
export type ReviewBody = Static<typeof contract.ReviewBody>;
export type MessageResponse = Static<typeof contract.MessageResponse>;
export type WebVitalSample = Static<typeof contract.WebVitalSample>;
export type WebVitalsReport = Static<typeof contract.WebVitalsReport>;
export type SliceHealthEvent = Static<typeof contract.SliceHealthEvent>;
export type ReleaseHealthReport = Static<typeof contract.ReleaseHealthReport>;
/** The back office's answers and inputs (shared-ui/src/contract/admin.ts). */
export type AdminOrderSummary = Static<typeof contract.AdminOrderSummary>;
export type AdminOrderList = Static<typeof contract.AdminOrderList>;
export type AdminOrder = Static<typeof contract.AdminOrder>;
export type AdminProduct = Static<typeof contract.AdminProduct>;
export type AdminProductList = Static<typeof contract.AdminProductList>;
export type AdminProductInput = Static<typeof contract.AdminProductInput>;
export type AdminProductPatch = Static<typeof contract.AdminProductPatch>;
export type AdminStockAdjustment = Static<typeof contract.AdminStockAdjustment>;
export type AdminProductImage = Static<typeof contract.AdminProductImage>;
export type AdminReview = Static<typeof contract.AdminReview>;
export type AdminReviewList = Static<typeof contract.AdminReviewList>;
export type AdminCustomer = Static<typeof contract.AdminCustomer>;
export type AdminCustomerList = Static<typeof contract.AdminCustomerList>;
export type AdminDashboard = Static<typeof contract.AdminDashboard>;
export type AdminAuditEntry = Static<typeof contract.AdminAuditEntry>;
export type AdminAuditList = Static<typeof contract.AdminAuditList>;
export type AdminOrderListQuery = Static<typeof contract.AdminOrderListQuery>;
export type AdminProductListQuery = Static<typeof contract.AdminProductListQuery>;
export type AdminReviewListQuery = Static<typeof contract.AdminReviewListQuery>;
export type AdminCustomerListQuery = Static<typeof contract.AdminCustomerListQuery>;
export type AdminAuditQuery = Static<typeof contract.AdminAuditQuery>;

/** /remotes.json: slice name -> where its federation manifest is, the routes it owns, its live release. */
export type RemotesMap = Static<typeof contract.RemotesMap>;
export type RemoteEntry = Static<typeof contract.RemoteEntry>;
export type LiveRelease = Static<typeof contract.LiveRelease>;
export type PreviousRelease = Static<typeof contract.PreviousRelease>;
export type ServedChannel = Static<typeof contract.ServedChannel>;

export interface CartItem extends Product {
  qty: number;
}

export interface WishlistItem extends Product {
  /** When it was added, in ms since the epoch. */
  addedAt: number;
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
