/**
 * GET /v1/config/{websiteId}/widget-subjects/{subject} (admin API, read scope, decision 111): the teams,
 * persons or fixtures of a season the console's preview of a detail widget can show, and the one it shows
 * first. `text` is what the picker says; `group` the optgroup it falls under (a person's team, a fixture's
 * stage and round).
 */
import { z } from 'zod';
import type { WidgetSubject } from '../widgets/widget-ids';
import { idParam } from './common';

export const widgetSubjectSchema = z.enum([
  'team',
  'person',
  'fixture',
] as const satisfies readonly WidgetSubject[]);

export const widgetSubjectsParamsSchema = z.object({ websiteId: idParam, subject: widgetSubjectSchema });

export const widgetSubjectsQuerySchema = z.object({
  season: z
    .string()
    .min(1)
    .max(200)
    .optional()
    .describe("A season id of the website; omitted: General's saved default season"),
});

export const widgetSubjectOptionSchema = z
  .object({
    id: z.string(),
    text: z.string(),
    group: z.string().optional(),
  })
  .meta({ id: 'WidgetSubjectOption' });
export type WidgetSubjectOption = z.infer<typeof widgetSubjectOptionSchema>;

export const widgetSubjectsAnswerSchema = z
  .object({
    /** Teams by name; persons by team, then name; fixtures oldest first. */
    data: z.array(widgetSubjectOptionSchema),
    meta: z.object({
      /**
       * The one the preview shows until another is picked: the season's first team in the standings, its
       * leading scorer, its latest played fixture; null when the season has none.
       */
      defaultId: z.string().nullable(),
    }),
  })
  .meta({ id: 'WidgetSubjectsAnswer' });
export type WidgetSubjectsAnswer = z.infer<typeof widgetSubjectsAnswerSchema>;
