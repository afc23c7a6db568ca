import styled from 'styled-components';
import { formFieldStyles, space } from 'shared-ui/design';

/** A label above its input or select, compact enough for the filter bar. */
export const Field = styled.div`
  ${formFieldStyles}
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  label {
    margin-top: 0;
    font-size: 0.875rem;
  }
  input,
  select {
    min-height: 40px;
  }
  input[type='number'] {
    width: 7.5rem;
  }
`;
