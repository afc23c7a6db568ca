import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, formFieldStyles, space } from 'shared-ui/design';

const Form = styled.form`
  display: flex;
  gap: ${space.sm};
  flex: 1 1 260px;
  min-width: 0;
  ${formFieldStyles}
  input {
    flex: 1;
    min-width: 0;
  }
  && button[type='submit'] {
    margin-top: 0;
  }
`;

export interface SearchFormProps {
  /** The search box's accessible name and placeholder. */
  label: string;
  value: string;
  onSearch: (value: string) => void;
}

/** A search box that searches on Enter or its button, not on every key (each search is a server call). */
export function SearchForm({ label, value, onSearch }: SearchFormProps) {
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Form role="search" onSubmit={submit}>
      <input
        type="search"
        aria-label={label}
        placeholder={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="outline">
        Search
      </Button>
    </Form>
  );
}
