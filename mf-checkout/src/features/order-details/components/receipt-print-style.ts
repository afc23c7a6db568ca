import { createGlobalStyle } from 'styled-components';

/**
 * Printing the order page prints only its receipt (`[data-receipt]`), whatever the shell puts around it,
 * in black on white; controls (`[data-print="hide"]`) stay off paper, the receipt heading
 * (`[data-print="only"]`) appears on paper only.
 */
export const ReceiptPrintStyle = createGlobalStyle`
  [data-print='only'] {
    display: none;
  }
  @media print {
    @page {
      margin: 16mm;
    }
    html,
    body {
      background: #fff !important;
    }
    body * {
      visibility: hidden;
    }
    [data-receipt],
    [data-receipt] * {
      visibility: visible;
      color: #000 !important;
      background: transparent !important;
      box-shadow: none !important;
    }
    [data-receipt] {
      position: absolute;
      inset: 0 0 auto 0;
      width: 100%;
      max-width: none;
      padding: 0;
    }
    [data-receipt] section {
      border: 1px solid #999 !important;
      break-inside: avoid;
    }
    [data-receipt] a {
      text-decoration: none;
    }
    /* Thumbnails stay off paper: a line is its name and its amount. */
    [data-receipt] li {
      grid-template-columns: minmax(0, 1fr) auto;
    }
    [data-receipt] li .amount {
      grid-column: auto;
      text-align: right;
    }
    [data-receipt] [data-print='hide'] {
      display: none !important;
    }
    [data-receipt] [data-print='only'] {
      display: block;
    }
  }
`;
