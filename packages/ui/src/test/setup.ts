import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

// `npm test` runs every workspace's suites at once on two cores: a screen may take seconds to
// settle, so Testing Library's waits (findBy…, waitFor) allow 5 s instead of 1 s.
configure({ asyncUtilTimeout: 5_000 });
