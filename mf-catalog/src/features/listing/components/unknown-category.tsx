import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, EmptyState, radius, space, borderWidth } from 'shared-ui/design';
import { usePageMeta } from 'shared-ui/state';
import { STRIP_CATEGORIES } from '../../../api/catalog-options';

const CategoryLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space.sm};
  list-style: none;
  margin: ${space.sm} 0 0;
  padding: 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: 6px 14px;
    border-radius: ${radius.pill};
    border: ${borderWidth.thin} solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
    font-size: 0.875rem;
    font-weight: 600;
    text-decoration: none;
  }
`;

/**
 * `/category/{name}` with a name the shop does not have: a page that says so, the shop's categories
 * to choose from and the way to all of them, instead of the whole catalogue under the unknown name.
 */
export function UnknownCategory({ name }: { name: string }) {
  usePageMeta({ title: 'Category not found', description: `ShopHub has no category called "${name}".` });
  return (
    <EmptyState
      headingLevel={1}
      title="Category not found"
      description={`We have no category called "${name}". Try one of these:`}
      action={<ButtonLink to="/categories">Browse all categories</ButtonLink>}
    >
      <nav aria-label="Shop categories">
        <CategoryLinks>
          {STRIP_CATEGORIES.slice(1).map((category) => (
            <li key={category.value}>
              <Link to={`/category/${category.value}`}>{category.label}</Link>
            </li>
          ))}
        </CategoryLinks>
      </nav>
    </EmptyState>
  );
}
