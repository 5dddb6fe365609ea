import type { ConfigDocument, FormValues } from '@eua/shared';
import { describe, expect, it } from 'vitest';
import type { Draft } from './drafts/drafts-api';
import { configEditorReducer, discardTarget, openEditor, withDraft } from './use-config-editor';

const document = (version: number, config: Record<string, unknown> = {}) =>
  ({ version, config }) as unknown as ConfigDocument;
const draft = (version: number, config: Record<string, unknown> = {}) =>
  ({ version, config, baseVersion: 1 }) as unknown as Draft;
const mine = {} as FormValues;

describe('the configuration form’s state (decision 123)', () => {
  it('holds a document with its draft’s settings, and a new hold ends any conflict', () => {
    const opened = openEditor(document(3, { a: 1 }), draft(2, { a: 2 }));
    expect(withDraft(opened.document, opened.draft).config).toEqual({ a: 2 });
    const inConflict = configEditorReducer(opened, {
      type: 'conflict',
      conflict: { base: opened.document, mine, current: document(4) },
    });
    expect(inConflict.conflict?.current.version).toBe(4);
    const held = configEditorReducer(inConflict, { type: 'held', document: document(4), draft: null });
    expect(held).toMatchObject({ conflict: null, draftConflict: null, draft: null });
    expect(held.document.version).toBe(4);
  });

  it('discards back to the stored version a conflict told of, or to the draft a draft conflict told of', () => {
    const opened = openEditor(document(3), draft(2));
    const live = configEditorReducer(opened, {
      type: 'conflict',
      conflict: { base: opened.document, mine, current: document(5) },
    });
    expect(discardTarget(live).document.version).toBe(5);
    expect(discardTarget(live).draft?.version).toBe(2);
    const onDraft = configEditorReducer(opened, {
      type: 'conflict',
      conflict: { base: opened.document, mine, current: document(3) },
      draft: draft(7),
    });
    expect(discardTarget(onDraft)).toEqual({ document: opened.document, draft: draft(7) });
  });

  it('applies a merge against the live version, or against the draft a 412 on the draft told of', () => {
    const opened = openEditor(document(3), null);
    const conflict = { base: opened.document, mine, current: document(6) };
    const live = configEditorReducer(configEditorReducer(opened, { type: 'conflict', conflict }), {
      type: 'merged',
      current: document(6),
    });
    expect(live).toMatchObject({ conflict: null, draft: null });
    expect(live.document.version).toBe(6);
    const onDraft = configEditorReducer(
      configEditorReducer(opened, { type: 'conflict', conflict, draft: draft(8) }),
      { type: 'merged', current: document(6) },
    );
    expect(onDraft.document.version).toBe(3);
    expect(onDraft.draft?.version).toBe(8);
  });

  it('tracks one request, the History toggle and one confirmation at a time', () => {
    let state = openEditor(document(1), null);
    state = configEditorReducer(state, { type: 'busy', busy: 'draft' });
    state = configEditorReducer(state, { type: 'historyToggled' });
    state = configEditorReducer(state, { type: 'asked', asking: { kind: 'submit' } });
    expect(state).toMatchObject({ busy: 'draft', historyOpen: true, asking: { kind: 'submit' } });
  });
});
