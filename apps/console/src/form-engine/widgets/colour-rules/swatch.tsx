/**
 * A colour sample. Drawn as SVG with a `fill` attribute: the console's Content-Security-Policy forbids
 * inline style attributes (decision 054), and SVG presentation attributes are not styles.
 */
export function Swatch({ colour, size = 20 }: { colour: string; size?: number }) {
  return (
    <svg
      className="colour-swatch"
      width={size}
      height={size}
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
    >
      <rect
        x="0.5"
        y="0.5"
        width="19"
        height="19"
        rx="3"
        fill={colour}
        stroke="currentColor"
        strokeOpacity="0.4"
      />
    </svg>
  );
}
