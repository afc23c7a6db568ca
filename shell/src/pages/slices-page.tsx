import { Suspense, use } from 'react';
import styled from 'styled-components';
import { Loading, PageContainer, borderWidth } from 'shared-ui/design';
import { useHydrated, usePageMeta } from 'shared-ui/state';
import type { ReleaseHealthReport, RemotesMap } from 'shared-ui/types';
import { loadRemotesMap } from '../remotes/remote-registry';
import { useReleaseHealth } from './slices-page-release-health';

/** A phone scrolls the table inside its own box, never the page. */
const TableScroller = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  min-width: 40rem;
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
  }
  th {
    white-space: nowrap;
  }
  td {
    /* release ids and manifest paths are long words: they wrap rather than push the table wider */
    overflow-wrap: anywhere;
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: 0.5rem;
    border-bottom: ${borderWidth.thin} solid ${({ theme }) => theme.colors.border};
  }
  code {
    word-break: break-all;
  }
`;

function formatTime(iso: string) {
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? iso : time.toLocaleString();
}

type ReleaseHealth = ReleaseHealthReport['slices'][number]['releases'][number];

const percentText = (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toFixed(1)} %`);
const msText = (value: number | null) => (value === null ? '—' : `${Math.round(value)} ms`);

/** The four numbers of one release, as cells. */
function HealthCells({ health }: { health: ReleaseHealth | undefined }) {
  if (!health) return <td colSpan={4}>no reports</td>;
  return (
    <>
      <td>{health.sessions}</td>
      <td>{percentText(health.errorRate)}</td>
      <td>{msText(health.lcpP75)}</td>
      <td>{msText(health.inpP75)}</td>
    </>
  );
}

function canaryText(canary: ReleaseHealth | undefined) {
  if (!canary) return 'none';
  return `${canary.release} for ${canary.percent ?? 0} % of visitors: ${canary.sessions} sessions, errors ${percentText(canary.errorRate)}, p75 LCP ${msText(canary.lcpP75)}, INP ${msText(canary.inpP75)}`;
}

function SliceRows({ map }: { map: Promise<RemotesMap> }) {
  const slices = Object.entries(use(map));
  const health = useReleaseHealth();
  const releasesOf = (slice: string) => health.data?.slices.find((entry) => entry.slice === slice)?.releases ?? [];
  return (
    <TableScroller role="region" aria-label="Slices and their live releases" tabIndex={0}>
      <Table>
        <caption>
          Live release of each slice, as this page loaded them from /remotes.json, and its health in shoppers&apos; browsers over
          the last day: sessions are page views that ran it, the error rate the share where it failed to load or render
        </caption>
        <thead>
          <tr>
            <th scope="col">Slice</th>
            <th scope="col">Release</th>
            <th scope="col">Live since</th>
            <th scope="col">Commit</th>
            <th scope="col">Routes</th>
            <th scope="col">Entry</th>
            <th scope="col">Sessions</th>
            <th scope="col">Error rate</th>
            <th scope="col">p75 LCP</th>
            <th scope="col">p75 INP</th>
            <th scope="col">Canary</th>
          </tr>
        </thead>
        <tbody>
          {slices.map(([name, { release, routes, entry }]) => {
            const releases = releasesOf(name);
            const shown = releases.find((candidate) => candidate.release === (release?.id ?? 'dist'));
            const canary = releases.find((candidate) => candidate.channel === 'canary');
            return (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>{release ? release.id : 'not a release (dist build)'}</td>
                <td>{release ? formatTime(release.liveSince) : '—'}</td>
                <td>{release ? <code title={release.commit}>{release.commit.slice(0, 12)}</code> : '—'}</td>
                <td>{routes.join(', ')}</td>
                <td>
                  <code>{entry}</code>
                </td>
                {health.status === 'success' ? (
                  <HealthCells health={shown} />
                ) : (
                  <td colSpan={4}>{health.status === 'pending' ? 'loading…' : '—'}</td>
                )}
                <td>{health.status === 'success' ? canaryText(canary) : '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      {health.status === 'error' && <p role="status">The releases&apos; health could not be loaded: {health.errorMessage}</p>}
    </TableScroller>
  );
}

/** /__slices: which release of each slice this page runs, since when, from which commit. */
export function SlicesPage() {
  usePageMeta({ title: 'Slices', description: 'Which release of each part of the shop is live.' });
  const hydrated = useHydrated();
  return (
    <PageContainer>
      <h1>Slices</h1>
      <p>
        Reload to see a promote or a rollback. The server reports the same at <code>/api/health</code>.
      </p>
      {/* The map is this browser's (its channel, its cohort): read once hydrated, never on the server. */}
      <Suspense fallback={<Loading label="Loading the remotes map" />}>
        {hydrated ? <SliceRows map={loadRemotesMap()} /> : <Loading label="Loading the remotes map" />}
      </Suspense>
    </PageContainer>
  );
}
