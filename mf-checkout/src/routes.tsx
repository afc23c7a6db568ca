import type { SliceRoute } from 'shared-ui/types';
import { OrderPage } from './features/order-details/components/order-page';
import { PaymentPage } from './features/payment/components/payment-page';
import { PlaceOrderPage } from './features/place-order/components/place-order-page';
import { RequireSignIn } from 'shared-ui/state';
import { ShippingPage } from './features/shipping/components/shipping-page';

export const routes: SliceRoute[] = [
  {
    path: '/shipping',
    element: (
      <RequireSignIn>
        <ShippingPage />
      </RequireSignIn>
    ),
  },
  {
    path: '/payment',
    element: (
      <RequireSignIn>
        <PaymentPage />
      </RequireSignIn>
    ),
  },
  {
    path: '/placeorder',
    element: (
      <RequireSignIn>
        <PlaceOrderPage />
      </RequireSignIn>
    ),
  },
  {
    path: '/order/:id',
    element: (
      <RequireSignIn>
        <OrderPage />
      </RequireSignIn>
    ),
  },
];
