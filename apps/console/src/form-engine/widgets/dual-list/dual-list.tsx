import { limitMessage, type Option } from '@eua/shared';
import {
  type DragEvent,
  type KeyboardEvent,
  type MouseEvent,
  memo,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useFormEngine } from '../../engine-context';
import { FieldError, useFieldLabel } from '../../field-frame';
import { useField } from '../../use-field';
import { useFormT } from '../../use-form-t';
import type { WidgetProps } from '../basic/basic-widgets';
import './dual-list.css';

/** SPEC.md §9: multi-select row height 25, box height 175. */
export const ROW_HEIGHT = 25;
export const BOX_HEIGHT = 175;
/** Rows rendered beyond each edge of the visible window, so that a fast scroll shows no gap. */
export const OVERSCAN = 5;
const PAGE = Math.floor(BOX_HEIGHT / ROW_HEIGHT);

/** One side's picks: the active option (the keyboard's place), the anchor of a Shift range, the picked values. */
type Picks = { active: number; anchor: number; values: ReadonlySet<string> };
type PickMode = 'only' | 'toggle' | 'range' | 'focus' | 'all';
const noPicks: Picks = { active: 0, anchor: 0, values: new Set() };

function pickIn(items: Option[], state: Picks, index: number, mode: PickMode): Picks {
  const item = items[index];
  if (!item) return state;
  if (mode === 'focus') return { ...state, active: index };
  if (mode === 'all') return { ...state, active: index, values: new Set(items.map((o) => o.value)) };
  if (mode === 'toggle') {
    const values = new Set(state.values);
    if (values.has(item.value)) values.delete(item.value);
    else values.add(item.value);
    return { active: index, anchor: index, values };
  }
  if (mode === 'range') {
    const anchor = Math.min(state.anchor, items.length - 1);
    const [from, to] = anchor <= index ? [anchor, index] : [index, anchor];
    return { active: index, anchor, values: new Set(items.slice(from, to + 1).map((o) => o.value)) };
  }
  return { active: index, anchor: index, values: new Set([item.value]) };
}

/**
 * The height the window covers: the box's, or the stylesheet's 175 px where there is no layout (jsdom), and never
 * more than the browser's window (a box left without its stylesheet would otherwise render every row).
 */
const viewOf = (box: HTMLElement) =>
  Math.min(box.clientHeight || BOX_HEIGHT, window.innerHeight || BOX_HEIGHT);

const pickedOf = (items: Option[], picks: Picks) =>
  picks.values.size === 0 ? [] : items.filter((o) => picks.values.has(o.value));

type Drop = { slot: number } | null;

const Row = memo(function Row(props: {
  id: string;
  index: number;
  text: string;
  setSize: number;
  picked: boolean;
  active: boolean;
  draggable: boolean;
  dragging: boolean;
  drop: 'before' | 'after' | undefined;
}) {
  const { id, index, text, setSize, picked, active, draggable, dragging, drop } = props;
  const className = [
    'dual-list__row',
    active && 'dual-list__row--active',
    dragging && 'dual-list__row--dragging',
    drop && `dual-list__row--drop-${drop}`,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    // The listbox keeps the focus and names the active option with aria-activedescendant (so a click focuses
    // the listbox, not the row).
    // biome-ignore lint/a11y/useFocusableInteractive: see above
    <div
      id={id}
      role="option"
      aria-selected={picked}
      aria-setsize={setSize}
      aria-posinset={index + 1}
      data-index={index}
      className={className}
      draggable={draggable || undefined}
      // Positioned through the CSSOM (React sets element.style), which style-src does not govern: decision 074.
      style={{ transform: `translateY(${index * ROW_HEIGHT}px)` }}
    >
      {text}
    </div>
  );
});

type ListProps = {
  id: string;
  label: string;
  items: Option[];
  picks: Picks;
  onPicks: (picks: Picks) => void;
  /** Enter, Space or a double click: move these items to the other list. */
  onMove: (items: Option[]) => void;
  /** Keys the side handles itself (Alt+Arrow on the selected side); true when handled. */
  onKeyExtra?: (event: KeyboardEvent) => boolean;
  /** The selected side: rows can be dragged to a new place. */
  onReorder?: (values: string[], slot: number) => void;
  describedBy?: string;
};

const indexOf = (target: EventTarget | null): number | undefined => {
  const row = (target as HTMLElement | null)?.closest?.('[data-index]');
  return row ? Number(row.getAttribute('data-index')) : undefined;
};

/**
 * One side of the dual list: a multi-select listbox whose active option is aria-activedescendant. Only the
 * rows in view (and OVERSCAN more each way, and the active one) are in the DOM, positioned over a spacer as
 * tall as all the rows (decision 074); each carries aria-setsize and aria-posinset so that a screen reader
 * still says "12 of 10,000". Events are delegated to the listbox, so the rows need no callbacks of their own.
 */
function ListBox(props: ListProps) {
  const { id, label, items, picks, onPicks, onMove, onKeyExtra, onReorder, describedBy } = props;
  const boxRef = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(BOX_HEIGHT);
  const [dragged, setDragged] = useState<ReadonlySet<string> | null>(null);
  const [drop, setDrop] = useState<Drop>(null);
  const frame = useRef(0);
  const count = items.length;
  const current = count === 0 ? -1 : Math.min(picks.active, count - 1);
  const optionId = (index: number) => `${id}-${index}`;

  // The box's height once it has been laid out, and again when it changes: a ResizeObserver's callback comes
  // after the browser's layout, where reading it in a layout effect forced the page's first layout in the middle
  // of its first render (decision 093). Until then, and without one (a test's DOM), the stylesheet's height.
  useEffect(() => {
    const box = boxRef.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setViewport(viewOf(box)));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const onScroll = () => {
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      const box = boxRef.current;
      if (!box) return;
      setScrollTop(box.scrollTop);
      setViewport(viewOf(box));
    });
  };

  /** Scrolls just enough for row `index` to be in view, and renders that window now. */
  const reveal = (index: number) => {
    const box = boxRef.current;
    if (!box) return;
    // Without layout (jsdom) the box neither has a height nor scrolls: the state is the only scroll position.
    const view = viewOf(box);
    const top = index * ROW_HEIGHT;
    let next = Math.min(box.clientHeight ? box.scrollTop : scrollTop, Math.max(0, count * ROW_HEIGHT - view));
    if (top < next) next = top;
    else if (top + ROW_HEIGHT > next + view) next = top + ROW_HEIGHT - view;
    box.scrollTop = next;
    setScrollTop(next);
  };

  const choose = (index: number, mode: PickMode) => {
    onPicks(pickIn(items, picks, index, mode));
    reveal(index);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (onKeyExtra?.(event)) return;
    const last = count - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(current + 1, last),
      ArrowUp: Math.max(current - 1, 0),
      Home: 0,
      End: last,
      PageDown: Math.min(current + PAGE, last),
      PageUp: Math.max(current - PAGE, 0),
    };
    const ctrl = event.ctrlKey || event.metaKey;
    if (event.key in moves && count > 0) {
      event.preventDefault();
      choose(moves[event.key] ?? 0, event.shiftKey ? 'range' : ctrl ? 'focus' : 'only');
    } else if (ctrl && event.key.toLowerCase() === 'a' && count > 0) {
      event.preventDefault();
      choose(current, 'all');
    } else if (ctrl && event.key === ' ' && current >= 0) {
      event.preventDefault();
      choose(current, 'toggle');
    } else if ((event.key === 'Enter' || event.key === ' ') && current >= 0) {
      event.preventDefault();
      const picked = pickedOf(items, picks);
      const item = items[current];
      onMove(picked.length > 0 ? picked : item ? [item] : []);
    }
  };

  const onClick = (event: MouseEvent) => {
    const index = indexOf(event.target);
    if (index === undefined) return;
    const mode = event.shiftKey ? 'range' : event.ctrlKey || event.metaKey ? 'toggle' : 'only';
    onPicks(pickIn(items, picks, index, mode));
  };
  const onDoubleClick = (event: MouseEvent) => {
    const item = items[indexOf(event.target) ?? -1];
    if (item) onMove([item]);
  };

  // Drag and drop (the selected side): a picked row drags all the picks, another row drags itself. The drop
  // slot is the gap before row `slot` (slot = count: after the last).
  const slotAt = (event: DragEvent) => {
    const index = indexOf(event.target);
    const y = (rect: DOMRect) => event.clientY - rect.top;
    if (index !== undefined) {
      const row = (event.target as HTMLElement).closest('[data-index]') as HTMLElement;
      return y(row.getBoundingClientRect()) > ROW_HEIGHT / 2 ? index + 1 : index;
    }
    const spacer = boxRef.current?.firstElementChild;
    if (!spacer) return count;
    return Math.max(0, Math.min(count, Math.round(y(spacer.getBoundingClientRect()) / ROW_HEIGHT)));
  };
  const dragHandlers = onReorder && {
    onDragStart: (event: DragEvent) => {
      const item = items[indexOf(event.target) ?? -1];
      if (!item) return;
      const values = picks.values.has(item.value) ? picks.values : new Set([item.value]);
      if (!picks.values.has(item.value)) onPicks(pickIn(items, picks, indexOf(event.target) ?? 0, 'only'));
      setDragged(values);
      if (event.dataTransfer) {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', item.text);
      }
    },
    onDragOver: (event: DragEvent) => {
      if (!dragged) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
      const slot = slotAt(event);
      if (drop?.slot !== slot) setDrop({ slot });
    },
    onDrop: (event: DragEvent) => {
      if (!dragged) return;
      event.preventDefault();
      const slot = slotAt(event);
      onReorder(
        items.filter((o) => dragged.has(o.value)).map((o) => o.value),
        slot,
      );
      setDragged(null);
      setDrop(null);
    },
    onDragEnd: () => {
      setDragged(null);
      setDrop(null);
    },
  };

  // The window: rows in view plus the overscan, and the active row wherever it is (aria-activedescendant
  // must name an element that exists).
  const maxTop = Math.max(0, count * ROW_HEIGHT - viewport);
  const top = Math.min(scrollTop, maxTop);
  const first = Math.max(0, Math.floor(top / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(count - 1, Math.ceil((top + viewport) / ROW_HEIGHT) + OVERSCAN - 1);
  const indexes: number[] = [];
  if (current >= 0 && current < first) indexes.push(current);
  for (let i = first; i <= last; i++) indexes.push(i);
  if (current > last) indexes.push(current);

  return (
    <div
      ref={boxRef}
      id={id}
      role="listbox"
      tabIndex={0}
      aria-label={label}
      aria-multiselectable="true"
      aria-activedescendant={current >= 0 ? optionId(current) : undefined}
      aria-describedby={describedBy}
      className="dual-list__box form-control p-0"
      onKeyDown={onKeyDown}
      onClick={onClick}
      onDoubleClick={onDoubleClick}
      onScroll={onScroll}
      {...dragHandlers}
    >
      {/* As tall as every row; its height is set through the CSSOM, as React does for `style` (decision 074). */}
      <div className="dual-list__spacer" style={{ height: count * ROW_HEIGHT }}>
        {indexes.map((index) => {
          const item = items[index] as Option;
          return (
            <Row
              key={item.value}
              id={optionId(index)}
              index={index}
              text={item.text}
              setSize={count}
              picked={picks.values.has(item.value)}
              active={index === current}
              draggable={!!onReorder}
              dragging={!!dragged?.has(item.value)}
              drop={
                drop?.slot === index
                  ? 'before'
                  : drop?.slot === count && index === count - 1
                    ? 'after'
                    : undefined
              }
            />
          );
        })}
      </div>
    </div>
  );
}

/** Moves the picked values one place up (-1) or down (1) as a block; the others keep their order. */
function shift(values: string[], picked: ReadonlySet<string>, delta: -1 | 1): string[] {
  const next = [...values];
  const swap = (i: number, j: number) => {
    [next[i], next[j]] = [next[j] as string, next[i] as string];
  };
  if (delta < 0) {
    for (let i = 1; i < next.length; i++)
      if (picked.has(next[i] as string) && !picked.has(next[i - 1] as string)) swap(i, i - 1);
  } else {
    for (let i = next.length - 2; i >= 0; i--)
      if (picked.has(next[i] as string) && !picked.has(next[i + 1] as string)) swap(i, i + 1);
  }
  return next;
}

/**
 * SPEC.md §2 "Multi-select component": pick and order items from a lookup. Search (case-insensitive on
 * text) narrows the available list; Add All, Remove All, add and remove the picked items, move them up and
 * down (buttons, Alt+Arrow, or drag and drop); a count of the selected items; a new selection past the field's
 * limit is refused with a message (SPEC.md §5; decisions 051, 061, 072). Changes are announced in a polite
 * live region.
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
  const available = useMemo(() => {
    const taken = new Set(selectedValues);
    const needle = search.trim().toLowerCase();
    const texts = needle === '' ? undefined : lowered();
    const result: Option[] = [];
    for (let i = 0; i < options.length; i++) {
      const option = options[i] as Option;
      if (!taken.has(option.value) && (texts === undefined || (texts[i] as string).includes(needle)))
        result.push(option);
    }
    return result;
  }, [options, lowered, selectedValues, search]);
  const pickedAvailable = useMemo(() => pickedOf(available, availablePicks), [available, availablePicks]);
  const pickedSelected = useMemo(() => pickedOf(selected, selectedPicks), [selected, selectedPicks]);

  const announce = (text: string) => setAnnouncement((a) => ({ text, n: a.n + 1 }));
  const itemsText = (items: Option[], one: string, many: string) =>
    items.length === 1 ? t(one, { item: items[0]?.text }) : t(many, { n: items.length });

  const commit = (values: string[]) => {
    setRefusal(null);
    binding.onChange(values);
  };
  // Adding takes what fits under the limit, in list order, and says so when it had to leave some out
  // (decision 061: Add All; the same for several picked items; a single item past the limit adds nothing).
  const add = (items: Option[]) => {
    if (items.length === 0) return;
    const room = field.limit === undefined ? items.length : Math.max(0, field.limit - selectedValues.length);
    const taken = items.slice(0, room);
    if (taken.length > 0) {
      commit([...selectedValues, ...taken.map((o) => o.value)]);
      announce(itemsText(taken, '{{item}} added', '{{n}} items added'));
    }
    if (taken.length < items.length) setRefusal(field.limit !== undefined ? limitMessage(field.limit) : null);
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
    const positions = next.flatMap((v, i) => (values.has(v) ? [i] : []));
    const active = activeValue !== undefined ? next.indexOf(activeValue) : (positions[0] ?? 0);
    setSelectedPicks({ active, anchor: positions[0] ?? active, values });
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
  /** The picked items of the selected side, or (from the keyboard, with none picked) the active one. */
  const reorderTargets = (orActive: boolean): ReadonlySet<string> => {
    if (selectedPicks.values.size > 0 || !orActive) return selectedPicks.values;
    const active = selected[Math.min(selectedPicks.active, selected.length - 1)];
    return new Set(active ? [active.value] : []);
  };
  const move = (delta: -1 | 1, orActive: boolean) => {
    const values = reorderTargets(orActive);
    const next = shift(selectedValues, values, delta);
    if (values.size === 0 || next.every((v, i) => v === selectedValues[i])) return;
    const activeValue = selected[selectedPicks.active]?.value;
    moved(next, values, activeValue !== undefined && values.has(activeValue) ? activeValue : undefined);
  };
  const reorder = (values: string[], slot: number) => {
    const set = new Set(values);
    const before = selectedValues.slice(0, slot).filter((v) => set.has(v)).length;
    const rest = selectedValues.filter((v) => !set.has(v));
    const at = slot - before;
    const next = [...rest.slice(0, at), ...values, ...rest.slice(at)];
    if (next.every((v, i) => v === selectedValues[i])) return;
    moved(next, set, values[0]);
  };
  const canMoveUp = useMemo(
    () =>
      selectedValues.some(
        (v, i) =>
          i > 0 && selectedPicks.values.has(v) && !selectedPicks.values.has(selectedValues[i - 1] as string),
      ),
    [selectedValues, selectedPicks],
  );
  const canMoveDown = useMemo(
    () =>
      selectedValues.some(
        (v, i) =>
          i < selectedValues.length - 1 &&
          selectedPicks.values.has(v) &&
          !selectedPicks.values.has(selectedValues[i + 1] as string),
      ),
    [selectedValues, selectedPicks],
  );

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
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={() => add(available)}
            disabled={available.length === 0}
          >
            {t('Add All')}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={() => add(pickedAvailable)}
            disabled={pickedAvailable.length === 0}
          >
            {t('Add selected')}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={() => remove(pickedSelected)}
            disabled={pickedSelected.length === 0}
          >
            {t('Remove selected')}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={() => remove(selected)}
            disabled={selected.length === 0}
          >
            {t('Remove All')}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={() => move(-1, false)}
            disabled={!canMoveUp}
            title={t('Move up (Alt+↑)')}
            aria-keyshortcuts="Alt+ArrowUp"
          >
            {t('Move up')}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={() => move(1, false)}
            disabled={!canMoveDown}
            title={t('Move down (Alt+↓)')}
            aria-keyshortcuts="Alt+ArrowDown"
          >
            {t('Move down')}
          </button>
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
