import { useId, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { formFieldStyles } from './surface-styles';
import { Text } from './text';
import { space } from './theme-tokens';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  ${formFieldStyles}
  [data-slot='hint'] {
    margin: 0;
  }
`;

/** What the control must carry so its label, hint and error reach assistive technology. */
export interface FormControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export interface FormFieldProps {
  /** The visible label, and the control's accessible name. */
  label: ReactNode;
  /** The control, rendered with the props that wire it up: `{(control) => <input {...control} />}`. */
  children: (control: FormControlProps) => ReactNode;
  /** A line under the control on what it accepts; the control is described by it. */
  hint?: ReactNode;
  /** What is wrong with the value; marks the control invalid and describes it. */
  error?: ReactNode;
  /** The control's id, when the form needs to find it (to focus the first invalid field); a generated one otherwise. */
  id?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A label above its control, with an optional hint and error under it: the control gets the id the
 * label points at, `aria-describedby` naming the hint and the error, and `aria-invalid` while there
 * is an error.
 */
export function FormField({ label, children, hint, error, id, ref }: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <Field ref={ref} data-state={error ? 'invalid' : 'valid'}>
      <label htmlFor={controlId}>{label}</label>
      {children({ id: controlId, 'aria-describedby': describedBy || undefined, 'aria-invalid': error ? true : undefined })}
      {hint && (
        <Text as="p" tone="muted" size="sm" id={hintId} data-slot="hint">
          {hint}
        </Text>
      )}
      {error && (
        <Text as="p" tone="danger" size="sm" id={errorId} data-slot="error">
          {error}
        </Text>
      )}
    </Field>
  );
}
