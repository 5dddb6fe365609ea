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
import { useBlocker } from 'react-router';
import { ModalDialog } from './modal-dialog';

/**
 * The unsaved-changes guard (issue 7 item 5). A form reports whether what it would send differs from what
 * it loaded; while it does, leaving asks first — a link, Go Back, the browser's back button (the router's
 * blocker), a reload or closing the tab (the browser's own beforeunload dialog), Change customer and Log out
 * (`confirmLeave`). It never asks when nothing differs.
 */
type LeaveGuard = {
  /** A form's report: `dirty` while its values differ from the loaded ones. */
  setDirty(owner: string, dirty: boolean): void;
  /** Resolves true when nothing is unsaved, or when the user chooses to leave; then nothing asks again. */
  confirmLeave(): Promise<boolean>;
};

/**
 * Outside the shell (a form rendered on its own, as component tests do) there is nothing to guard: leaving
 * is always allowed.
 */
const LeaveGuardContext = createContext<LeaveGuard>({
  setDirty: () => undefined,
  confirmLeave: async () => true,
});

export function LeaveGuardProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [owners, setOwners] = useState<ReadonlySet<string>>(new Set());
  const dirty = owners.size > 0;
  // Set once the user has agreed to leave, so the navigation or unload that follows is not asked again.
  const leaving = useRef(false);
  const [asking, setAsking] = useState<((leave: boolean) => void) | null>(null);

  const setDirty = useCallback((owner: string, value: boolean) => {
    setOwners((current) => {
      if (current.has(owner) === value) return current;
      const next = new Set(current);
      if (value) next.add(owner);
      else next.delete(owner);
      return next;
    });
  }, []);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !leaving.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!dirty) {
      leaving.current = false;
      return;
    }
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const confirmLeave = useCallback(async () => {
    if (!dirty) return true;
    const leave = await new Promise<boolean>((resolve) => setAsking(() => resolve));
    if (leave) leaving.current = true;
    return leave;
  }, [dirty]);

  const guard = useMemo(() => ({ setDirty, confirmLeave }), [setDirty, confirmLeave]);

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
          onAnswer={answer}
        />
      )}
    </LeaveGuardContext.Provider>
  );
}

export function useLeaveGuard(): LeaveGuard {
  return useContext(LeaveGuardContext);
}

/** Reports a form's unsaved state to the guard while it is mounted. */
export function useReportDirty(owner: string, dirty: boolean): void {
  const { setDirty } = useLeaveGuard();
  useEffect(() => {
    setDirty(owner, dirty);
  }, [owner, dirty, setDirty]);
  useEffect(() => () => setDirty(owner, false), [owner, setDirty]);
}
