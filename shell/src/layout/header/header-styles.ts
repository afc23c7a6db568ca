import styled, { css } from 'styled-components';
import { Link } from 'react-router-dom';
import { container, media, radius, space, borderWidth } from 'shared-ui/design';

const iconControl = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 42px;
  height: 42px;
  border: 0;
  border-radius: ${radius.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export const IconLink = styled(Link)`
  ${iconControl}
`;

export const IconButton = styled.button`
  ${iconControl}
`;

export const CountBadge = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: ${radius.pill};
  background: ${({ theme }) => theme.colors.badge};
  color: ${({ theme }) => theme.colors.onBadge};
  font-size: 0.7rem;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
`;

export const HeaderBar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: ${({ theme }) => theme.colors.background};
  border-bottom: ${borderWidth.thin} solid ${({ theme }) => theme.colors.border};
`;

export const HeaderRow = styled.div`
  max-width: ${container.max};
  margin: 0 auto;
  padding: ${space.sm} ${space.md};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm} ${space.md};
`;

export const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.xs};
  margin-left: auto;
`;

export const DesktopOnly = styled.div`
  display: contents;
  ${media.below('md')} {
    display: none;
  }
`;

export const MobileOnly = styled.div`
  display: none;
  ${media.below('md')} {
    display: contents;
  }
`;
