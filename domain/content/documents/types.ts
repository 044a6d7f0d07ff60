export type LegalSection = { heading: string; paragraphs: readonly string[] };
export type LegalDocument = { title: string; lastUpdated: string; intro: string; sections: readonly LegalSection[] };
