import { anAdminDashboard, anAdminOrderSummary, anAdminProduct } from './admin-answer-builders';
import { aProductDetail, aProductList, anOrder } from './answer-builders';
import { answer } from './typed-answer';
import { mockApi } from './mock-server';

// These checks happen at type-check time (npm run typecheck): each @ts-expect-error line is a mock
// answer that no longer matches the contract, which must fail to compile. The runtime part only
// confirms that the right answers are accepted.
describe('mock answers are typed by the contract', () => {
  it('accepts the contract answer of each call and refuses any other', () => {
    const product = aProductDetail({ _id: 'abc' });
    mockApi({
      'GET /api/products': [200, aProductList([product])],
      'GET /api/products/abc': [200, product],
      'POST /api/orders': [201, anOrder([product])],
      'GET /api/orders/myorders': [500, { message: 'down' }],
    });

    mockApi({
      // @ts-expect-error a listing without its page, pages and total
      'GET /api/products': [200, { products: [product] }],
    });
    mockApi({
      // @ts-expect-error the product page's answer carries its reviews
      'GET /api/products/abc': [200, { ...product, reviews: undefined }],
    });
    mockApi({
      // @ts-expect-error a price is a number, as the API sends it
      'GET /api/products/abc': [200, { ...product, price: '19.99' }],
    });
    mockApi({
      // @ts-expect-error an error answer is { message }
      'POST /api/users/login': [401, { error: 'Invalid email or password' }],
    });
    mockApi({
      // @ts-expect-error a call the slices do not make has no answer
      'GET /api/nowhere': [200, {}],
    });
    // @ts-expect-error an order is not a product list
    answer('GET /api/orders/:id', [200, aProductList([])]);

    expect(answer('GET /api/orders/:id', [200, anOrder([product])]).info.path).toBe('*/api/orders/:id');
  });

  it("types the back office's answers (mf-admin) by the admin contract", () => {
    mockApi({
      'GET /api/admin/orders': [200, { orders: [anAdminOrderSummary()], page: 1, pages: 1, total: 1 }],
      'POST /api/admin/products/p1/stock': [200, anAdminProduct({ countInStock: 20 })],
      'PUT /api/admin/orders/o1/cancel': [409, { message: 'A delivered order cannot be cancelled' }],
    });

    mockApi({
      // @ts-expect-error the orders table lists summaries (number, customer, itemCount), not shoppers' orders
      'GET /api/admin/orders': [200, { orders: [anOrder([])], page: 1, pages: 1, total: 1 }],
    });
    mockApi({
      // @ts-expect-error the dashboard's sales periods are today, 7d and 30d
      'GET /api/admin/dashboard': [200, anAdminDashboard({ sales: [{ period: 'week', since: '', orders: 1, revenue: 1 }] })],
    });
    mockApi({
      // @ts-expect-error a customer's list is paged: { customers, page, pages, total }
      'GET /api/admin/customers': [200, []],
    });
    // @ts-expect-error a stock adjustment answers the product as staff see it (updatedAt, archivedAt)
    answer('POST /api/admin/products/:id/stock', [200, aProductDetail()]);

    expect(answer('GET /api/admin/orders/:id', [403, { message: 'Not authorized as an admin' }]).info.path).toBe(
      '*/api/admin/orders/:id',
    );
  });
});
