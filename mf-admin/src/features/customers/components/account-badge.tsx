import { Badge } from 'shared-ui/design';

export function AccountBadge({ disabledAt }: { disabledAt: string | null }) {
  return disabledAt ? (
    <Badge tone="danger" size="sm">
      Disabled
    </Badge>
  ) : (
    <Badge tone="success" size="sm">
      Active
    </Badge>
  );
}
