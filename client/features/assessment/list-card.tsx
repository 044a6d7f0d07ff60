type ListCardProps = { titleId: string; title: string; items: readonly string[]; list: 'check-list' | 'tip-list' | 'step-list' };

/** A card with its section title and a check, tip or numbered step list (the styles of common.css). */
export function ListCard({ titleId, title, items, list }: ListCardProps) {
  const List = list === 'step-list' ? 'ol' : 'ul';
  return (
    <section className="card stack" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {title}
      </h2>
      <List className={list}>
        {items.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </List>
    </section>
  );
}
