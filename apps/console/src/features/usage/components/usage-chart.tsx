import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Loads per day as bars, with the same figures in a table beside it (docs/product.md#usage-and-health): the
 * picture is one image with a summary for a screen reader, which reads the figures from the table; the
 * table's region scrolls by keyboard.
 */
export function UsageChart({
  days,
  loads,
  label,
}: {
  days: readonly string[];
  loads: readonly number[];
  label: string;
}) {
  const { t } = useTranslation();
  const tableId = useId();
  const max = Math.max(1, ...loads);
  const width = 600;
  const height = 160;
  const gap = days.length > 40 ? 1 : 2;
  const bar = width / Math.max(1, days.length);
  return (
    <div className="row g-3 mb-3">
      <div className="col-lg-8">
        <svg
          className="usage-chart w-100 border rounded"
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-label={label}
          aria-describedby={tableId}
          preserveAspectRatio="none"
        >
          {loads.map((value, index) => {
            const h = (value / max) * (height - 10);
            return (
              <rect
                key={days[index]}
                x={index * bar + gap / 2}
                y={height - h}
                width={Math.max(1, bar - gap)}
                height={h}
                className="usage-bar"
              >
                <title>{`${days[index]}: ${value}`}</title>
              </rect>
            );
          })}
          {loads.every((value) => value === 0) ? (
            // An empty period says so, rather than drawing a blank box.
            <text x={width / 2} y={height / 2} textAnchor="middle" className="usage-empty">
              {t('usage.noLoads')}
            </text>
          ) : null}
        </svg>
      </div>
      <div className="col-lg-4">
        <section
          className="usage-figures border rounded"
          // A scrolling region a keyboard can reach (WCAG 2.1.1).
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling region must be reachable by keyboard
          tabIndex={0}
          aria-labelledby={`${tableId}-caption`}
        >
          <table id={tableId} className="table table-sm mb-0">
            <caption id={`${tableId}-caption`} className="px-2">
              {t('usage.figures')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('usage.day')}</th>
                <th scope="col" className="text-end">
                  {t('usage.loads')}
                </th>
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map((day, index) => (
                <tr key={day}>
                  <th scope="row" className="fw-normal">
                    <time dateTime={day}>{day}</time>
                  </th>
                  <td className="text-end">{loads[days.length - 1 - index]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </div>
  );
}

/** A small line of loads per day for a table cell; its figures are in the row, so it is an image with a summary. */
export function Sparkline({ loads, label }: { loads: readonly number[]; label: string }) {
  const max = Math.max(1, ...loads);
  const width = 100;
  const height = 24;
  const step = width / Math.max(1, loads.length - 1);
  const points = loads.map((value, index) => `${index * step},${height - (value / max) * (height - 2) - 1}`);
  return (
    <svg
      className="usage-sparkline"
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
    >
      <polyline points={points.join(' ')} fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}
