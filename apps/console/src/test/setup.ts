import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library's findBy/waitFor give up after 1 s by default, which a loaded 2-core machine can exceed
// while a whole form renders. Set once here with the project's test limit in vitest.config.ts (decision 073);
// a wait for something that never comes still fails, only later.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
