import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ADMIN_PRODUCT_SORTS, LOW_STOCK_BELOW } from 'shared-ui/admin-constants';
import { Badge, ButtonLink, EmptyState, Flex, radius } from 'shared-ui/design';
import { DataTable, Pagination } from 'shared-ui/data-views';
import { CATEGORY_LABELS, formatPrice } from 'shared-ui/format';
import { CATEGORIES } from 'shared-ui/pricing';
import { AdminPage } from '../../../components/admin-layout';
import { FilterBar } from '../../../components/filter-bar';
import { QueryView } from '../../../components/query-view';
import { SearchForm } from '../../../components/search-form';
import { useListParams } from '../../../hooks/use-list-params';
import { useProducts } from '../api/get-products';

const SORT_LABELS: Record<(typeof ADMIN_PRODUCT_SORTS)[number], string> = {
  featured: 'Featured',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  newest: 'Newest',
  rating: 'Best rated',
  popular: 'Most reviewed',
  name_asc: 'Name: A to Z',
  name_desc: 'Name: Z to A',
  stock_asc: 'Stock: lowest first',
  stock_desc: 'Stock: highest first',
  updated: 'Recently changed',
};

const Thumbnail = styled.img`
  width: 40px;
  height: 40px;
  object-fit: cover;
  border-radius: ${radius.sm};
  flex-shrink: 0;
`;

export function ProductsPage() {
  const { values, page, setFilters, hrefFor } = useListParams(['q', 'category', 'sort', 'state', 'lowStock'] as const);
  const products = useProducts({ ...values, page });
  const filtered = Object.values(values).some(Boolean);
  return (
    <AdminPage
      title="Catalogue"
      intro="Products, their prices and stock."
      actions={<ButtonLink to="/admin/products/new">New product</ButtonLink>}
    >
      <FilterBar>
        <SearchForm key={values.q} label="Search products" value={values.q} onSearch={(q) => setFilters({ q })} />
        <label>
          Category
          <select value={values.category} onChange={(event) => setFilters({ category: event.target.value })}>
            <option value="">All categories</option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {CATEGORY_LABELS[category]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Sort
          <select value={values.sort} onChange={(event) => setFilters({ sort: event.target.value })}>
            <option value="">Newest first</option>
            {ADMIN_PRODUCT_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Show
          <select value={values.state} onChange={(event) => setFilters({ state: event.target.value })}>
            <option value="">On sale</option>
            <option value="archived">Archived</option>
            <option value="all">All</option>
          </select>
        </label>
        <label>
          Stock
          <select value={values.lowStock} onChange={(event) => setFilters({ lowStock: event.target.value })}>
            <option value="">Any stock</option>
            <option value="true">Under {LOW_STOCK_BELOW} in stock</option>
          </select>
        </label>
      </FilterBar>
      <QueryView
        query={products}
        loadingLabel="Loading products"
        isEmpty={(data) => data.products.length === 0}
        empty={
          <EmptyState
            title={filtered ? 'No products match' : 'No products yet'}
            description={filtered ? 'Try other filters or words.' : 'Add the first product to open the shop.'}
            action={<ButtonLink to="/admin/products/new">New product</ButtonLink>}
          />
        }
      >
        {(data) => (
          <>
            <DataTable
              caption={`Products, page ${data.page} of ${data.pages}`}
              captionHidden
              rows={data.products}
              rowKey={(product) => product._id}
              columns={[
                {
                  key: 'name',
                  header: 'Product',
                  primary: true,
                  cell: (product) => (
                    <Flex align="center" gap="sm">
                      <Thumbnail src={product.image} alt="" loading="lazy" />
                      <Link to={`/admin/products/${product._id}`}>{product.name}</Link>
                    </Flex>
                  ),
                },
                {
                  key: 'category',
                  header: 'Category',
                  cell: (product) => CATEGORY_LABELS[product.category as keyof typeof CATEGORY_LABELS] ?? product.category,
                },
                { key: 'price', header: 'Price', align: 'end', cell: (product) => formatPrice(product.price) },
                {
                  key: 'stock',
                  header: 'Stock',
                  align: 'end',
                  cell: (product) =>
                    product.countInStock < LOW_STOCK_BELOW ? (
                      <Badge tone={product.countInStock === 0 ? 'danger' : 'warning'} size="sm">
                        {product.countInStock === 0 ? 'Out of stock' : `${product.countInStock} left`}
                      </Badge>
                    ) : (
                      product.countInStock
                    ),
                },
                {
                  key: 'rating',
                  header: 'Rating',
                  align: 'end',
                  cell: (product) => `${product.rating.toFixed(1)} (${product.numReviews})`,
                },
                {
                  key: 'state',
                  header: 'State',
                  cell: (product) =>
                    product.archivedAt ? (
                      <Badge tone="neutral" size="sm">
                        Archived
                      </Badge>
                    ) : (
                      <Badge tone="success" size="sm">
                        On sale
                      </Badge>
                    ),
                },
              ]}
            />
            <Pagination label="Catalogue pages" page={data.page} pageCount={data.pages} total={data.total} hrefFor={hrefFor} />
          </>
        )}
      </QueryView>
    </AdminPage>
  );
}
