import './panel-loading.css';

/** A part of a screen that is still loading: a spinner and what is coming, announced politely. */
export function PanelLoading({ text }: { text: string }) {
  return (
    <p className="panel-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {text}
    </p>
  );
}
