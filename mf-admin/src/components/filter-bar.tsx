import styled from 'styled-components';
import { formFieldStyles, space } from 'shared-ui/design';

/** The row of a list's search box and filters; it wraps on a phone. */
export const FilterBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm} ${space.md};
  align-items: end;
  margin-bottom: ${space.md};
  label {
    display: flex;
    flex-direction: column;
    gap: ${space.xs};
    font-size: 0.85rem;
    font-weight: 600;
    flex: 0 1 200px;
  }
  ${formFieldStyles}
  && label {
    margin-top: 0;
  }
`;
