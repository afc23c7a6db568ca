import { useId, useRef, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Button, Text, VisuallyHidden, borderWidth, radius, space } from 'shared-ui/design';
import { AvatarImage } from './avatar-image';

const Picker = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.md};
  padding: ${space.md};
  border: ${borderWidth.thin} dashed ${({ theme }) => theme.colors.border};
  border-radius: ${radius.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Choices = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  min-width: 0;
  flex: 1 1 12rem;
  label {
    font-weight: 600;
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm};
  }
  /* The native input stays in the page (labelled, focusable for assistive tech) but out of sight. */
  input[type='file']:focus-visible + .buttons button:first-child {
    outline: ${borderWidth.focus} solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface AvatarPickerProps {
  label: string;
  name: string;
  /** the saved photo's URL, if any */
  current?: string | null | undefined;
  /** a blob URL of the chosen, not yet saved file */
  preview: string | null;
  chosen: File | null;
  accept: string;
  hint: string;
  onChoose: (event: ChangeEvent<HTMLInputElement>) => void;
  onRemove: () => void;
}

/**
 * A photo picker in place of the browser's bare "Choose File": the photo as it will look, a Choose (or
 * Change) button, the chosen file's name and Remove to drop it before saving.
 */
export function AvatarPicker({ label, name, current, preview, chosen, accept, hint, onChoose, onRemove }: AvatarPickerProps) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const remove = () => {
    if (input.current) input.current.value = '';
    onRemove();
  };
  return (
    <Picker>
      <AvatarImage
        src={preview ?? current}
        name={name}
        size={72}
        alt={preview ? 'Preview of your new photo' : current ? 'Your profile photo' : undefined}
      />
      <Choices>
        <label htmlFor={inputId}>{label}</label>
        <VisuallyHidden>
          <input id={inputId} ref={input} type="file" accept={accept} aria-describedby={hintId} onChange={onChoose} />
        </VisuallyHidden>
        <div className="buttons">
          <Button variant="outline" size="sm" onClick={() => input.current?.click()}>
            {preview || current ? 'Change photo' : 'Choose photo'}
          </Button>
          {chosen && (
            <Button variant="ghost" size="sm" onClick={remove}>
              Remove
            </Button>
          )}
        </div>
        <Text as="p" tone="muted" size="sm" id={hintId} mt="none" mb="none">
          {chosen ? `New photo: ${chosen.name} (saved with your changes)` : hint}
        </Text>
      </Choices>
    </Picker>
  );
}
