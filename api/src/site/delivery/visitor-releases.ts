import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RemoteEntry, RemotesMap } from 'shared-ui/contract';
import { releaseRoot } from '../site-config.js';
import { COHORT_COOKIE, isCohortId, newCohortId } from './cohort.js';
import { composeVisitorMap } from './compose-visitor-map.js';
import { PREVIEW_COOKIE, verifyPreviewToken } from './preview-token.js';

const COHORT_MAX_AGE_S = 365 * 24 * 3600;

interface PublishedRelease {
  slice: string;
  id: string;
  version: string;
  commit: string;
  builtAt: string;
  entry: string;
  routes: string[];
  label?: string;
  firstView?: RemoteEntry['firstView'];
}

/** A published release's release.json, or null when there is none (a preview of a deleted release). */
export function readPublishedRelease(app: FastifyInstance, slice: string, id: string): PublishedRelease | null {
  const file = join(releaseRoot(app.config), `mf-${slice}`, id, 'release.json');
  if (!existsSync(file)) return null;
  try {
    const release = JSON.parse(readFileSync(file, 'utf8')) as PublishedRelease;
    return typeof release.entry === 'string' && Array.isArray(release.routes) ? release : null;
  } catch {
    return null;
  }
}

export function previewEntry(release: PublishedRelease, label: string | undefined): RemoteEntry {
  return {
    entry: release.entry,
    routes: release.routes,
    ...(release.label || label ? { label: release.label ?? label } : {}),
    ...(release.firstView ? { firstView: release.firstView } : {}),
    release: {
      id: release.id,
      version: release.version,
      commit: release.commit,
      builtAt: release.builtAt,
      liveSince: release.builtAt,
    },
  };
}

/** The first route a preview opens at: the slice's first route without parameters. */
export function firstPlainRoute(routes: string[]): string {
  return routes.find((route) => !route.includes(':') && !route.includes('*')) ?? '/';
}

async function previewOf(app: FastifyInstance, request: FastifyRequest, stable: RemotesMap) {
  const token = request.cookies[PREVIEW_COOKIE];
  if (!token) return undefined;
  const check = verifyPreviewToken(token, await app.liveReleases.previewSecret());
  if (!check.ok) return undefined;
  const release = readPublishedRelease(app, check.grant.slice, check.grant.release);
  if (!release) return undefined;
  return { slice: check.grant.slice, remote: previewEntry(release, stable[check.grant.slice]?.label) };
}

/**
 * The map this request's visitor is served (their canary cohort, their preview), giving a visitor a
 * cohort cookie when a canary runs and they have none. Null when no good map was ever read.
 */
export async function visitorRemotesMap(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ map: RemotesMap | null; personal: boolean }> {
  const stable = app.liveReleases.stableMap();
  if (!stable) return { map: null, personal: false };
  const canaries = app.liveReleases.canaries();
  const hasCanary = Object.keys(canaries).some((slice) => stable[slice]);
  let cohortId = request.cookies[COHORT_COOKIE];
  if (hasCanary && !isCohortId(cohortId)) {
    cohortId = newCohortId();
    reply.setCookie(COHORT_COOKIE, cohortId, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: COHORT_MAX_AGE_S,
    });
  }
  const preview = await previewOf(app, request, stable);
  const map = composeVisitorMap(stable, canaries, { cohortId: isCohortId(cohortId) ? cohortId : undefined, preview });
  return { map, personal: hasCanary || preview !== undefined };
}
