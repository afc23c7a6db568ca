import styled from 'styled-components';
import { radius, space, borderWidth } from 'shared-ui/design';

/** A row of pill buttons whose pressed one is the current choice (categories, presets, view modes). */
export const PillGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  button {
    min-height: 36px;
    padding: 6px 14px;
    border-radius: ${radius.pill};
    border: ${borderWidth.thin} solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: 0.875rem;
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primaryFill};
    border-color: ${({ theme }) => theme.colors.primaryFill};
    color: ${({ theme }) => theme.colors.onPrimaryFill};
  }
`;
