import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { type BlockerFunction, useBlocker } from 'react-router';
import { ModalDialog } from './modal-dialog';

/**
 * The unsaved-changes guard (decision 064). A form reports whether what it would send differs from what
 * it loaded; while it does, leaving asks first — a link, Go Back, the browser's back button (the router's
 * blocker), a reload or closing the tab (the browser's own beforeunload dialog), Change customer and Log out
 * (`confirmLeave`). It never asks when nothing differs.
 */
type LeaveGuard = {
  /**
   * A form's check, asked at the moment of leaving: true while what it would send differs from what it
   * loaded. Asked then, not reported after each change, so a navigation a millisecond after an edit is held
   * too. Returns the function that removes it.
   */
  addCheck(owner: string, check: () => boolean): () => void;
  /** Resolves true when nothing is unsaved, or when the user chooses to leave; then nothing asks again. */
  confirmLeave(): Promise<boolean>;
};

/**
 * Outside the shell (a form rendered on its own, as component tests do) there is nothing to guard: leaving
 * is always allowed.
 */
const LeaveGuardContext = createContext<LeaveGuard>({
  addCheck: () => () => undefined,
  confirmLeave: async () => true,
});

export function LeaveGuardProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const checks = useRef(new Map<string, () => boolean>());
  // Set once the user has agreed to leave, so the navigation or unload that follows is not asked again.
  const leaving = useRef(false);
  const [asking, setAsking] = useState<((leave: boolean) => void) | null>(null);

  const unsaved = useCallback(() => [...checks.current.values()].some((check) => check()), []);

  const addCheck = useCallback((owner: string, check: () => boolean) => {
    checks.current.set(owner, check);
    // A new screen starts afresh: an earlier "leave" does not carry over to it.
    leaving.current = false;
    return () => {
      if (checks.current.get(owner) === check) checks.current.delete(owner);
    };
  }, []);

  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        !leaving.current &&
        (currentLocation.pathname !== nextLocation.pathname ||
          currentLocation.search !== nextLocation.search) &&
        unsaved(),
      [unsaved],
    ),
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current || !unsaved()) return;
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);

  const confirmLeave = useCallback(async () => {
    if (!unsaved()) return true;
    const leave = await new Promise<boolean>((resolve) => setAsking(() => resolve));
    if (leave) leaving.current = true;
    return leave;
  }, [unsaved]);

  const guard = useMemo(() => ({ addCheck, confirmLeave }), [addCheck, confirmLeave]);

  const answer = (leave: boolean) => {
    if (asking) {
      asking(leave);
      setAsking(null);
    }
    if (blocker.state === 'blocked') {
      if (leave) {
        leaving.current = true;
        blocker.proceed();
      } else blocker.reset();
    }
  };
  const open = asking !== null || blocker.state === 'blocked';

  return (
    <LeaveGuardContext.Provider value={guard}>
      {children}
      {open && (
        <ModalDialog
          title={t('leaveGuard.title')}
          body={t('leaveGuard.body')}
          cancelLabel={t('leaveGuard.stay')}
          okLabel={t('leaveGuard.leave')}
          okVariant="danger"
          // Enter must not throw the edits away: focus starts on Stay.
          initialFocus="cancel"
          onAnswer={answer}
        />
      )}
    </LeaveGuardContext.Provider>
  );
}

export function useLeaveGuard(): LeaveGuard {
  return useContext(LeaveGuardContext);
}

/** Registers a form's unsaved-changes check with the guard while it is mounted. */
export function useUnsavedCheck(owner: string, check: () => boolean): void {
  const { addCheck } = useLeaveGuard();
  const latest = useRef(check);
  latest.current = check;
  useEffect(() => addCheck(owner, () => latest.current()), [owner, addCheck]);
}
