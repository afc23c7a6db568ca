import styled from 'styled-components';
import { Text, space } from 'shared-ui/design';

const Message = styled(Text)`
  margin: 0;
  &:not(:empty) {
    margin: ${space.sm} 0;
  }
`;

export interface FormOutcome {
  tone: 'success' | 'danger';
  text: string;
}

/**
 * The outcome of a form, announced: a failure as an alert (read out at once), a success through a
 * polite status region that is always present, so screen readers notice the text arriving.
 */
export function FormMessage({ outcome }: { outcome: FormOutcome | null }) {
  if (outcome?.tone === 'danger') {
    return (
      <Message as="p" role="alert" tone="danger" weight="semibold">
        {outcome.text}
      </Message>
    );
  }
  return (
    <Message as="p" role="status" tone="success" weight="semibold">
      {outcome?.text}
    </Message>
  );
}
