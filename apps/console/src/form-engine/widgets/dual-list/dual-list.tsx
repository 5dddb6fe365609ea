import { canSelectMore, limitMessage, type Option } from '@eua/shared';
import { type KeyboardEvent, memo, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useFormEngine } from '../../engine-context';
import { FieldError, useFieldLabel } from '../../field-frame';
import { useField } from '../../use-field';
import { useFormT } from '../../use-form-t';
import type { WidgetProps } from '../basic/basic-widgets';

type ListProps = {
  id: string;
  label: string;
  items: Option[];
  active: number;
  setActive: (index: number) => void;
  /** Enter, Space or a double click: move the item to the other list. */
  onPick: (item: Option) => void;
  onKeyExtra?: (event: KeyboardEvent) => boolean;
};

const Row = memo(function Row(props: {
  id: string;
  index: number;
  item: Option;
  active: boolean;
  setActive: (index: number) => void;
  onPick: (item: Option) => void;
}) {
  const { id, index, item, active, setActive, onPick } = props;
  return (
    // The listbox owns the keyboard (aria-activedescendant); a click only moves the active option.
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <div
      id={id}
      role="option"
      aria-selected={active}
      className={active ? 'dual-list__row dual-list__row--active' : 'dual-list__row'}
      onClick={() => setActive(index)}
      onDoubleClick={() => onPick(item)}
      tabIndex={-1}
    >
      {item.text}
    </div>
  );
});

/**
 * One side of the dual list: a listbox with one active option (aria-activedescendant), operated with the
 * arrow keys, Home/End, and Enter or Space to move the active option across.
 */
function ListBox({ id, label, items, active, setActive, onPick, onKeyExtra }: ListProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const optionId = (index: number) => `${id}-${index}`;
  const current = items.length === 0 ? -1 : Math.min(active, items.length - 1);

  // Keep the active option in view as the keyboard moves it (only then: not on every render).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the active option changes
  useEffect(() => {
    if (current < 0 || !boxRef.current?.contains(document.activeElement)) return;
    const element = boxRef.current.querySelector(`#${CSS.escape(`${id}-${current}`)}`);
    (element as HTMLElement | null)?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);
  // Rows are memoised (thousands of options): they get stable callbacks that read the latest props.
  const pickRef = useRef(onPick);
  pickRef.current = onPick;
  const pick = useCallback((item: Option) => pickRef.current(item), []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (onKeyExtra?.(event)) return;
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(current + 1, last),
      ArrowUp: Math.max(current - 1, 0),
      Home: 0,
      End: last,
      PageDown: Math.min(current + 7, last),
      PageUp: Math.max(current - 7, 0),
    };
    if (event.key in moves && items.length > 0) {
      event.preventDefault();
      setActive(moves[event.key] ?? 0);
    } else if ((event.key === 'Enter' || event.key === ' ') && current >= 0) {
      event.preventDefault();
      const item = items[current];
      if (item) onPick(item);
    }
  };

  return (
    <div
      ref={boxRef}
      id={id}
      role="listbox"
      tabIndex={0}
      aria-label={label}
      aria-activedescendant={current >= 0 ? optionId(current) : undefined}
      className="dual-list__box form-control p-0"
      onKeyDown={onKeyDown}
    >
      {items.map((item, index) => (
        <Row
          key={item.value}
          id={optionId(index)}
          index={index}
          item={item}
          active={index === current}
          setActive={setActive}
          onPick={pick}
        />
      ))}
    </div>
  );
}

/**
 * SPEC.md §2 "Multi-select component": pick and order items from a lookup. Search (case-insensitive on
 * text) narrows the available list; Add All, Remove All, add and remove one, move up and down; a count of
 * the selected items; a new selection past the field's limit is refused with a message (SPEC.md §5).
 */
export function DualListWidget({ field }: WidgetProps) {
  const binding = useField<unknown>(field.name);
  const label = useFieldLabel(binding);
  const t = useFormT();
  const { document } = useFormEngine();
  const baseId = useId();
  const [search, setSearch] = useState('');
  const [activeAvailable, setActiveAvailable] = useState(0);
  const [activeSelected, setActiveSelected] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);

  const key = field.lookup && 'key' in field.lookup ? field.lookup.key : undefined;
  const options = useMemo(
    () =>
      ((key ? document.lookups[key] : undefined) ?? field.options ?? []).map((o) => ({
        text: o.text,
        value: String(o.value),
      })),
    [document, key, field.options],
  );
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
  const available = useMemo(() => {
    const taken = new Set(selectedValues);
    const needle = search.trim().toLowerCase();
    return options.filter(
      (o) => !taken.has(o.value) && (needle === '' || o.text.toLowerCase().includes(needle)),
    );
  }, [options, selectedValues, search]);

  const refuse = () => {
    setRefusal(field.limit !== undefined ? limitMessage(field.limit) : null);
  };
  const commit = (values: string[]) => {
    setRefusal(null);
    binding.onChange(values);
  };
  const add = (item: Option) => {
    if (!canSelectMore(field, selectedValues)) return refuse();
    commit([...selectedValues, item.value]);
  };
  const remove = (item: Option) => commit(selectedValues.filter((v) => v !== item.value));
  // Add All takes what fits under the limit, in list order, and says so when it had to leave some out.
  const addAll = () => {
    if (available.length === 0) return;
    const room =
      field.limit === undefined ? available.length : Math.max(0, field.limit - selectedValues.length);
    if (room > 0) commit([...selectedValues, ...available.slice(0, room).map((o) => o.value)]);
    if (room < available.length) refuse();
  };
  const move = (delta: -1 | 1) => {
    const from = Math.min(activeSelected, selected.length - 1);
    const to = from + delta;
    if (from < 0 || to < 0 || to >= selected.length) return;
    const next = [...selectedValues];
    [next[from], next[to]] = [next[to] as string, next[from] as string];
    commit(next);
    setActiveSelected(to);
  };

  const activeAvailableItem = available[Math.min(activeAvailable, available.length - 1)];
  const activeSelectedItem = selected[Math.min(activeSelected, selected.length - 1)];
  const groupLabelId = `${baseId}-label`;
  const countId = `${baseId}-count`;
  const refusalId = `${baseId}-refusal`;

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
              setActiveAvailable(0);
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
            active={activeAvailable}
            setActive={setActiveAvailable}
            onPick={add}
          />
        </div>
        <div className="col-12 col-md-2 d-flex flex-md-column gap-1 justify-content-center">
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={addAll}
            disabled={available.length === 0}
          >
            {t('Add All')}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={() => activeAvailableItem && add(activeAvailableItem)}
            disabled={!activeAvailableItem}
          >
            {t('Add selected')}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={() => activeSelectedItem && remove(activeSelectedItem)}
            disabled={!activeSelectedItem}
          >
            {t('Remove selected')}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={() => commit([])}
            disabled={selected.length === 0}
          >
            {t('Remove All')}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={() => move(-1)}
            disabled={!activeSelectedItem || activeSelected <= 0}
          >
            {t('Move up')}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={() => move(1)}
            disabled={!activeSelectedItem || activeSelected >= selected.length - 1}
          >
            {t('Move down')}
          </button>
        </div>
        <div className="col-12 col-md-5">
          <div id={countId} className="small mb-1 dual-list__count" aria-live="polite">
            {selected.length} {t('Items selected')}
            {field.limit !== undefined && ` (${t('at most {{limit}}', { limit: field.limit })})`}
          </div>
          <ListBox
            id={`${baseId}-selected`}
            label={t('Selected {{label}}', { label })}
            items={selected}
            active={activeSelected}
            setActive={setActiveSelected}
            onPick={remove}
            onKeyExtra={(event) => {
              // Alt+Arrow reorders the active item, as the Move up/down buttons do.
              if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return false;
              event.preventDefault();
              move(event.key === 'ArrowUp' ? -1 : 1);
              return true;
            }}
          />
        </div>
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
