require('@testing-library/jest-dom');

// findBy*/waitFor wait up to 5 s instead of 1 s: pages render as transitions (in slices) and lazy
// chunks resolve asynchronously, which takes longer than a second on a busy shared machine.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });

// The mock API (shared-ui/testing: mockApi, scenarios) answers every test's fetch calls.
require('../src/testing/mock-api/jest-lifecycle.ts');
