import { useSearchParams } from 'react-router-dom';
import { Button, PageContainer, Text } from 'shared-ui/design';
import { formatDate } from 'shared-ui/format';
import { usePageMeta, useSession, useSignOut, useWishlistCount, useWishlistItems } from 'shared-ui/state';
import { useMyOrders } from '../../../api/get-my-orders';
import { Tabs } from '../../../components/tabs';
import { AddressesTab } from './addresses-tab';
import { AvatarImage } from './avatar-image';
import { ProfileHeader } from './profile-header';
import { OrdersTab } from './orders-tab';
import { OverviewTab } from './overview-tab';
import { ProfileTab } from './profile-tab';
import { SecurityTab } from './security-tab';
import { WishlistTab } from './wishlist-tab';

export const DASHBOARD_TABS = ['overview', 'orders', 'addresses', 'wishlist', 'profile', 'security'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

function isDashboardTab(value: string | null): value is DashboardTab {
  return (DASHBOARD_TABS as readonly (string | null)[]).includes(value);
}

export function ProfilePage() {
  usePageMeta({ title: 'My Account', description: 'Your ShopHub account: name, email, picture and password.' });
  const userInfo = useSession();
  const signOut = useSignOut();
  const wishlistItems = useWishlistItems();
  const wishlistCount = useWishlistCount();
  const [searchParams, setSearchParams] = useSearchParams();
  // Spec §8: a failed orders fetch is kept (in the query's state) but not shown; the tabs show no orders.
  const ordersQuery = useMyOrders();
  const orders = ordersQuery.data ?? [];
  const loadingOrders = ordersQuery.status === 'pending';

  if (!userInfo) return null;

  const requested = searchParams.get('tab');
  const selectedTab: DashboardTab = isDashboardTab(requested) ? requested : 'overview';
  // The tab lives in the URL (?tab=security) so it survives a reload and can be linked; switching
  // replaces the entry, so Back leaves the dashboard instead of stepping through tabs.
  const selectTab = (tab: DashboardTab) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (tab === 'overview') next.delete('tab');
        else next.set('tab', tab);
        return next;
      },
      { replace: true },
    );

  return (
    <PageContainer>
      <ProfileHeader>
        <AvatarImage src={userInfo.avatar} name={userInfo.name} size={56} />
        <div className="who">
          <h1>My Account</h1>
          <Text as="p" weight="semibold">
            {userInfo.name}
          </Text>
          <Text as="p" tone="muted">
            {userInfo.email}
          </Text>
          {userInfo.createdAt && (
            <Text as="p" tone="muted" size="sm">
              Member since {formatDate(userInfo.createdAt)}
            </Text>
          )}
        </div>
        <Button variant="outline" onClick={() => void signOut()}>
          Sign Out
        </Button>
      </ProfileHeader>
      <Tabs
        label="Account sections"
        selectedId={selectedTab}
        onSelect={selectTab}
        tabs={[
          {
            id: 'overview',
            label: 'Overview',
            panel: <OverviewTab orders={orders} loading={loadingOrders} wishlistCount={wishlistCount} />,
          },
          { id: 'orders', label: 'Orders', panel: <OrdersTab orders={orders} loading={loadingOrders} /> },
          { id: 'addresses', label: 'Addresses', panel: <AddressesTab /> },
          { id: 'wishlist', label: 'Wishlist', panel: <WishlistTab items={wishlistItems} /> },
          { id: 'profile', label: 'Profile', panel: <ProfileTab key={userInfo._id} userInfo={userInfo} /> },
          { id: 'security', label: 'Security', panel: <SecurityTab userInfo={userInfo} /> },
        ]}
      />
    </PageContainer>
  );
}
