import type { ReactNode } from 'react';

type EmptyStateProps = { emoji: string; text: string; children?: ReactNode };

/** What a screen shows when it has nothing to list yet, with an optional next step. */
export function EmptyState({ emoji, text, children }: EmptyStateProps) {
  return (
    <section className="empty-state">
      <span className="empty-state__emoji" aria-hidden="true">
        {emoji}
      </span>
      <p className="empty-state__text">{text}</p>
      {children}
    </section>
  );
}
