/**
 * What the drafts' routes share (docs/product.md#drafts-and-scheduled-publishing): their options and the
 * answers of a draft write besides 200.
 */
import { staleDraftAnswerSchema } from '@eua/shared';
import type { FastifyRequest } from 'fastify';
import { writeErrors } from '../../http/errors';
import type { ConfigRouteOptions } from '../config/put-config';
import type { DraftServices } from './drafts.service';

export type DraftRouteOptions = ConfigRouteOptions & DraftServices;

/** A draft write's refusals: a write's, with 412 carrying the draft as it is now. */
export const draftWriteErrors = { ...writeErrors, 412: staleDraftAnswerSchema };

export const ifMatchOf = (request: FastifyRequest): string | undefined => request.headers['if-match'];

/** The path of a screen's draft, as the routes are registered. */
export const DRAFT_URL = '/v1/config/:websiteId/:resource/draft';
