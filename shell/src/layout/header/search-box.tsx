import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { radius, space } from 'shared-ui/design';
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
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
`;

const SubmitButton = styled.button`
  position: absolute;
  right: 4px;
  top: 4px;
  width: 34px;
  height: 34px;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  cursor: pointer;
`;

const Panel = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  top: calc(100% + 6px);
  z-index: 60;
  padding: ${space.sm};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${radius.md};
  box-shadow: 0 10px 30px rgb(0 0 0 / 0.2);
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li a,
  li button {
    display: flex;
    justify-content: space-between;
    width: 100%;
    padding: 8px 10px;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    text-decoration: none;
    text-align: left;
    border-radius: ${radius.sm};
    cursor: pointer;
  }
  li a:hover,
  li button:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    text-transform: capitalize;
  }
  h3 {
    margin: 4px 10px;
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  p {
    margin: 8px 10px;
  }
`;

export function SearchBox({ onNavigate }: { onNavigate?: () => void }) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const suggestions = useSearchSuggestions(text);
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (!formRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const search = (keyword: string) => {
    const trimmed = keyword.trim();
    if (!trimmed) return;
    setOpen(false);
    onNavigate?.();
    navigate(`/?keyword=${encodeURIComponent(trimmed)}`);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search(text);
  };

  const finish = () => {
    setOpen(false);
    onNavigate?.();
  };

  return (
    <Form ref={formRef} role="search" onSubmit={onSubmit}>
      <Input
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-label="Search products"
        placeholder="Search products, brands and more"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onFocus={() => setOpen(true)}
        onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
        aria-expanded={open}
        aria-controls={panelId}
        autoComplete="off"
      />
      <SubmitButton type="submit" aria-label="Search">
        <SearchIcon width={18} />
      </SubmitButton>
      {open && (
        <Panel id={panelId}>
          {suggestions.status === 'idle' && (
            <>
              <h3>Recent searches</h3>
              <ul>
                {RECENT_SEARCHES.map((recent) => (
                  <li key={recent}>
                    <button type="button" onClick={() => search(recent)}>
                      {recent}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
          {suggestions.status === 'loading' && <p role="status">Searching…</p>}
          {suggestions.status === 'done' && suggestions.items.length === 0 && (
            <>
              <p>No products found for "{text.trim()}"</p>
              <ul>
                <li>
                  <button type="button" onClick={() => search(text)}>
                    Search anyway
                  </button>
                </li>
              </ul>
            </>
          )}
          {suggestions.status === 'done' && suggestions.items.length > 0 && (
            <ul aria-label="Suggestions">
              {suggestions.items.map((item) => (
                <li key={item._id}>
                  {item._id.startsWith('placeholder-') ? (
                    <button type="button" onClick={() => search(item.name)}>
                      {item.name} <small>{item.category}</small>
                    </button>
                  ) : (
                    <Link to={`/product/${item._id}`} onClick={finish}>
                      {item.name} <small>{item.category}</small>
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Panel>
      )}
    </Form>
  );
}
