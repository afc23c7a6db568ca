import { ButtonLink, EmptyState, PageContainer } from 'shared-ui/design';
import { usePageMeta } from 'shared-ui/state';

/** What a signed-in customer (or a session whose staff rights were withdrawn) sees at /admin. */
export function StaffOnlyPage() {
  usePageMeta({ title: 'Staff only', description: 'The back office is for the people who run the shop.' });
  return (
    <PageContainer>
      <EmptyState
        headingLevel={1}
        title="Staff only"
        description="The back office is for the people who run the shop. Your account is a customer account."
        action={<ButtonLink to="/">Back to the shop</ButtonLink>}
      />
    </PageContainer>
  );
}
