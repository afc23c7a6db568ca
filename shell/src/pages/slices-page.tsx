import { Suspense, use } from 'react';
import styled from 'styled-components';
import { Loading, PageContainer } from 'shared-ui/design';
import { usePageMeta } from 'shared-ui/state';
import type { RemotesMap } from 'shared-ui/types';
import { loadRemotesMap } from '../remotes/remote-registry';

/** A phone scrolls the table inside its own box, never the page. */
const TableScroller = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  min-width: 40rem;
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: 0.5rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  code {
    word-break: break-all;
  }
`;

function formatTime(iso: string) {
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? iso : time.toLocaleString();
}

function SliceRows({ map }: { map: Promise<RemotesMap> }) {
  const slices = Object.entries(use(map));
  return (
    <TableScroller role="region" aria-label="Slices and their live releases" tabIndex={0}>
      <Table>
        <caption>Live release of each slice, as this page loaded them from /remotes.json</caption>
        <thead>
          <tr>
            <th scope="col">Slice</th>
            <th scope="col">Release</th>
            <th scope="col">Live since</th>
            <th scope="col">Commit</th>
            <th scope="col">Routes</th>
            <th scope="col">Entry</th>
          </tr>
        </thead>
        <tbody>
          {slices.map(([name, { release, routes, entry }]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{release ? release.id : 'not a release (dist build)'}</td>
              <td>{release ? formatTime(release.liveSince) : '—'}</td>
              <td>{release ? <code title={release.commit}>{release.commit.slice(0, 12)}</code> : '—'}</td>
              <td>{routes.join(', ')}</td>
              <td>
                <code>{entry}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroller>
  );
}

/** /__slices: which release of each slice this page runs, since when, from which commit. */
export function SlicesPage() {
  usePageMeta({ title: 'Slices', description: 'Which release of each part of the shop is live.' });
  return (
    <PageContainer>
      <h1>Slices</h1>
      <p>
        Reload to see a promote or a rollback. The server reports the same at <code>/api/health</code>.
      </p>
      <Suspense fallback={<Loading label="Loading the remotes map" />}>
        <SliceRows map={loadRemotesMap()} />
      </Suspense>
    </PageContainer>
  );
}
