import { useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Flex, Popover, borderWidth, radius, space } from 'shared-ui/design';
import { SearchIcon } from '../icons';
import { useSearchSuggestions } from './api/get-search-suggestions';

export const RECENT_SEARCHES = ['iPhone', 'Laptop', 'Headphones', 'Camera'];

const Form = styled.form`
  position: relative;
  flex: 1;
  max-width: 520px;
`;

const Input = styled.input`
  width: 100%;
  height: 42px;
  padding: 0 44px 0 14px;
  border-radius: ${radius.pill};
  border: ${borderWidth.thin} solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
`;

const SubmitButton = styled.button`
  position: absolute;
  right: ${space.xs};
  top: ${space.xs};
  width: 34px;
  height: 34px;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primaryFill};
  color: ${({ theme }) => theme.colors.onPrimaryFill};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  cursor: pointer;
`;

const Panel = styled(Popover)`
  p {
    margin: ${space.sm} 10px;
  }
`;

const GroupLabel = styled.div`
  margin: ${space.xs} 10px;
  font-size: 0.8rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Option = styled.li`
  display: flex;
  justify-content: space-between;
  gap: ${space.sm};
  padding: ${space.sm} 10px;
  border-radius: ${radius.sm};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.onSecondary};
    outline: ${borderWidth.thick} solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
  small {
    color: inherit;
    text-transform: capitalize;
  }
`;

/** One entry of the listbox and what choosing it does. */
interface SearchOption {
  key: string;
  label: string;
  /** Shown after the label, part of the option's name (a suggestion's category). */
  detail?: string;
  choose: () => void;
}

/**
 * The header's product search as a WAI-ARIA combobox with a listbox popup (APG "list autocomplete"):
 * focus stays in the input and `aria-activedescendant` names the highlighted option. ArrowDown and
 * ArrowUp move (wrapping), Enter opens the highlighted option or searches the typed text, Escape
 * closes the popup and, when it is already closed, clears the text.
 */
export function SearchBox({ onNavigate }: { onNavigate?: () => void }) {
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  // What the shopper typed into the server-rendered box before the page hydrated is kept: the box
  // starts empty, as the server rendered it, and takes the typed text once hydrated. A box focused
  // before then (its focus event had no handler yet) opens its popup, as a focus after would.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (input?.value) setText(input.value);
    if (input && input === document.activeElement) setOpen(true);
  }, []);
  const [activeIndex, setActiveIndex] = useState(-1);
  const suggestions = useSearchSuggestions(text);
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const listboxId = useId();
  const optionIdPrefix = useId();

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  const go = (to: string) => {
    close();
    onNavigate?.();
    navigate(to);
  };
  const search = (keyword: string) => {
    const trimmed = keyword.trim();
    if (trimmed) go(`/?keyword=${encodeURIComponent(trimmed)}`);
  };

  const isIdle = suggestions.status === 'idle';
  const found = suggestions.status === 'done' ? suggestions.items : [];
  const nothingFound = suggestions.status === 'done' && found.length === 0;
  const options: SearchOption[] = isIdle
    ? RECENT_SEARCHES.map((recent) => ({ key: recent, label: recent, choose: () => search(recent) }))
    : nothingFound
      ? [{ key: 'search-anyway', label: 'Search anyway', choose: () => search(text) }]
      : found.map((item) => ({
          key: item._id,
          label: item.name,
          detail: item.category,
          // A placeholder (the suggestion call failed) searches its text; a product opens its page.
          choose: item._id.startsWith('placeholder-') ? () => search(item.name) : () => go(`/product/${item._id}`),
        }));
  const groupLabel = isIdle ? 'Recent searches' : nothingFound ? null : 'Suggestions';
  const expanded = open && options.length > 0;
  const activeOption = expanded ? options[activeIndex] : undefined;
  const optionId = (index: number) => `${optionIdPrefix}-option-${index}`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search(text);
  };

  const move = (step: 1 | -1) => {
    if (!open) setOpen(true);
    if (options.length === 0) return;
    setActiveIndex((index) => {
      if (!open || index < 0) return step === 1 ? 0 : options.length - 1;
      return (index + step + options.length) % options.length;
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        move(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter':
        if (activeOption) {
          event.preventDefault();
          activeOption.choose();
        }
        break;
      case 'Escape':
        // Handled here, so an Escape meant for the box does not also close a dialog around it.
        if (open) close();
        else if (text) setText('');
        else break;
        event.preventDefault();
        event.stopPropagation();
        break;
    }
  };

  return (
    <Form ref={formRef} role="search" onSubmit={onSubmit}>
      <Input
        ref={inputRef}
        type="search"
        role="combobox"
        aria-label="Search products"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeOption ? optionId(activeIndex) : undefined}
        placeholder="Search products, brands and more"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          // Typing always (re)opens the popup, also after a search or Escape closed it.
          setOpen(true);
          setActiveIndex(-1);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        autoComplete="off"
        enterKeyHint="search"
      />
      <SubmitButton type="submit" aria-label="Search">
        <SearchIcon width={18} />
      </SubmitButton>
      {/* A press on the popup keeps focus in the input, so typing goes on where it was. */}
      <Panel open={open} onDismiss={close} anchorRef={formRef} align="stretch" onMouseDown={(event) => event.preventDefault()}>
        {suggestions.status === 'loading' && <p role="status">Searching…</p>}
        {nothingFound && <p>No products found for "{text.trim()}"</p>}
        {groupLabel && expanded && <GroupLabel aria-hidden="true">{groupLabel}</GroupLabel>}
        <Flex
          as="ul"
          direction="column"
          id={listboxId}
          role="listbox"
          hidden={!expanded}
          aria-label={groupLabel ?? 'Search options'}
        >
          {expanded &&
            options.map((option, index) => (
              <Option
                key={option.key}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                onClick={option.choose}
                onMouseMove={() => index !== activeIndex && setActiveIndex(index)}
              >
                {option.label}
                {option.detail && (
                  <>
                    {' '}
                    <small>{option.detail}</small>
                  </>
                )}
              </Option>
            ))}
        </Flex>
      </Panel>
    </Form>
  );
}
