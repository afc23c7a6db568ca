import { Loading, PageContainer } from 'shared-ui/design';

/** /myorders before the session is known (server, hydration): the page as it looks while its orders load. */
export function MyOrdersPageSkeleton() {
  return (
    <PageContainer>
      <h1>My Orders</h1>
      <Loading label="Loading orders" />
    </PageContainer>
  );
}
