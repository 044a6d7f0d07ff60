import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavigationType, useInRouterContext, useLocation, useNavigationType } from 'react-router';
import './toast.css';

type ToastKind = 'success' | 'error' | 'info';

/** How long each kind stays (SPEC section 8): success 3 s, error and the default 5 s. */
export const TOAST_DURATION_MS: Record<ToastKind, number> = { success: 3000, error: 5000, info: 5000 };

/** At most this many toasts show at once; a newer one pushes the oldest out. */
export const MAX_TOASTS = 3;

/**
 * `repeats` counts how often the same text came again while it showed: the toast stays one, says how many
 * times, and its timer starts over. `path` is the screen an error belongs to (see RouteBoundErrors).
 */
type Toast = { id: number; kind: ToastKind; message: string; repeats: number; path: string | null };
type ToastApi = { show: (kind: ToastKind, message: string) => void; success: (message: string) => void; error: (message: string) => void; info: (message: string) => void };

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider');
  return api;
}

const icons: Record<ToastKind, string> = { success: '✓', error: '!', info: 'i' };

/** The list after `message` of `kind` is raised: a repeat refreshes the one showing, the oldest beyond the cap go. */
export function withToast(list: readonly Toast[], raised: Omit<Toast, 'repeats'>): Toast[] {
  const same = list.find((toast) => toast.kind === raised.kind && toast.message === raised.message);
  if (same) return list.map((toast) => (toast === same ? { ...same, repeats: same.repeats + 1, path: raised.path } : toast));
  return [...list, { ...raised, repeats: 1 }].slice(-MAX_TOASTS);
}

function ToastItem({ toast, onClose }: { toast: Toast; onClose: (id: number) => void }) {
  const { t } = useTranslation();
  // A repeat starts the timer over.
  useEffect(() => {
    const timer = window.setTimeout(() => onClose(toast.id), TOAST_DURATION_MS[toast.kind]);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.kind, toast.repeats, onClose]);
  return (
    <div className={`toast toast--${toast.kind}`} data-testid={`toast-${toast.kind}`}>
      <span className="toast__icon" aria-hidden="true">
        {icons[toast.kind]}
      </span>
      <p className="toast__message">
        {toast.message}
        {toast.repeats > 1 ? (
          <>
            {' '}
            <span className="toast__count" aria-hidden="true">
              ×{toast.repeats}
            </span>
            <span className="visually-hidden">({t('toast.repeats', { count: toast.repeats })})</span>
          </>
        ) : null}
      </p>
      <button type="button" className="toast__close" aria-label={t('toast.dismiss')} onClick={() => onClose(toast.id)}>
        ×
      </button>
    </div>
  );
}

/**
 * Errors belong to the screen they were raised on: when the person moves to another screen (a link, the
 * navigation, back or forward) they go. A redirect (a replace, as when a screen sends the person back and says
 * why in the toast) keeps them.
 */
function RouteBoundErrors({ onLeave, pathRef }: { onLeave: (path: string) => void; pathRef: { current: string | null } }) {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    const previous = pathRef.current;
    pathRef.current = pathname;
    if (previous !== null && previous !== pathname && navigationType !== NavigationType.Replace) onLeave(pathname);
  }, [pathname, navigationType, onLeave, pathRef]);
  return null;
}

/** Toasts in two live regions: errors are announced at once, the rest politely. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const inRouter = useInRouterContext();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const pathRef = useRef<string | null>(null);
  const close = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  const leave = useCallback((path: string) => setToasts((list) => list.filter((toast) => toast.kind !== 'error' || toast.path === path)), []);
  const api = useMemo<ToastApi>(() => {
    const show = (kind: ToastKind, message: string) => {
      const id = nextId.current++;
      setToasts((list) => withToast(list, { id, kind, message, path: pathRef.current }));
    };
    return { show, success: (message) => show('success', message), error: (message) => show('error', message), info: (message) => show('info', message) };
  }, []);
  return (
    <ToastContext.Provider value={api}>
      {inRouter ? <RouteBoundErrors onLeave={leave} pathRef={pathRef} /> : null}
      {children}
      <div className="toasts" aria-label={t('toast.region')} role="region">
        <div aria-live="assertive" aria-atomic="false" className="toasts__stack">
          {toasts.filter((toast) => toast.kind === 'error').map((toast) => <ToastItem key={toast.id} toast={toast} onClose={close} />)}
        </div>
        <div aria-live="polite" aria-atomic="false" className="toasts__stack">
          {toasts.filter((toast) => toast.kind !== 'error').map((toast) => <ToastItem key={toast.id} toast={toast} onClose={close} />)}
        </div>
      </div>
    </ToastContext.Provider>
  );
}
