import { useState } from 'react';
import styled from 'styled-components';
import { FormField, space } from 'shared-ui/design';

const Wrapper = styled.div`
  position: relative;
  display: flex;
  input {
    flex: 1;
    padding-right: 72px;
  }
  button {
    position: absolute;
    right: ${space.xs};
    top: 50%;
    transform: translateY(-50%);
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    font: inherit;
    font-size: 0.875rem;
    font-weight: 600;
    padding: 6px ${space.sm};
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
  /** Shown under the field and read with it. */
  hint?: string;
}

/** A labelled password input with a show/hide toggle whose name says what it does. */
export function PasswordField({ label, value, onChange, autoComplete, required = true, hint }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FormField label={label} hint={hint}>
      {(control) => (
        <Wrapper>
          <input
            {...control}
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
      )}
    </FormField>
  );
}
