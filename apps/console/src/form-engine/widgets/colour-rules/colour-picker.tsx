import { type RefObject, useEffect, useId, useRef } from 'react';
import { useFormT } from '../../use-form-t';
import { Swatch } from './swatch';

/** A palette of distinct colours commonly used for promotion, play-off and relegation zones. */
export const PALETTE = [
  '#aabbcc',
  '#2e7d32',
  '#66bb6a',
  '#c8e6c9',
  '#1565c0',
  '#64b5f6',
  '#f9a825',
  '#fff59d',
  '#ef6c00',
  '#c62828',
  '#ef9a9a',
  '#6a1b9a',
];

/**
 * The popover a swatch button opens (docs/product.md#editors: closes on an outside click; also on Escape,
 * returning focus to the swatch). Offers the palette and the browser's own colour chooser.
 */
export function ColourPicker(props: {
  colour: string;
  onPick: (colour: string) => void;
  onClose: () => void;
  anchor: RefObject<HTMLElement | null>;
}) {
  const { colour, onPick, onClose, anchor } = props;
  const t = useFormT();
  const ref = useRef<HTMLDivElement>(null);
  const nativeId = useId();

  useEffect(() => {
    const outside = (event: MouseEvent) => {
      const target = event.target as Node;
      if (ref.current?.contains(target) || anchor.current?.contains(target)) return;
      onClose();
    };
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onClose();
      anchor.current?.focus();
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('keydown', onEscape);
    ref.current?.querySelector<HTMLElement>('button')?.focus();
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('keydown', onEscape);
    };
  }, [onClose, anchor]);

  const sixDigits = /^#[0-9a-fA-F]{6}$/.test(colour) ? colour : '#aabbcc';
  return (
    <div ref={ref} role="dialog" aria-label={t('Colour picker')} className="colour-picker card shadow p-2">
      <div className="colour-picker__palette">
        {PALETTE.map((swatch) => (
          <button
            key={swatch}
            type="button"
            className={swatch === colour.toLowerCase() ? 'btn btn-sm p-1 active' : 'btn btn-sm p-1'}
            aria-label={swatch}
            aria-pressed={swatch === colour.toLowerCase()}
            onClick={() => onPick(swatch)}
          >
            <Swatch colour={swatch} />
          </button>
        ))}
      </div>
      <label htmlFor={nativeId} className="form-label small mt-2 mb-0">
        {t('Other colour')}
      </label>
      <input
        id={nativeId}
        type="color"
        className="form-control form-control-color"
        value={sixDigits}
        onChange={(e) => onPick(e.target.value)}
      />
    </div>
  );
}
