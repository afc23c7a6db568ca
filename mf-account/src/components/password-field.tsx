import { useId, useState } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div`
  position: relative;
  display: flex;
  input {
    flex: 1;
    padding-right: 72px;
  }
  button {
    position: absolute;
    right: 4px;
    top: 50%;
    transform: translateY(-50%);
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    font: inherit;
    font-size: 0.875rem;
    font-weight: 600;
    padding: 6px 8px;
    cursor: pointer;
  }
`;

export interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  /** Defaults to true; a new password that may stay blank passes false. */
  required?: boolean;
}

/** A labelled password input with a show/hide toggle whose name says what it does. */
export function PasswordField({ label, value, onChange, autoComplete, required = true }: PasswordFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <Wrapper>
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          required={required}
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          aria-pressed={visible}
          aria-label={`${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
          onClick={() => setVisible(!visible)}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </Wrapper>
    </>
  );
}
