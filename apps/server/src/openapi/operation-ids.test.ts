/** Operation names derived from a route's method and path (decision 124). */
import { describe, expect, it } from 'vitest';
import { deriveOperationId, withOperationIds } from './operation-ids';

describe('deriveOperationId', () => {
  it.each([
    ['get', '/v1/config/websites', 'listWebsites'],
    ['get', '/v1/config/websites/{websiteId}', 'getWebsite'],
    ['get', '/v1/config/{websiteId}/{resource}', 'getConfig'],
    ['put', '/v1/config/{websiteId}/{resource}', 'putConfig'],
    ['get', '/v1/config/{websiteId}/{resource}/revisions', 'listRevisions'],
    ['post', '/v1/config/{websiteId}/{resource}/revisions/{version}/restore', 'restoreRevision'],
    ['post', '/v1/config/{websiteId}/{resource}/draft/publish', 'publishDraft'],
    ['post', '/v1/config/{websiteId}/{resource}/draft/review-links', 'createDraftReviewLink'],
    ['delete', '/v1/review-links/{id}', 'deleteReviewLink'],
    [
      'get',
      '/v1/config/{websiteId}/organizations/{organizationId}/competitions/{competitionId}/seasons',
      'listCompetitionSeasons',
    ],
    ['post', '/v1/list/customers', 'listCustomers'],
    ['post', '/v1/copy/preview', 'previewCopy'],
    ['get', '/v1/activity.csv', 'getActivityCsv'],
    ['get', '/runtime-config.json', 'getRuntimeConfig'],
    ['get', '/widgets/v1/{websiteId}/{widget}', 'getWidget'],
  ])('%s %s is %s', (method, url, id) => {
    expect(deriveOperationId(method, url)).toBe(id);
  });
});

describe('withOperationIds', () => {
  it("keeps a route's own name and refuses two operations of one name", () => {
    const named = withOperationIds({
      paths: { '/v1/products/token': { post: { operationId: 'issueProductToken', responses: {} } } },
    });
    expect(named.paths?.['/v1/products/token']?.post?.operationId).toBe('issueProductToken');
    expect(() =>
      withOperationIds({
        paths: {
          '/v1/things': { get: { responses: {} } },
          '/v1/config/things': { get: { responses: {} } },
        },
      }),
    ).toThrow(/both named listThings/);
  });
});
