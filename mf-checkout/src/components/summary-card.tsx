import styled from 'styled-components';
import { Card, media, radius, space } from 'shared-ui/design';

const THUMBNAIL = '56px';

/** Boxes of the order review and order details pages. */
export const SummaryCard = styled(Card).attrs({ as: 'section' })`
  h2 {
    margin-top: 0;
    font-size: 1.2rem;
  }
  p {
    margin: ${space.xs} 0;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: flex;
    flex-direction: column;
    gap: ${space.sm};
  }
  li {
    display: grid;
    grid-template-columns: ${THUMBNAIL} minmax(0, 1fr) auto;
    gap: ${space.xs} ${space.md};
    align-items: center;
  }
  li > div {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${space.xs};
  }
  li .amount {
    text-align: right;
    white-space: nowrap;
  }
  /* On a phone the amount goes under the name, so the name keeps the row's width instead of
     wrapping one word per line beside a long "2 × $40.00 = $80.00". */
  ${media.below('sm')} {
    li {
      grid-template-columns: ${THUMBNAIL} minmax(0, 1fr);
      align-items: start;
    }
    li .amount {
      grid-column: 2;
      text-align: left;
    }
  }
  li img {
    width: ${THUMBNAIL};
    height: ${THUMBNAIL};
    object-fit: cover;
    border-radius: ${radius.sm};
  }
`;

/** The review's or order's details beside their summary card, stacked on a phone. */
export const TWO_COLUMNS = { base: '1fr', md: 'minmax(0, 2fr) minmax(260px, 1fr)' } as const;
