// The six life areas of the wheel: the keys, order, colour and emoji shared by the seed and the client.
export const LIFE_AREA_KEYS = [
  'PERSONAL_DEVELOPMENT',
  'PROFESSIONAL_ACTIVITY',
  'HEALTH_NUTRITION',
  'MONEY_FINANCES',
  'SOCIAL_RELATIONSHIPS',
  'COUPLE_INTIMACY',
] as const;
export type LifeAreaKey = (typeof LIFE_AREA_KEYS)[number];

export type LifeAreaInfo = { key: LifeAreaKey; order: number; color: string; emoji: string; name: { es: string; en: string } };

export const lifeAreas: readonly LifeAreaInfo[] = [
  { key: 'PERSONAL_DEVELOPMENT', order: 1, color: '#7c3aed', emoji: '🧠', name: { es: 'Desarrollo Personal', en: 'Personal Development' } },
  { key: 'PROFESSIONAL_ACTIVITY', order: 2, color: '#2563eb', emoji: '💼', name: { es: 'Actividad Profesional', en: 'Professional Activity' } },
  { key: 'HEALTH_NUTRITION', order: 3, color: '#059669', emoji: '🥗', name: { es: 'Salud y Nutrición', en: 'Health and Nutrition' } },
  { key: 'MONEY_FINANCES', order: 4, color: '#d97706', emoji: '💰', name: { es: 'Dinero y Finanzas', en: 'Money and Finances' } },
  { key: 'SOCIAL_RELATIONSHIPS', order: 5, color: '#db2777', emoji: '🤝', name: { es: 'Relaciones Sociales', en: 'Social Relationships' } },
  { key: 'COUPLE_INTIMACY', order: 6, color: '#dc2626', emoji: '❤️', name: { es: 'Pareja e Intimidad', en: 'Couple and Intimacy' } },
];

const DEFAULT_AREA_STYLE = { color: '#64748b', emoji: '⭐' } as const;

export function areaStyle(key: string): { color: string; emoji: string } {
  return lifeAreas.find((area) => area.key === key) ?? DEFAULT_AREA_STYLE;
}
