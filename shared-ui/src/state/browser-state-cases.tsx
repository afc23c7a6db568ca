import type { ReactNode } from 'react';
import styled from 'styled-components';
import { browserStateCaseAttribute, type BrowserStateFlag } from '../first-view/browser-state-before-paint';
import { useBrowserStateReadyDeferred } from './browser-state-ready';

// No box of its own: a case lays out as its children would.
const Case = styled.div`
  display: contents;
`;

export interface BrowserStateCasesProps {
  /** the flag the page's head sets from browser storage before the first paint */
  flag: BrowserStateFlag;
  /** whether the flag's condition holds, read once the state is known (e.g. the cart is empty) */
  flagged: boolean;
  /** the page when it holds (e.g. "Your Cart is Empty") */
  whenFlagged: ReactNode;
  /** the page when it does not, until the state is known: a skeleton of `children` */
  pending: ReactNode;
  /** the page when it does not, once the state is known */
  children: ReactNode;
}

/**
 * A page that is one of two cases of browser storage (shared-ui/first-view/browser-state-before-paint.ts).
 * Until the state is known the page carries both, and CSS shows the one the head found in storage
 * before the first paint. Once it is known only the case that holds is rendered; the flagged case
 * stays in the same place, so React keeps its markup (no second largest paint, no shift).
 */
export function BrowserStateCases({ flag, flagged, whenFlagged, pending, children }: BrowserStateCasesProps) {
  const known = useBrowserStateReadyDeferred();
  const gate = (when: boolean) => (known ? {} : { [browserStateCaseAttribute(when)]: flag });
  return (
    <>
      {(!known || flagged) && <Case {...gate(true)}>{whenFlagged}</Case>}
      {!known && <Case {...gate(false)}>{pending}</Case>}
      {known && !flagged && children}
    </>
  );
}
