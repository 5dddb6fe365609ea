import { defineFamily } from './define-family';

/** Leaders (packages/shared/src/features/leaders.ts). */
export const leadersFamily = defineFamily({
  name: 'leaders',
  widgets: { leaders: { resource: 'leaders', title: 'leaders' } },
});
