import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MOCK_PRODUCT_ID, MOCK_SCENARIOS, mockApi, renderSliceRoutes, requestsMade } from 'shared-ui/testing';
import { routes } from '../../../routes';

// The mock back office's first product: Aurora Noise-Cancelling Headphones, $129.99, 8 in stock.
const renderProduct = (id = MOCK_PRODUCT_ID) =>
  renderSliceRoutes(routes, { scenario: MOCK_SCENARIOS.admin.dashboard, route: `/admin/products/${id}` });
const writes = () => requestsMade().filter((call) => call.method !== 'GET');

beforeEach(() => localStorage.clear());

describe('the product form', () => {
  it('names every missing or wrong field at the field, and sends nothing', async () => {
    renderProduct('new');
    await userEvent.type(screen.getByRole('textbox', { name: 'Price ($)' }), '12.345');
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Name is required');
    expect(screen.getByRole('textbox', { name: 'Price ($)' })).toHaveAccessibleDescription(
      'Price must be an amount in dollars with at most two decimals',
    );
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveAccessibleDescription('Choose a category');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(requestsMade()).toHaveLength(0);
  });

  it('uploads an image and creates the product, then opens it', async () => {
    // jsdom has no blob URLs; the preview needs one.
    Object.assign(URL, { createObjectURL: () => 'blob:mug-preview', revokeObjectURL: () => undefined });
    renderProduct('new');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Enamel Camping Mug');
    await userEvent.type(screen.getByRole('textbox', { name: 'Brand' }), 'Hearth');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'home');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Holds 350 ml.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Price ($)' }), '12.50');
    await userEvent.type(screen.getByRole('textbox', { name: 'Stock' }), '40');
    await userEvent.upload(screen.getByLabelText('Upload an image'), new File(['png'], 'mug.png', { type: 'image/png' }));
    expect(await screen.findByDisplayValue(/^\/api\/product-images\/mock-upload-\d+\.png$/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Enamel Camping Mug' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent(/^\/admin\/products\/[0-9a-f]{24}$/);
    expect(writes().map((call) => new URL(call.url).pathname)).toEqual(['/api/admin/product-images', '/api/admin/products']);
  });

  it('saves a new price: every field but the stock is sent', async () => {
    renderProduct();
    const price = await screen.findByRole('textbox', { name: 'Price ($)' });
    expect(price).toHaveValue('129.99');
    await userEvent.clear(price);
    await userEvent.type(price, '119.99');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    const [put] = writes();
    expect(`${put!.method} ${new URL(put!.url).pathname}`).toBe(`PUT /api/admin/products/${MOCK_PRODUCT_ID}`);
    const body = (await put!.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ price: 119.99, name: 'Aurora Noise-Cancelling Headphones' });
    expect(body).not.toHaveProperty('countInStock');
    expect(price).toHaveValue('119.99');
  });

  it("shows the server's refusal at the field it names", async () => {
    mockApi({
      [`PUT /api/admin/products/${MOCK_PRODUCT_ID}`]: [
        400,
        { message: 'price must be a number of dollars with at most two decimals' },
      ],
    });
    renderProduct();
    const price = await screen.findByRole('textbox', { name: 'Price ($)' });
    await userEvent.clear(price);
    await userEvent.type(price, '19.99');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('price must be a number of dollars with at most two decimals')).toBeInTheDocument();
    expect(price).toHaveAccessibleDescription('price must be a number of dollars with at most two decimals');
  });

  it('adjusts stock with a reason', async () => {
    renderProduct();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Change by' }), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Adjust stock' }));
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription('Say why the stock changes');
    expect(writes()).toHaveLength(0);
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Delivery from Sonora');
    await userEvent.click(screen.getByRole('button', { name: 'Adjust stock' }));
    expect(await screen.findByText('Stock is now 20.')).toBeInTheDocument();
    expect(await writes()[0]!.json()).toEqual({ delta: 12, reason: 'Delivery from Sonora' });
  });

  it('refuses stock below zero with the reason', async () => {
    renderProduct();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Change by' }), '-9');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Stock count');
    await userEvent.click(screen.getByRole('button', { name: 'Adjust stock' }));
    expect(await screen.findByText('Stock cannot go below zero: 8 in stock, delta -9')).toBeInTheDocument();
  });

  it('archives only after confirmation', async () => {
    renderProduct();
    await userEvent.click(await screen.findByRole('button', { name: 'Archive product' }));
    expect(writes()).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByRole('button', { name: 'Put back on sale' })).toBeInTheDocument();
    expect(writes()).toHaveLength(1);
  });
});
