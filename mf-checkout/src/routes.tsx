import type { SliceRoute } from 'shared-ui/types';
import { OrderPage } from './features/order-details/components/order-page';
import { PaymentPage } from './features/payment/components/payment-page';
import { PlaceOrderPage } from './features/place-order/components/place-order-page';
import { RequireSignIn } from 'shared-ui/state';
import {
  OrderPageSkeleton,
  PaymentPageSkeleton,
  PlaceOrderPageSkeleton,
  ShippingPageSkeleton,
} from './components/checkout-page-skeleton';
import { ShippingPage } from './features/shipping/components/shipping-page';

export const routes: SliceRoute[] = [
  {
    path: '/shipping',
    element: (
      <RequireSignIn pending={<ShippingPageSkeleton />}>
        <ShippingPage />
      </RequireSignIn>
    ),
  },
  {
    path: '/payment',
    element: (
      <RequireSignIn pending={<PaymentPageSkeleton />}>
        <PaymentPage />
      </RequireSignIn>
    ),
  },
  {
    path: '/placeorder',
    element: (
      <RequireSignIn pending={<PlaceOrderPageSkeleton />}>
        <PlaceOrderPage />
      </RequireSignIn>
    ),
  },
  {
    path: '/order/:id',
    element: (
      <RequireSignIn pending={<OrderPageSkeleton />}>
        <OrderPage />
      </RequireSignIn>
    ),
  },
];
