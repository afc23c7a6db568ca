// The standalone page's mock API chunk (loaded by mount-standalone.tsx only when asked for).
export { startMockWorker } from '../testing/mock-api/mock-worker';
export { scenariosOf } from '../testing/mock-api/scenarios';
