import './load-failure.css';

type LoadFailureProps = {
  /** What could not be loaded ('No se pudieron cargar tus acciones.'). */
  title: string;
  /** Why, already translated (errorMessage of the failure). */
  detail: string;
  retryLabel: string;
  onRetry: () => void;
  busy?: boolean;
};

/** A failed load: what failed, why, and a way to try again; announced as an alert. */
export function LoadFailure({ title, detail, retryLabel, onRetry, busy = false }: LoadFailureProps) {
  return (
    <section className="load-failure" role="alert">
      <span className="load-failure__icon" aria-hidden="true">
        ⚠️
      </span>
      <p className="load-failure__title">{title}</p>
      <p className="load-failure__detail">{detail}</p>
      <button type="button" className="button button--secondary" onClick={onRetry} disabled={busy} aria-busy={busy}>
        {retryLabel}
      </button>
    </section>
  );
}
