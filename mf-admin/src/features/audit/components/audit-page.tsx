import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from 'shared-ui/admin-constants';
import { Button, EmptyState, Text } from 'shared-ui/design';
import { DataTable, Pagination } from 'shared-ui/data-views';
import type { AdminAuditEntry } from 'shared-ui/types';
import { AdminPage } from '../../../components/admin-layout';
import { FilterBar } from '../../../components/filter-bar';
import { QueryView } from '../../../components/query-view';
import { useListParams } from '../../../hooks/use-list-params';
import { useAudit } from '../api/get-audit';
import { AUDIT_ACTION_LABELS, describeChange } from './describe-change';

const ENTITY_LABELS: Record<AdminAuditEntry['entityType'], string> = {
  order: 'Orders',
  product: 'Products',
  review: 'Reviews',
  user: 'Customers',
};

const ENTITY_PAGES: Partial<Record<AdminAuditEntry['entityType'], string>> = {
  order: '/admin/orders/',
  product: '/admin/products/',
  user: '/admin/customers/',
};

const Changes = styled.ul`
  margin: 4px 0 0;
  padding-left: 1.1em;
  font-size: 0.85rem;
  overflow-wrap: anywhere;
`;

const dateTime = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function AuditPage() {
  const { values, page, setFilters, hrefFor } = useListParams(['entityType', 'action', 'actor', 'entityId'] as const);
  const audit = useAudit({ ...values, page });
  const filtered = Object.values(values).some(Boolean);
  return (
    <AdminPage title="Audit log" intro="Every change staff made: who, what, when, before and after.">
      <FilterBar>
        <label>
          Area
          <select value={values.entityType} onChange={(event) => setFilters({ entityType: event.target.value })}>
            <option value="">Everything</option>
            {AUDIT_ENTITY_TYPES.map((type) => (
              <option key={type} value={type}>
                {ENTITY_LABELS[type]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Action
          <select value={values.action} onChange={(event) => setFilters({ action: event.target.value })}>
            <option value="">Any action</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {AUDIT_ACTION_LABELS[action]}
              </option>
            ))}
          </select>
        </label>
        {(values.actor || values.entityId) && (
          <Button variant="ghost" size="sm" onClick={() => setFilters({ actor: '', entityId: '' })}>
            Clear the person and record filters
          </Button>
        )}
      </FilterBar>
      <QueryView
        query={audit}
        loadingLabel="Loading the audit log"
        isEmpty={(data) => data.entries.length === 0}
        empty={
          <EmptyState
            title={filtered ? 'No changes match' : 'No changes yet'}
            description="Staff changes to orders, products, reviews and accounts are recorded here."
          />
        }
      >
        {(data) => (
          <>
            <DataTable
              caption={`Audit log, page ${data.page} of ${data.pages}`}
              captionHidden
              rows={data.entries}
              rowKey={(entry) => entry._id}
              columns={[
                { key: 'when', header: 'When', primary: true, cell: (entry) => dateTime(entry.createdAt) },
                {
                  key: 'who',
                  header: 'Who',
                  cell: (entry) =>
                    entry.actor._id ? (
                      <Link to={`/admin/audit?actor=${entry.actor._id}`} title="Only this person's changes">
                        {entry.actor.name ?? entry.actor.email}
                      </Link>
                    ) : (
                      <Text tone="muted">A deleted account</Text>
                    ),
                },
                {
                  key: 'what',
                  header: 'What',
                  cell: (entry) => {
                    const page = ENTITY_PAGES[entry.entityType];
                    const changes = describeChange(entry.before, entry.after);
                    return (
                      <div>
                        {AUDIT_ACTION_LABELS[entry.action]}{' '}
                        {page ? (
                          <Link to={`${page}${entry.entityId}`}>{entry.entityId.slice(-8)}</Link>
                        ) : (
                          <Text tone="muted">{entry.entityId.slice(-8)}</Text>
                        )}
                        {changes.length > 0 && (
                          <Changes>
                            {changes.slice(0, 6).map((line) => (
                              <li key={line}>{line}</li>
                            ))}
                          </Changes>
                        )}
                      </div>
                    );
                  },
                },
              ]}
            />
            <Pagination label="Audit log pages" page={data.page} pageCount={data.pages} total={data.total} hrefFor={hrefFor} />
          </>
        )}
      </QueryView>
    </AdminPage>
  );
}
