import styled from 'styled-components';
import { Flex, PageContainer, Skeleton, SkeletonRegion, space } from 'shared-ui/design';
import { ProfileHeader } from './profile-header';

// The tab row's box: one line of tab text, its padding and underline, then the gap to the panel.
const TabRowLine = styled.div`
  margin-bottom: ${space.lg};
`;

/**
 * What the server and the hydration render show at /profile, where the session (browser storage) is
 * not known yet: the header with its heading, the tab row and the overview's first rows.
 */
export function ProfilePageSkeleton() {
  return (
    <PageContainer>
      <ProfileHeader>
        <Skeleton width="56px" height="56px" radius="pill" />
        <div className="who">
          <h1>My Account</h1>
          <Flex direction="column" gap="xs">
            <Skeleton width="10em" height="1.25rem" />
            <Skeleton width="14em" height="1.25rem" />
            <Skeleton width="9em" height="1.1rem" />
          </Flex>
        </div>
        <Skeleton width="6.5em" height="40px" />
      </ProfileHeader>
      <SkeletonRegion label="Loading your account">
        <TabRowLine>
          <Skeleton height="44px" radius="sm" />
        </TabRowLine>
        <Flex direction="column" gap="sm">
          <Skeleton height="6rem" />
          <Skeleton height="2.75rem" />
          <Skeleton height="2.75rem" />
          <Skeleton height="2.75rem" />
        </Flex>
      </SkeletonRegion>
    </PageContainer>
  );
}
