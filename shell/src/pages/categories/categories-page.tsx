import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, ErrorPanel, Loading, PageContainer, Text, radius, space } from 'shared-ui/design';
import { formatProductCount } from 'shared-ui/format';
import type { Category } from 'shared-ui/pricing';
import { usePageMeta } from 'shared-ui/state';
import { useCategoryOverview } from './api/get-category-overview';

/** Names and one line on each category, as the shop describes them. */
export const CATEGORY_DETAILS: Record<Category, { name: string; blurb: string }> = {
  electronics: { name: 'Electronics', blurb: 'Phones, laptops, audio and cameras.' },
  fashion: { name: 'Fashion', blurb: 'Clothing, shoes and accessories.' },
  home: { name: 'Home & Garden', blurb: 'Furniture, kitchen and everything for outside.' },
  sports: { name: 'Sports', blurb: 'Gear for training, the outdoors and the game.' },
  books: { name: 'Books', blurb: 'Fiction, non-fiction and books for children.' },
  beauty: { name: 'Beauty', blurb: 'Skincare, make-up and fragrance.' },
  toys: { name: 'Toys', blurb: 'Games, puzzles and toys for every age.' },
  automotive: { name: 'Automotive', blurb: 'Car care, tools and accessories.' },
};

const Intro = styled.header`
  margin-bottom: ${space.lg};
  h1 {
    margin: 0 0 ${space.xs};
    font-size: clamp(1.6rem, 4vw, 2.25rem);
  }
  p {
    margin: 0;
  }
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 250px), 1fr));
`;

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
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export function CategoriesPage() {
  usePageMeta({ title: 'Categories', description: 'Every ShopHub category with how many products it holds.' });
  const overview = useCategoryOverview();
  return (
    <PageContainer>
      <Intro>
        <h1>Categories</h1>
        <Text as="p" tone="muted" size="lg">
          Pick a department to see everything we stock in it.
        </Text>
      </Intro>
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
        <Grid>
          {overview.data.map(({ category, image, ...count }) => (
            <li key={category}>
              <Tile padding="md">
                {image ? <img src={image} alt="" width={88} height={88} loading="lazy" /> : <span className="placeholder" />}
                <div>
                  <h2>
                    <Link to={`/category/${category}`}>{CATEGORY_DETAILS[category].name}</Link>
                  </h2>
                  <Text as="p" tone="muted" size="sm">
                    {CATEGORY_DETAILS[category].blurb}
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
