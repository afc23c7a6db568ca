import type { ReactNode } from 'react';
import styled from 'styled-components';
import { browserStateCaseAttribute, type BrowserStateFlag } from '../first-view/browser-state-before-paint';
import { useBrowserStateReady } from './browser-state-ready';

// No box of its own: the case lays out as its children would.
const Case = styled.div`
  display: contents;
`;

export interface BrowserStateCaseProps {
  /** the flag the page's head sets from browser storage before the first paint */
  flag: BrowserStateFlag;
  /** shown while the state is not yet known only when the flag is set (true) or unset (false) */
  when: boolean;
  children: ReactNode;
}

/**
 * One case of a page that depends on browser storage (shared-ui/first-view/browser-state-before-paint.ts).
 * The server sends every case, and CSS shows the one the head found in storage before the first paint.
 * Once the state is known the page renders only the case that holds; render it in the same place
 * then, so its markup is kept rather than painted again (no second largest paint, no shift).
 */
export function BrowserStateCase({ flag, when, children }: BrowserStateCaseProps) {
  const ready = useBrowserStateReady();
  return <Case {...(ready ? {} : { [browserStateCaseAttribute(when)]: flag })}>{children}</Case>;
}
