import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { media, radius, space, borderWidth } from 'shared-ui/design';

const TabRow = styled.div`
  display: flex;
  gap: ${space.xs};
  overflow-x: auto;
  border-bottom: ${borderWidth.thin} solid ${({ theme }) => theme.colors.border};
  margin-bottom: ${space.lg};
  scrollbar-width: thin;
  /* On a phone the tabs stay one row that scrolls sideways (the chosen tab is kept in view), as shops'
     account pages do, rather than wrapping into a ragged block. */
  ${media.below('sm')} {
    scrollbar-width: none;
    scroll-snap-type: x proximity;
    scroll-padding-inline: ${space.md};
    overscroll-behavior-x: contain;
  }
`;

const TabButton = styled.button`
  flex: none;
  border: 0;
  border-bottom: ${borderWidth.focus} solid transparent;
  border-radius: ${radius.sm} ${radius.sm} 0 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-weight: 600;
  padding: ${space.sm} ${space.md};
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline-offset: -3px;
  }
  ${media.below('sm')} {
    scroll-snap-align: start;
    padding: ${space.sm};
  }
`;

export interface TabDefinition<Id extends string> {
  id: Id;
  label: string;
  panel: ReactNode;
}

export interface TabsProps<Id extends string> {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabDefinition<Id>[];
  selectedId: Id;
  onSelect: (id: Id) => void;
}

/**
 * A tab widget after the WAI-ARIA pattern with automatic activation: one tab in the Tab order,
 * Left/Right (wrapping), Home and End move between tabs and select them. Only the selected panel is
 * rendered.
 */
export function Tabs<Id extends string>({ label, tabs, selectedId, onSelect }: TabsProps<Id>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>());
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selectedId),
  );
  const selected = tabs[selectedIndex]!;

  // A tab chosen by link or reload may sit past the edge of a phone's scrolling row: bring it in view.
  useEffect(() => {
    tabRefs.current.get(selectedId)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selectedId]);
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = (id: Id) => `${baseId}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const target = {
      ArrowRight: selectedIndex === last ? 0 : selectedIndex + 1,
      ArrowLeft: selectedIndex === 0 ? last : selectedIndex - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[target]!;
    onSelect(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  return (
    <>
      <TabRow role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected.id;
          return (
            <TabButton
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              // Only the selected tab's panel exists, so only it names a panel it controls.
              aria-controls={isSelected ? panelId(tab.id) : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </TabButton>
          );
        })}
      </TabRow>
      <div role="tabpanel" id={panelId(selected.id)} aria-labelledby={tabId(selected.id)}>
        {selected.panel}
      </div>
    </>
  );
}
