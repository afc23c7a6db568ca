/**
 * How long the first view keeps a file or manifest of a build before reading it again, so a new build or
 * a promote shows within seconds without a read per page.
 */
export const REREAD_AFTER_MS = 5_000;
