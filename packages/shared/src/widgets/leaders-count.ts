/**
 * Leaders' `leadersCountPerStatistic`, interpreted once (decision 122): the screen's limit, the length of the
 * content's lists, the public answer's cut and the widget's rows (docs/product.md#limits-and-constants).
 */

/** The most leaders a statistic lists: the screen's limit and what the content holds for the preview. */
export const MOST_LEADERS_PER_STATISTIC = 50;

/** The leaders of one statistic that show: the first `count` (the saved setting), never more than the most. */
export const leadersShown = <T>(leaders: readonly T[], count: number = MOST_LEADERS_PER_STATISTIC): T[] =>
  leaders.slice(0, Math.min(count, MOST_LEADERS_PER_STATISTIC));
