import styled from 'styled-components';
import { space } from 'shared-ui/design';

/** The account page's top: picture, who is signed in, Sign Out; also the frame of its skeleton. */
export const ProfileHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.md};
  margin-bottom: ${space.lg};
  .who {
    flex: 1 1 14rem;
    min-width: 0;
  }
  h1 {
    margin: 0;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
