import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Flex, Grid } from 'shared-ui/design';
import type { AdminProduct } from 'shared-ui/types';
import { AdminPage } from '../../../components/admin-layout';
import { QueryView } from '../../../components/query-view';
import { useProduct } from '../api/get-product';
import { ArchivePanel } from './archive-panel';
import { ProductForm } from './product-form';
import { StockAdjustment } from './stock-adjustment';

/** /admin/products/new creates a product; /admin/products/:id edits one, adjusts its stock, archives it. */
export function ProductEditPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  if (!id)
    return (
      <AdminPage title="New product" intro="Every field shoppers see on the product page.">
        <ProductForm onSaved={(created) => navigate(`/admin/products/${created._id}`, { replace: true })} />
      </AdminPage>
    );
  return <ExistingProduct id={id} />;
}

function ExistingProduct({ id }: { id: string }) {
  const query = useProduct(id);
  // The latest answer of a write, shown at once without waiting for a refetch.
  const [latest, setLatest] = useState<AdminProduct | null>(null);
  const product = latest?._id === id ? latest : query.data;
  return (
    <AdminPage
      title={product ? product.name : 'Product'}
      breadcrumbLabel={product?.name}
      actions={product && !product.archivedAt && <Link to={`/product/${product._id}`}>View in the shop</Link>}
    >
      <QueryView query={query} loadingLabel="Loading the product">
        {() =>
          product && (
            <Grid columns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="lg" align="start">
              <ProductForm product={product} onSaved={setLatest} />
              <Flex direction="column" gap="lg">
                <StockAdjustment product={product} onAdjusted={setLatest} />
                <ArchivePanel product={product} onChanged={setLatest} />
              </Flex>
            </Grid>
          )
        }
      </QueryView>
    </AdminPage>
  );
}
