import { Link } from 'react-router-dom';
import { Badge, EmptyState, Text } from 'shared-ui/design';
import { DataTable, Pagination } from 'shared-ui/data-views';
import { formatDate, formatPrice } from 'shared-ui/format';
import { AdminPage } from '../../../components/admin-layout';
import { FilterBar } from '../../../components/filter-bar';
import { QueryView } from '../../../components/query-view';
import { SearchForm } from '../../../components/search-form';
import { useListParams } from '../../../hooks/use-list-params';
import { useCustomers } from '../api/get-customers';
import { AccountBadge } from './account-badge';

export function CustomersPage() {
  const { values, page, setFilters, hrefFor } = useListParams(['q', 'state'] as const);
  const customers = useCustomers({ ...values, page });
  const filtered = Object.values(values).some(Boolean);
  return (
    <AdminPage title="Customers" intro="Everyone with an account, newest first.">
      <FilterBar>
        <SearchForm key={values.q} label="Search by name or email" value={values.q} onSearch={(q) => setFilters({ q })} />
        <label>
          Show
          <select value={values.state} onChange={(event) => setFilters({ state: event.target.value })}>
            <option value="">All accounts</option>
            <option value="active">Active</option>
            <option value="disabled">Disabled</option>
          </select>
        </label>
      </FilterBar>
      <QueryView
        query={customers}
        loadingLabel="Loading customers"
        isEmpty={(data) => data.customers.length === 0}
        empty={<EmptyState title={filtered ? 'No customers match' : 'No customers yet'} />}
      >
        {(data) => (
          <>
            <DataTable
              caption={`Customers, page ${data.page} of ${data.pages}`}
              captionHidden
              rows={data.customers}
              rowKey={(customer) => customer._id}
              columns={[
                {
                  key: 'name',
                  header: 'Customer',
                  primary: true,
                  cell: (customer) => (
                    <span>
                      <Link to={`/admin/customers/${customer._id}`}>{customer.name}</Link>
                      {customer.isAdmin && (
                        <>
                          {' '}
                          <Badge size="sm" tone="primary">
                            Staff
                          </Badge>
                        </>
                      )}
                    </span>
                  ),
                },
                { key: 'email', header: 'Email', cell: (customer) => <Text>{customer.email}</Text> },
                { key: 'since', header: 'Since', cell: (customer) => formatDate(customer.createdAt) },
                { key: 'orders', header: 'Orders', align: 'end', cell: (customer) => customer.orderCount },
                { key: 'spent', header: 'Spent', align: 'end', cell: (customer) => formatPrice(customer.totalSpent) },
                { key: 'state', header: 'Account', cell: (customer) => <AccountBadge disabledAt={customer.disabledAt} /> },
              ]}
            />
            <Pagination label="Customers pages" page={data.page} pageCount={data.pages} total={data.total} hrefFor={hrefFor} />
          </>
        )}
      </QueryView>
    </AdminPage>
  );
}
