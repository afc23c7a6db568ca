import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MOCK_SCENARIOS, renderSliceRoutes, requestsMade } from 'shared-ui/testing';
import { routes } from '../../../routes';

beforeEach(() => localStorage.clear());

describe('the reviews list', () => {
  it('filters by rating and hides a review', async () => {
    renderSliceRoutes(routes, { scenario: MOCK_SCENARIOS.admin.dashboard, route: '/admin/reviews' });
    const row = (await screen.findAllByRole('row')).find((candidate) =>
      candidate.textContent?.includes('The sole came loose after a week.'),
    )!;
    expect(row).toHaveTextContent('Visible');
    await userEvent.click(within(row).getByRole('button', { name: "Hide Alan's review of Trailblazer Running Shoes" }));
    expect(await within(row).findByText('Hidden')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rating' }), '2 stars');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(new URL(requestsMade().at(-1)!.url).searchParams.get('rating')).toBe('2');
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('The sole came loose after a week.');
  });
});
