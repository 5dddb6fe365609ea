import { limitMessage, type Option } from '@eua/shared';
import { useId, useMemo, useState } from 'react';
import { useFormEngine } from '../../engine-context';
import { FieldError, useFieldLabel } from '../../field-frame';
import { useField } from '../../use-field';
import { useFormT } from '../../use-form-t';
import type { WidgetProps } from '../basic/basic-widgets';
import './dual-list.css';
import { ListBox } from './list-box';
import {
  availableOf,
  canShift,
  fitUnderLimit,
  noPicks,
  type Picks,
  pickedOf,
  picksAfterMove,
  placeAt,
  reorderTargets,
  sameOrder,
  shift,
} from './selection';

/**
 * The multi-select component (docs/product.md#editors): pick and order items from a lookup. Search
 * (case-insensitive on text) narrows the available list; Add All, Remove All, add and remove the picked items,
 * move them up and down (buttons, Alt+Arrow, or drag and drop); a count of the selected items; a new selection
 * past the field's limit is refused with a message (docs/product.md#validation-and-pre-send-rules; decisions
 * 051, 061, 072). Changes are announced in a polite live region. What is picked, listed, added and moved is
 * worked out by the selection model (selection.ts); each side is a ListBox (list-box.tsx).
 */
export function DualListWidget({ field }: WidgetProps) {
  const binding = useField<unknown>(field.name);
  const label = useFieldLabel(binding);
  const t = useFormT();
  const { document } = useFormEngine();
  const baseId = useId();
  const [search, setSearch] = useState('');
  const [availablePicks, setAvailablePicks] = useState<Picks>(noPicks);
  const [selectedPicks, setSelectedPicks] = useState<Picks>(noPicks);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState({ text: '', n: 0 });

  const key = field.lookup && 'key' in field.lookup ? field.lookup.key : undefined;
  const options = useMemo(
    () =>
      ((key ? document.lookups[key] : undefined) ?? field.options ?? []).map((o) => ({
        text: o.text,
        value: String(o.value),
      })),
    [document, key, field.options],
  );
  // Lower-cased once per lookup, not once per keystroke (10,000 options: decision 074), and only once a search
  // needs them, not while the screen first renders (decision 093).
  const lowered = useMemo(() => {
    let texts: string[] | undefined;
    return () => {
      texts ??= options.map((o) => o.text.toLowerCase());
      return texts;
    };
  }, [options]);
  const textOf = useMemo(() => new Map(options.map((o) => [o.value, o.text])), [options]);
  const selectedValues = useMemo(
    () => (Array.isArray(binding.value) ? (binding.value as unknown[]).map(String) : []),
    [binding.value],
  );
  // A stored value the lookup no longer offers stays listed (by its value) so that it can be removed.
  const selected = useMemo(
    () => selectedValues.map((value) => ({ value, text: textOf.get(value) ?? value })),
    [selectedValues, textOf],
  );
  const available = useMemo(
    () => availableOf(options, lowered, selectedValues, search),
    [options, lowered, selectedValues, search],
  );
  const pickedAvailable = useMemo(() => pickedOf(available, availablePicks), [available, availablePicks]);
  const pickedSelected = useMemo(() => pickedOf(selected, selectedPicks), [selected, selectedPicks]);

  const announce = (text: string) => setAnnouncement((a) => ({ text, n: a.n + 1 }));
  const itemsText = (items: Option[], one: string, many: string) =>
    items.length === 1 ? t(one, { item: items[0]?.text }) : t(many, { n: items.length });

  const commit = (values: string[]) => {
    setRefusal(null);
    binding.onChange(values);
  };
  // Adding takes what fits under the limit, in list order, and says so when it had to leave some out.
  const add = (items: Option[]) => {
    if (items.length === 0) return;
    const { taken, refused } = fitUnderLimit(items, selectedValues.length, field.limit);
    if (taken.length > 0) {
      commit([...selectedValues, ...taken.map((o) => o.value)]);
      announce(itemsText(taken, '{{item}} added', '{{n}} items added'));
    }
    if (refused && field.limit !== undefined) setRefusal(limitMessage(field.limit));
    setAvailablePicks((p) => ({ ...noPicks, active: p.active }));
  };
  const remove = (items: Option[]) => {
    if (items.length === 0) return;
    const gone = new Set(items.map((o) => o.value));
    commit(selectedValues.filter((v) => !gone.has(v)));
    announce(itemsText(items, '{{item}} removed', '{{n}} items removed'));
    setSelectedPicks((p) => ({ ...noPicks, active: p.active }));
  };
  const moved = (next: string[], values: ReadonlySet<string>, activeValue: string | undefined) => {
    commit(next);
    const { picks, positions } = picksAfterMove(next, values, activeValue);
    setSelectedPicks(picks);
    const first = next[positions[0] ?? 0];
    announce(
      positions.length === 1
        ? t('{{item}} moved to position {{position}}', {
            item: textOf.get(first ?? '') ?? first,
            position: (positions[0] ?? 0) + 1,
          })
        : t('{{n}} items moved to positions {{from}}–{{to}}', {
            n: positions.length,
            from: (positions[0] ?? 0) + 1,
            to: (positions.at(-1) ?? 0) + 1,
          }),
    );
  };
  const move = (delta: -1 | 1, orActive: boolean) => {
    const values = reorderTargets(selected, selectedPicks, orActive);
    const next = shift(selectedValues, values, delta);
    if (values.size === 0 || sameOrder(next, selectedValues)) return;
    const activeValue = selected[selectedPicks.active]?.value;
    moved(next, values, activeValue !== undefined && values.has(activeValue) ? activeValue : undefined);
  };
  const reorder = (values: string[], slot: number) => {
    const next = placeAt(selectedValues, values, slot);
    if (sameOrder(next, selectedValues)) return;
    moved(next, new Set(values), values[0]);
  };
  // The buttons between the lists, in this order; Move up and down name their keys.
  const actions: { label: string; act: () => void; enabled: boolean; title?: string; shortcut?: string }[] = [
    { label: 'Add All', act: () => add(available), enabled: available.length > 0 },
    { label: 'Add selected', act: () => add(pickedAvailable), enabled: pickedAvailable.length > 0 },
    { label: 'Remove selected', act: () => remove(pickedSelected), enabled: pickedSelected.length > 0 },
    { label: 'Remove All', act: () => remove(selected), enabled: selected.length > 0 },
    {
      label: 'Move up',
      act: () => move(-1, false),
      enabled: canShift(selectedValues, selectedPicks.values, -1),
      title: t('Move up (Alt+↑)'),
      shortcut: 'Alt+ArrowUp',
    },
    {
      label: 'Move down',
      act: () => move(1, false),
      enabled: canShift(selectedValues, selectedPicks.values, 1),
      title: t('Move down (Alt+↓)'),
      shortcut: 'Alt+ArrowDown',
    },
  ];

  const groupLabelId = `${baseId}-label`;
  const countId = `${baseId}-count`;
  const refusalId = `${baseId}-refusal`;
  const hintId = `${baseId}-hint`;

  return (
    // A group of two listboxes and their buttons: a fieldset would need a legend, and the label is a div
    // so that it can name the group and the count at once.
    // biome-ignore lint/a11y/useSemanticElements: see above
    <div
      className="mb-3 dual-list"
      role="group"
      aria-labelledby={groupLabelId}
      aria-describedby={[countId, refusal ? refusalId : '', binding.error ? binding.errorId : '']
        .join(' ')
        .trim()}
    >
      <div id={groupLabelId} className="form-label">
        {label}
      </div>
      <input type="hidden" name={field.name} value={selectedValues.join(',')} />
      <div className="row g-2">
        <div className="col-12 col-md-5">
          <label htmlFor={binding.id} className="visually-hidden">
            {t('Search {{label}}', { label })}
          </label>
          <input
            id={binding.id}
            type="search"
            className="form-control form-control-sm mb-1"
            placeholder={t('Search...')}
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setAvailablePicks(noPicks);
            }}
            ref={binding.ref}
            onBlur={binding.onBlur}
            aria-controls={`${baseId}-available`}
            aria-invalid={binding.ariaProps['aria-invalid']}
          />
          <ListBox
            id={`${baseId}-available`}
            label={t('Available {{label}}', { label })}
            items={available}
            picks={availablePicks}
            onPicks={setAvailablePicks}
            onMove={add}
          />
        </div>
        <div className="col-12 col-md-2 dual-list__actions">
          {actions.map((action) => (
            <button
              key={action.label}
              type="button"
              className="btn btn-sm btn-outline-secondary"
              onClick={action.act}
              disabled={!action.enabled}
              title={action.title}
              aria-keyshortcuts={action.shortcut}
            >
              {t(action.label)}
            </button>
          ))}
        </div>
        <div className="col-12 col-md-5">
          <div id={countId} className="small mb-1 dual-list__count">
            {selected.length} {t('Items selected')}
            {field.limit !== undefined && ` (${t('at most {{limit}}', { limit: field.limit })})`}
          </div>
          <ListBox
            id={`${baseId}-selected`}
            label={t('Selected {{label}}', { label })}
            items={selected}
            picks={selectedPicks}
            onPicks={setSelectedPicks}
            onMove={remove}
            onReorder={reorder}
            describedBy={hintId}
            onKeyExtra={(event) => {
              // Alt+Arrow reorders the picked (or the active) items, as Move up/down and dragging do
              // (WCAG 2.5.7: dragging has a keyboard alternative).
              if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return false;
              event.preventDefault();
              move(event.key === 'ArrowUp' ? -1 : 1, true);
              return true;
            }}
          />
          <div id={hintId} className="form-text mt-1 dual-list__hint">
            {t('Alt+↑/↓ or drag to reorder; Ctrl/Shift+click picks several.')}
          </div>
        </div>
      </div>
      <div role="status" className="visually-hidden">
        <span key={announcement.n}>{announcement.text}</span>
      </div>
      {refusal && (
        <div id={refusalId} role="alert" className="invalid-feedback d-block">
          {t(refusal)}
        </div>
      )}
      <FieldError binding={binding} />
    </div>
  );
}
