import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from 'shared-ui/testing';
import { aReview, onePage, signInAsStaff } from '../../../testing/admin-builders';
import { renderAdmin } from '../../../testing/render-admin';

beforeEach(() => {
  localStorage.clear();
  signInAsStaff();
});

describe('the reviews list', () => {
  it('filters by rating and hides a review', async () => {
    const { calls } = mockApi({
      'GET /api/admin/reviews': [200, { reviews: [aReview()], ...onePage }],
      'PUT /api/admin/reviews/r1/hide': [200, aReview({ hiddenAt: '2026-11-22T00:00:00Z' })],
    });
    renderAdmin('/admin/reviews');
    const row = (await screen.findAllByRole('row'))[1]!;
    expect(row).toHaveTextContent('Fell apart in a week.');
    expect(row).toHaveTextContent('Visible');
    await userEvent.click(within(row).getByRole('button', { name: "Hide Ada's review of Trail Shoes" }));
    expect(await within(row).findByText('Hidden')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rating' }), '2 stars');
    await screen.findByRole('table');
    expect(new URL(calls.at(-1)!.url).searchParams.get('rating')).toBe('2');
  });
});
