import {
  columnSize,
  type FeatureDefinition,
  type FieldDefinition,
  type FieldKind,
  type FormSection,
  type FormValues,
  fieldKind,
  isVisible,
  namesInSection,
  sectionsOf,
} from '@eua/shared';
import {
  type JSX,
  type MouseEvent,
  memo,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { type UseFormSetFocus, useFormState, useWatch } from 'react-hook-form';
import { widgetFor } from './registry';
import { useFormT } from './use-form-t';
import './form-sections.css';

/**
 * Forms of more sections than this (Fixture Details, Team Details, the statistics screens) open only their
 * first section at start, the others showing what they hold; shorter forms open every section. A section
 * menu is offered from MENU_FROM sections on (decision 083).
 */
export const OPEN_ALL_UP_TO = 4;
export const MENU_FROM = 3;

type Extras = Partial<Record<string, ReactNode>>;

/** DOM ids of a section's parts. */
const sectionDomId = (id: string) => `form-section-${id}`;
const toggleId = (id: string) => `${sectionDomId(id)}-toggle`;
const panelId = (id: string) => `${sectionDomId(id)}-panel`;

/**
 * A feature's fields, grouped in the titled, collapsible sections its definition declares (decision 083), with
 * a section menu for long forms. A definition without sections (a test form) renders its fields in one untitled
 * group. Sections are layout only: every field stays mounted (a collapsed section is
 * `hidden`), so the values, the order they are sent in and the validation are those of the definition.
 *
 * Memoised, and reading the form through `setFocus` and `useFormState` rather than `useFormContext` (whose value
 * changes with any of the form's state): a change of the form's state that no field shows — react-hook-form's
 * `isReady` right after the form's first render, before the first paint — does not render every field again
 * (decision 093).
 */
export const FormFields = memo(function FormFields(props: {
  feature: FeatureDefinition;
  fieldExtras?: Extras;
  /** The form's `setFocus` (react-hook-form): an invalid field in a section that had to open takes focus. */
  setFocus: UseFormSetFocus<FormValues>;
}): JSX.Element {
  const { feature, fieldExtras, setFocus } = props;
  const sections = useMemo(() => sectionsOf(feature), [feature]);
  if (!feature.sections) {
    return <SectionBody feature={feature} section={sections[0]!} extras={fieldExtras} />;
  }
  return <SectionedFields feature={feature} sections={sections} extras={fieldExtras} setFocus={setFocus} />;
});

function SectionedFields(props: {
  feature: FeatureDefinition;
  sections: FormSection[];
  extras?: Extras;
  setFocus: UseFormSetFocus<FormValues>;
}) {
  const { feature, sections, extras, setFocus } = props;
  const t = useFormT();
  const { errors, submitCount } = useFormState();
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () =>
      new Set(
        sections.length > OPEN_ALL_UP_TO ? sections.slice(0, 1).map((s) => s.id) : sections.map((s) => s.id),
      ),
  );
  const [focusSection, setFocusSection] = useState<string | null>(null);

  // Names with an error, in the order the form shows them (a controlled hidden field at its widget).
  const ordered = useMemo(
    () => sections.flatMap((s) => namesInSection(feature, s).map((name) => ({ name, section: s }))),
    [feature, sections],
  );
  const invalid = ordered.filter(({ name }) => errors[name]);
  const invalidKey = invalid.map((i) => i.name).join(' ');

  // A section holding an error opens itself, before the browser paints (client rules and server 400s alike),
  // and again on each submit that finds it invalid.
  // biome-ignore lint/correctness/useExhaustiveDependencies: invalidKey stands for `invalid`
  useLayoutEffect(() => {
    if (invalid.length === 0) return;
    setOpen((current) => {
      const needed = invalid.map((i) => i.section.id).filter((id) => !current.has(id));
      return needed.length === 0 ? current : new Set([...current, ...needed]);
    });
  }, [invalidKey, submitCount]);

  // react-hook-form focuses the first invalid field when a submit fails, but it does so before its section
  // has opened: a field in a collapsed section cannot take focus. Once the sections are open, the first
  // invalid field in the form's order gets focus, unless an invalid field already has it.
  const focusedFor = useRef(submitCount);
  // biome-ignore lint/correctness/useExhaustiveDependencies: invalidKey stands for `invalid`
  useEffect(() => {
    if (submitCount === focusedFor.current || invalid.length === 0) return;
    if (invalid.some((i) => !open.has(i.section.id))) return; // opening: this runs again once open
    focusedFor.current = submitCount;
    const active = document.activeElement;
    const slotOf = (name: string) => document.querySelector(`[data-field-slot~="${CSS.escape(name)}"]`);
    if (active && invalid.some((i) => slotOf(i.name)?.contains(active))) return;
    const first = invalid[0]!;
    try {
      setFocus(first.name);
    } catch {
      // A hidden field a widget controls has no element of its own: its widget takes focus below.
    }
    const slot = slotOf(first.name);
    if (slot && !slot.contains(document.activeElement)) firstFocusable(slot)?.focus();
  }, [submitCount, invalidKey, open, setFocus]);

  // The menu's jump: the section opens, comes into view and its heading button takes focus.
  useEffect(() => {
    if (!focusSection || !open.has(focusSection)) return;
    setFocusSection(null);
    const button = document.getElementById(toggleId(focusSection));
    button?.closest('.form-section')?.scrollIntoView?.({ block: 'start' });
    button?.focus({ preventScroll: true });
  }, [focusSection, open]);

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const jump = (id: string) => {
    setOpen((current) => (current.has(id) ? current : new Set([...current, id])));
    setFocusSection(id);
  };

  const withMenu = sections.length >= MENU_FROM;
  return (
    <div className="form-sections-container">
      <div className={withMenu ? 'form-sections form-sections--with-menu' : 'form-sections'}>
        {withMenu && <SectionMenu sections={sections} open={open} onJump={jump} />}
        <div className="form-sections__list">
          {sections.map((s) => (
            <div key={s.id} id={sectionDomId(s.id)} className="form-section">
              <h2 className="form-section__heading">
                <button
                  type="button"
                  id={toggleId(s.id)}
                  className="form-section__toggle"
                  aria-expanded={open.has(s.id)}
                  aria-controls={panelId(s.id)}
                  onClick={() => toggle(s.id)}
                >
                  <span className="form-section__caret" aria-hidden="true" />
                  <span className="form-section__label">
                    {/* Named by what it shows, the title and the summary (WCAG 2.5.3 Label in Name); the space
                        between them, which the flex layout does not render, keeps "Display 7 settings" apart. */}
                    <span className="form-section__title">{t(s.title)}</span>{' '}
                    <SectionSummary feature={feature} section={s} />
                  </span>
                </button>
              </h2>
              <div id={panelId(s.id)} className="form-section__panel" hidden={!open.has(s.id)}>
                <SectionBody feature={feature} section={s} extras={extras} />
              </div>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

/** The first element in `root` that takes keyboard focus. */
function firstFocusable(root: Element): HTMLElement | null {
  return root.querySelector<HTMLElement>(
    'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled), button:not(:disabled), [tabindex]:not([tabindex="-1"])',
  );
}

/**
 * The in-page section menu: a sticky list beside the sections where the form is wide, a "Sections" button
 * that opens the same list above them where it is narrow (a phone). Each link opens its section and moves
 * focus to its heading.
 */
function SectionMenu(props: {
  sections: FormSection[];
  open: ReadonlySet<string>;
  onJump: (id: string) => void;
}) {
  const t = useFormT();
  const [expanded, setExpanded] = useState(false);
  const follow = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    setExpanded(false);
    props.onJump(id);
  };
  return (
    <nav className="form-sections__menu" aria-label={t('Form sections')}>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary form-sections__menu-toggle"
        aria-expanded={expanded}
        aria-controls="form-sections-menu-list"
        onClick={() => setExpanded((value) => !value)}
      >
        {t('Sections')} ({props.sections.length})
      </button>
      <ul
        id="form-sections-menu-list"
        className={`form-sections__menu-list${expanded ? ' is-expanded' : ''}`}
      >
        {props.sections.map((s) => (
          <li key={s.id}>
            <a
              href={`#${sectionDomId(s.id)}`}
              className={props.open.has(s.id) ? 'is-open' : undefined}
              onClick={(event) => follow(event, s.id)}
            >
              {t(s.title)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The nouns a section's summary counts in: dual-list items by what they list, then the widgets' values. */
const listNouns: Record<string, [string, string]> = {
  personStatistics: ['{{n}} statistic', '{{n}} statistics'],
  entityStatistics: ['{{n}} statistic', '{{n}} statistics'],
  matchEvents: ['{{n}} match event', '{{n}} match events'],
  entityOfficials: ['{{n}} official', '{{n}} officials'],
  matchOfficials: ['{{n}} official', '{{n}} officials'],
};
const fieldNouns: [string, string] = ['{{n}} field', '{{n}} fields'];
const widgetNouns: Record<string, [string, string]> = {
  competitions: ['{{n}} season allowed', '{{n}} seasons allowed'],
  colourRules: ['{{n}} colour rule', '{{n}} colour rules'],
  locales: ['{{n}} locale', '{{n}} locales'],
  valueList: ['{{n}} entry', '{{n}} entries'],
};
const settingNouns: [string, string] = ['{{n}} setting', '{{n}} settings'];

const countOf = (value: unknown): number => {
  if (Array.isArray(value)) return value.length;
  if (value && typeof value === 'object')
    return Object.values(value).filter((v) => v === true || typeof v === 'string').length;
  return 0;
};

/**
 * What a section holds, from the live values: "20 statistics · 2 settings"; a part of the widget that is
 * switched off (a "Show … tab" or "Show … page" checkbox unticked) says so first.
 */
function SectionSummary(props: { feature: FeatureDefinition; section: FormSection }) {
  const { feature, section } = props;
  const t = useFormT();
  const fields = useMemo(
    () =>
      section.fields
        .map((name) => feature.fields.find((f) => f.name === name))
        .filter((f): f is FieldDefinition => f !== undefined),
    [feature, section],
  );
  // The values counted: a field's own, or for the season tree the allowed seasons it edits.
  const watched = fields.map((f) => (f.widget === 'competitions' ? 'allowedSeasons' : f.name));
  const conditions = fields.map((f) => f.condition ?? f.name);
  const values = useWatch({ name: watched }) as unknown[];
  const conditionValues = useWatch({ name: conditions }) as unknown[];

  const counts = new Map<string, { nouns: [string, string]; n: number }>();
  const add = (nouns: [string, string], n: number) => {
    const entry = counts.get(nouns[1]) ?? { nouns, n: 0 };
    entry.n += n;
    counts.set(nouns[1], entry);
  };
  const off: string[] = [];
  fields.forEach((field, index) => {
    if (field.condition && !isVisible(field, { [field.condition]: conditionValues[index] })) return;
    const value = values[index];
    if (field.type === 'chooseAndSelect') {
      const key = field.lookup && 'key' in field.lookup ? field.lookup.key : '';
      add(listNouns[key] ?? fieldNouns, countOf(value));
    } else if (field.widget && widgetNouns[field.widget]) {
      add(widgetNouns[field.widget]!, countOf(value));
    } else if (field.type === 'valueList') {
      add(widgetNouns.valueList!, countOf(value));
    } else {
      add(settingNouns, 1);
      const switchedOff = value === false || value === 'false';
      if (field.name.startsWith('active') && switchedOff) {
        off.push(/ page$/.test(field.label) ? t('Page hidden') : t('Tab hidden'));
      }
    }
  });
  // What the section lists first, its plain settings last.
  const ordered = [...counts.values()].sort(
    (a, b) => Number(a.nouns === settingNouns) - Number(b.nouns === settingNouns),
  );
  const parts = [...off, ...ordered.map(({ nouns, n }) => t(n === 1 ? nouns[0] : nouns[1], { n }))];
  return <span className="form-section__summary">{parts.join(' · ')}</span>;
}

/**
 * A section's fields in rows of the grid (docs/product.md#limits-and-constants: column sizes): a row per run of like fields, so the
 * checkboxes sit together, the single choices together (aligned on their controls), the wide widgets below.
 */
export function SectionBody(props: { feature: FeatureDefinition; section: FormSection; extras?: Extras }) {
  const { feature, section, extras } = props;
  const runs = useMemo(() => {
    const result: { kind: FieldKind; fields: FieldDefinition[] }[] = [];
    for (const name of section.fields) {
      const field = feature.fields.find((f) => f.name === name);
      if (!field || field.hidden) continue;
      const kind = fieldKind(field);
      const last = result[result.length - 1];
      if (last && last.kind === kind) last.fields.push(field);
      else result.push({ kind, fields: [field] });
    }
    return result;
  }, [feature, section]);
  return (
    <>
      {runs.map((run) => (
        <div key={run.fields[0]!.name} className={`row form-section__run form-section__run--${run.kind}`}>
          {run.fields.map((field) => (
            <FieldSlot key={field.name} field={field} extra={extras?.[field.name]} />
          ))}
        </div>
      ))}
    </>
  );
}

/** One field in its grid column (docs/product.md#limits-and-constants: size 6 by default), shown only while its condition holds. */
function FieldSlot({ field, extra }: { field: FieldDefinition; extra?: ReactNode }) {
  const conditionValue = useWatch({
    name: field.condition ?? 'websiteId',
    disabled: field.condition === undefined,
  });
  if (field.hidden) return null;
  if (field.condition !== undefined && !isVisible(field, { [field.condition]: conditionValue })) return null;
  const Widget = widgetFor(field);
  // The names this slot answers for: its own and the hidden fields its widget edits (error focus).
  const names = [field.name, ...(field.controls ?? [])].join(' ');
  return (
    <div className={`col-12 col-md-${columnSize(field)}`} data-field-slot={names}>
      <Widget field={field} />
      {extra}
    </div>
  );
}
