import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './toast.css';

export type ToastKind = 'success' | 'error' | 'info';

/** How long each kind stays (SPEC section 8): success 3 s, error and the default 5 s. */
export const TOAST_DURATION_MS: Record<ToastKind, number> = { success: 3000, error: 5000, info: 5000 };

type Toast = { id: number; kind: ToastKind; message: string };
type ToastApi = { show: (kind: ToastKind, message: string) => void; success: (message: string) => void; error: (message: string) => void; info: (message: string) => void };

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider');
  return api;
}

const icons: Record<ToastKind, string> = { success: '✓', error: '!', info: 'i' };

function ToastItem({ toast, onClose }: { toast: Toast; onClose: (id: number) => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = window.setTimeout(() => onClose(toast.id), TOAST_DURATION_MS[toast.kind]);
    return () => window.clearTimeout(timer);
  }, [toast, onClose]);
  return (
    <div className={`toast toast--${toast.kind}`} data-testid={`toast-${toast.kind}`}>
      <span className="toast__icon" aria-hidden="true">
        {icons[toast.kind]}
      </span>
      <p className="toast__message">{toast.message}</p>
      <button type="button" className="toast__close" aria-label={t('toast.dismiss')} onClick={() => onClose(toast.id)}>
        ×
      </button>
    </div>
  );
}

/** Toasts in two live regions: errors are announced at once, the rest politely. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const close = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  const api = useMemo<ToastApi>(() => {
    const show = (kind: ToastKind, message: string) => {
      const id = nextId.current++;
      setToasts((list) => [...list, { id, kind, message }]);
    };
    return { show, success: (message) => show('success', message), error: (message) => show('error', message), info: (message) => show('info', message) };
  }, []);
  return (
    <ToastContext.Provider value={api}>
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
