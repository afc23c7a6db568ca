import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, ErrorPanel, Grid, Loading, PageContainer, PageHeader, Text, borderWidth, radius, space } from 'shared-ui/design';
import { CATEGORY_LABELS, formatProductCount } from 'shared-ui/format';
import type { Category } from 'shared-ui/pricing';
import { usePageMeta } from 'shared-ui/state';
import { useCategoryOverview } from './api/get-category-overview';

/** One line on each category, as the shop describes them (the names are `CATEGORY_LABELS`). */
export const CATEGORY_BLURBS: Record<Category, string> = {
  electronics: 'Phones, laptops, audio and cameras.',
  fashion: 'Clothing, shoes and accessories.',
  home: 'Furniture, kitchen and everything for outside.',
  sports: 'Gear for training, the outdoors and the game.',
  books: 'Fiction, non-fiction and books for children.',
  beauty: 'Skincare, make-up and fragrance.',
  toys: 'Games, puzzles and toys for every age.',
  automotive: 'Car care, tools and accessories.',
};

const Tile = styled(Card)`
  position: relative;
  height: 100%;
  display: grid;
  grid-template-columns: 88px minmax(0, 1fr);
  align-items: center;
  gap: ${space.md};
  img,
  .placeholder {
    width: 88px;
    height: 88px;
    border-radius: ${radius.md};
    object-fit: cover;
    background: ${({ theme }) => theme.colors.skeleton};
  }
  h2 {
    margin: 0 0 2px;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  a:focus-visible {
    outline: none;
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:has(a:focus-visible) {
    outline: ${borderWidth.focus} solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export function CategoriesPage() {
  usePageMeta({ title: 'Categories', description: 'Every ShopHub category with how many products it holds.' });
  const overview = useCategoryOverview();
  return (
    <PageContainer>
      <PageHeader title="Categories" intro="Pick a department to see everything we stock in it." />
      {overview.status === 'pending' && <Loading label="Loading the categories" />}
      {overview.status === 'error' && (
        <ErrorPanel
          title="The categories could not be loaded"
          message={overview.errorMessage}
          actionLabel="Try Again"
          onAction={overview.refetch}
        />
      )}
      {overview.status === 'success' && (
        <Grid as="ul" minItemWidth="min(100%, 250px)" gap="md">
          {overview.data.map(({ category, image, ...count }) => (
            <li key={category}>
              <Tile padding="md">
                {image ? <img src={image} alt="" width={88} height={88} loading="lazy" /> : <span className="placeholder" />}
                <div>
                  <h2>
                    <Link to={`/category/${category}`}>{CATEGORY_LABELS[category]}</Link>
                  </h2>
                  <Text as="p" tone="muted" size="sm">
                    {CATEGORY_BLURBS[category]}
                  </Text>
                  <Text as="p" size="sm" weight="semibold">
                    {formatProductCount(count)}
                  </Text>
                </div>
              </Tile>
            </li>
          ))}
        </Grid>
      )}
    </PageContainer>
  );
}
