import type { WidgetSubject, WidgetSubjectOption } from '@eua/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The picker's form name per subject: previewTeam, previewPerson, previewFixture. */
export const subjectPickerName = (subject: WidgetSubject) =>
  `preview${subject.slice(0, 1).toUpperCase()}${subject.slice(1)}`;

type Group = { label: string | undefined; options: WidgetSubjectOption[] };

/** Consecutive options of one group become one optgroup; options without a group stand alone. */
export function groupOptions(options: readonly WidgetSubjectOption[]): Group[] {
  const groups: Group[] = [];
  for (const option of options) {
    const last = groups.at(-1);
    if (last && option.group !== undefined && last.label === option.group) last.options.push(option);
    else groups.push({ label: option.group, options: [option] });
  }
  return groups;
}

/**
 * Which team, person or fixture the preview of a detail widget shows (decision 111): a native select, so it
 * works with the keyboard and type-ahead as any select does; the server's list, in its order and groups.
 */
export function SubjectPicker(props: {
  subject: WidgetSubject;
  options: readonly WidgetSubjectOption[];
  value: string | undefined;
  onChange: (id: string) => void;
  /** While another season's list loads: the last one stays, not to be picked from. */
  busy: boolean;
}) {
  const { subject, options, value, onChange, busy } = props;
  const { t } = useTranslation();
  const id = useId();
  const render = (option: WidgetSubjectOption) => (
    <option key={option.id} value={option.id}>
      {option.text}
    </option>
  );
  return (
    <div className="d-flex align-items-center gap-2 mb-2">
      <label htmlFor={id} className="form-label small mb-0 text-nowrap">
        {t(`preview.subjects.${subject}`)}
      </label>
      <select
        id={id}
        name={subjectPickerName(subject)}
        className="form-select form-select-sm"
        value={value ?? ''}
        aria-busy={busy}
        disabled={busy}
        onChange={(event) => onChange(event.target.value)}
      >
        {groupOptions(options).map((group) =>
          group.label === undefined ? (
            group.options.map(render)
          ) : (
            <optgroup key={`${group.label}/${group.options[0]?.id}`} label={group.label}>
              {group.options.map(render)}
            </optgroup>
          ),
        )}
      </select>
    </div>
  );
}
