import { localDate, utcToDate } from '../../domain/rules/dates';
import { centsToAmount } from '../../domain/rules/money';
import type { Prisma } from '../generated/prisma/client';
import { currencyCode } from './account-export';
import { actionBatches, exportActionOrder, refuseAboveBound } from './export-batches';
import type { UserServiceContext } from './service-context';

const CSV_HEADERS = {
  es: ['Acción', 'Descripción', 'Proyecto', 'Meta', 'Contexto', 'Energía', 'Minutos', 'Fecha límite', 'Presupuesto', 'Moneda', 'Completada', 'Completada el', 'Coste real'],
  en: ['Action', 'Description', 'Project', 'Goal', 'Context', 'Energy', 'Minutes', 'Due date', 'Budget', 'Currency', 'Completed', 'Completed on', 'Actual cost'],
} as const;
const CSV_WORDS = {
  es: { yes: 'sí', no: 'no', LOW: 'baja', MEDIUM: 'media', HIGH: 'alta' },
  en: { yes: 'yes', no: 'no', LOW: 'low', MEDIUM: 'medium', HIGH: 'high' },
} as const;

/**
 * What a spreadsheet in each language expects: Spanish spreadsheets read the comma as the decimal mark, so a
 * Spanish CSV separates fields with ';' and writes 12,50; an English one uses ',' and 12.50.
 */
const CSV_CONVENTIONS = {
  es: { separator: ';', decimal: ',' },
  en: { separator: ',', decimal: '.' },
} as const;

/**
 * One CSV field (RFC 4180): quoted when it holds the separator, a quote or a line break, quotes doubled. A text a
 * spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) gets a leading
 * apostrophe first (OWASP's CSV injection advice): the action texts are the user's, but the file is opened by
 * programs that execute formulas.
 */
export function csvField(value: string, separator: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return safe.includes(separator) || /["\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const readRows = (ctx: UserServiceContext, where: Prisma.ActionWhereInput, take: number) =>
  ctx.db.action.findMany({
    where,
    orderBy: exportActionOrder,
    select: {
      id: true,
      createdAt: true,
      title: true,
      description: true,
      energy: true,
      timeEstimate: true,
      dueDate: true,
      baseCapitalCents: true,
      completed: true,
      completedAt: true,
      actualCostCents: true,
      currency: currencyCode,
      context: { select: { name: true } },
      goal: { select: { content: true, projectDetail: { select: { project: { select: { title: true } } } } } },
    },
    take,
  });

/**
 * The user's actions as CSV for a spreadsheet: a UTF-8 byte order mark (so Excel reads accents), a header row in
 * the request language, the language's separator and decimal mark (CSV_CONVENTIONS), CRLF line ends. An action
 * without a budget has empty budget and currency cells (a currency is written only beside an amount). Contexts are
 * written without their '@' (see csvField). At most EXPORT_MAX_ACTIONS actions (413 EXPORT_TOO_LARGE above), written
 * a batch at a time while they are read (actionBatches): the bound and the first batch are read before the first byte.
 */
export async function exportActionsCsv(ctx: UserServiceContext): Promise<{ filename: string; csv: AsyncIterable<string> }> {
  const words = CSV_WORDS[ctx.lang];
  const { separator, decimal } = CSV_CONVENTIONS[ctx.lang];
  const money = (cents: number) => centsToAmount(cents).toFixed(2).replace('.', decimal);
  const line = (cells: readonly string[]) => `${cells.map((cell) => csvField(cell, separator)).join(separator)}\r\n`;
  const row = (action: Awaited<ReturnType<typeof readRows>>[number]) =>
    line([
      action.title,
      action.description,
      action.goal.projectDetail.project.title,
      action.goal.content,
      action.context.name.replace(/^@/, ''),
      words[action.energy],
      String(action.timeEstimate),
      utcToDate(action.dueDate),
      action.baseCapitalCents > 0 ? money(action.baseCapitalCents) : '',
      action.baseCapitalCents > 0 || action.actualCostCents !== null ? action.currency.code : '',
      action.completed ? words.yes : words.no,
      action.completedAt ? localDate(action.completedAt, ctx.timeZone) : '',
      action.actualCostCents === null ? '' : money(action.actualCostCents),
    ]);
  const [, batches] = await Promise.all([refuseAboveBound(ctx), actionBatches(ctx, (where, take) => readRows(ctx, where, take), row)]);
  const today = localDate(ctx.now, ctx.timeZone);
  const filename = ctx.lang === 'es' ? `prospera-acciones-${today}.csv` : `prospera-actions-${today}.csv`;
  async function* csv() {
    yield `\uFEFF${line(CSV_HEADERS[ctx.lang])}`;
    for await (const rows of batches) if (rows.length > 0) yield rows.join('');
  }
  return { filename, csv: csv() };
}
