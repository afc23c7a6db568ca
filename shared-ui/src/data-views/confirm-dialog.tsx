import type { ReactNode } from 'react';
import { Button, Dialog, Flex, Text } from 'shared-ui/design';

export const CONFIRM_TONES = ['danger', 'primary'] as const;
export type ConfirmTone = (typeof CONFIRM_TONES)[number];

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, as the dialog's heading: "Cancel order 3f2a9c1b?" */
  title: string;
  /** What will happen, in words. */
  children: ReactNode;
  /** The confirming button: "Cancel order", "Archive". */
  confirmLabel: string;
  /** The button that closes without acting; defaults to "Keep it". */
  cancelLabel?: string;
  /** danger (the default) for what cannot be taken back lightly, primary otherwise. */
  tone?: ConfirmTone;
  /** While the action runs: both buttons wait. */
  pending?: boolean;
  /** What went wrong, shown in the dialog so the person can try again or close it. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A confirmation before a destructive action. It is shared-ui's Dialog (focus moves in and is
 * trapped, Escape and a press outside close it, focus returns to the opener) with the message,
 * a failure if there was one, and the two buttons, the safe one first.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Keep it',
  tone = 'danger',
  pending = false,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} title={title}>
      <Flex direction="column" gap="md" mt="md">
        <div>{children}</div>
        {error && (
          <Text as="p" tone="danger" role="alert" mt="none" mb="none">
            {error}
          </Text>
        )}
        <Flex justify="end" gap="sm" wrap>
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button variant={tone} onClick={onConfirm} disabled={pending} aria-busy={pending || undefined}>
            {confirmLabel}
          </Button>
        </Flex>
      </Flex>
    </Dialog>
  );
}
