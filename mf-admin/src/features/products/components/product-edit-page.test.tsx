import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from 'shared-ui/testing';
import { anAdminProduct, signInAsStaff } from '../../../testing/admin-builders';
import { renderAdmin } from '../../../testing/render-admin';

beforeEach(() => {
  localStorage.clear();
  signInAsStaff();
});

describe('the product form', () => {
  it('names every missing or wrong field at the field, and sends nothing', async () => {
    const { calls } = mockApi({});
    renderAdmin('/admin/products/new');
    await userEvent.type(screen.getByRole('textbox', { name: 'Price ($)' }), '12.345');
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Name is required');
    expect(screen.getByRole('textbox', { name: 'Price ($)' })).toHaveAccessibleDescription(
      'Price must be an amount in dollars with at most two decimals',
    );
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveAccessibleDescription('Choose a category');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it("edits a product's price and shows the server's refusal at the field it names", async () => {
    let sent: Promise<unknown> | undefined;
    mockApi({
      'GET /api/admin/products/p1': [200, anAdminProduct()],
      'PUT /api/admin/products/p1': (request) => {
        sent = request.json();
        return [400, { message: 'price must be a number of dollars with at most two decimals' }];
      },
    });
    renderAdmin('/admin/products/p1');
    const price = await screen.findByRole('textbox', { name: 'Price ($)' });
    expect(price).toHaveValue('24.99');
    await userEvent.clear(price);
    await userEvent.type(price, '19.99');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('price must be a number of dollars with at most two decimals')).toBeInTheDocument();
    expect(price).toHaveAccessibleDescription('price must be a number of dollars with at most two decimals');
    const body = (await sent) as Record<string, unknown>;
    expect(body).toMatchObject({ price: 19.99, name: 'Trail Shoes' });
    expect(body).not.toHaveProperty('countInStock');
  });

  it('adjusts stock with a reason', async () => {
    let sent: Promise<unknown> | undefined;
    mockApi({
      'GET /api/admin/products/p1': [200, anAdminProduct()],
      'POST /api/admin/products/p1/stock': (request) => {
        sent = request.json();
        return [200, anAdminProduct({ countInStock: 20 })];
      },
    });
    renderAdmin('/admin/products/p1');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Change by' }), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Adjust stock' }));
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription('Say why the stock changes');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Delivery from Peak');
    await userEvent.click(screen.getByRole('button', { name: 'Adjust stock' }));
    expect(await screen.findByText('Stock is now 20.')).toBeInTheDocument();
    expect(await sent).toEqual({ delta: 12, reason: 'Delivery from Peak' });
  });

  it('archives only after confirmation', async () => {
    const { calls } = mockApi({
      'GET /api/admin/products/p1': [200, anAdminProduct()],
      'PUT /api/admin/products/p1/archive': [200, anAdminProduct({ archivedAt: '2026-11-22T00:00:00Z' })],
    });
    renderAdmin('/admin/products/p1');
    await userEvent.click(await screen.findByRole('button', { name: 'Archive product' }));
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByRole('button', { name: 'Put back on sale' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });
});
