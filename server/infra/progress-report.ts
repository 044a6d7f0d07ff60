import { lifeAreas, type LifeAreaKey } from '../../domain/content/life-areas';
import { goalTypeLabel, projectStatusLabel, reportCounted, reportFormat, reportText, type ReportFormat } from '../../domain/content/progress-report';
import { legalLocale } from '../../domain/content/documents';
import type { Lang } from '../../domain/messages';
import type { Analytics, AnalyticsProject } from '../../domain/schemas/analytics';
import type { CycleComparison } from '../../domain/schemas/cycles';
import { drawArrow, drawBudgetBar, drawWeekBars, drawWheel, drawWheelLegend } from './progress-report-charts';
import { BODY, COLOR, contentWidth, FONT, footers, heading, keepSpace, MARGIN, printable, renderPdf, titleBlock, type Doc } from './pdf-kit';

/** A completed action, for the list under its goal; completedOn is its date in the reader's time zone. */
export type DoneAction = { goalId: string; title: string; completedOn: string };

export type ProgressReportInput = {
  lang: Lang;
  /** The reader's name as their profile has it. */
  person: { firstName: string; lastName: string };
  analytics: Analytics;
  /** The last two cycles side by side; null while there is only one. */
  comparison: CycleComparison | null;
  /** The most recent completed actions of each goal (DONE_ACTIONS_LISTED at most), the most recent first. */
  doneActions: readonly DoneAction[];
  /** How many completed actions each goal has in all (by goal id): those beyond the listed ones are counted. */
  doneCounts: ReadonlyMap<string, number>;
  /** The instant the report is made, for the file's metadata. */
  now: Date;
};

/** The most recent done actions listed under a goal; the rest are counted, so a long project stays readable. */
export const DONE_ACTIONS_LISTED = 10;

type Draw = { doc: Doc; lang: Lang; format: ReportFormat };

function areaName(key: LifeAreaKey, lang: Lang): string {
  return lifeAreas.find((area) => area.key === key)?.name[lang] ?? key;
}

function line(doc: Doc, text: string, options: { size?: number; color?: string; bold?: boolean; indent?: number } = {}): void {
  const indent = options.indent ?? 0;
  doc
    .font(options.bold ? FONT.bold : FONT.regular)
    .fontSize(options.size ?? BODY.size)
    .fillColor(options.color ?? COLOR.text)
    .text(text, MARGIN.left + indent, doc.y, { width: contentWidth(doc) - indent, lineGap: BODY.lineGap });
}

/** One row of a table: each cell at its column's left edge, the row as tall as its tallest cell. */
function tableRow(doc: Doc, cells: readonly { text: string; width: number; align?: 'left' | 'right'; bold?: boolean; color?: string }[], size = 10): void {
  keepSpace(doc, 18);
  const top = doc.y;
  let x = MARGIN.left;
  let bottom = top;
  for (const cell of cells) {
    doc.font(cell.bold ? FONT.bold : FONT.regular).fontSize(size).fillColor(cell.color ?? COLOR.text);
    doc.text(cell.text, x, top, { width: cell.width - 6, align: cell.align ?? 'left' });
    bottom = Math.max(bottom, doc.y);
    x += cell.width;
  }
  doc.x = MARGIN.left;
  doc.y = bottom + 3;
}

function cyclesSection({ doc, lang, format }: Draw, analytics: Analytics): void {
  heading(doc, reportText('cyclesHeading', lang), 190);
  if (analytics.cycles.length === 0) return line(doc, reportText('noCycles', lang));
  const radius = 62;
  for (const cycle of analytics.cycles) {
    keepSpace(doc, 2 * radius + 44);
    const title = reportText('cycle', lang, { number: cycle.number });
    const dates = cycle.startedOn ? ` · ${reportText('cycleDates', lang, { from: format.mediumDate(cycle.startedOn), to: cycle.lastDay ? format.mediumDate(cycle.lastDay) : '…' })}` : '';
    line(doc, `${title}${dates}`, { bold: true, size: 11 });
    const top = doc.y + 6;
    drawWheel(doc, cycle.areas, MARGIN.left + radius, top + radius, radius);
    const legendX = MARGIN.left + 2 * radius + 28;
    const legendWidth = contentWidth(doc) - 2 * radius - 28;
    const areas = cycle.areas.map((area) => ({ key: area.key, score: area.score, name: areaName(area.key, lang) }));
    const legendBottom = drawWheelLegend(doc, areas, legendX, top + 4, legendWidth, lang);
    if (cycle.globalScore !== null) {
      doc.font(FONT.bold).fontSize(10).fillColor(COLOR.brand);
      doc.text(reportText('globalScore', lang, { score: format.score(cycle.globalScore) }), legendX, legendBottom + 6, { width: legendWidth });
    }
    doc.x = MARGIN.left;
    doc.y = Math.max(top + 2 * radius, doc.y) + 16;
  }
}

function comparisonSection({ doc, lang, format }: Draw, comparison: CycleComparison | null): void {
  heading(doc, reportText('comparisonHeading', lang));
  if (!comparison) return line(doc, reportText('comparisonNeedsTwo', lang));
  const width = contentWidth(doc);
  const columns = [width - 3 * 80, 80, 80, 80];
  const score = (value: number | null) => (value === null ? '–' : format.score(value));
  const signed = (value: number | null) => (value === null ? '–' : format.signed(value));
  tableRow(doc, [
    { text: reportText('area', lang), width: columns[0]!, bold: true, color: COLOR.muted },
    { text: reportText('cycle', lang, { number: comparison.from.number }), width: columns[1]!, align: 'right', bold: true, color: COLOR.muted },
    { text: reportText('cycle', lang, { number: comparison.to.number }), width: columns[2]!, align: 'right', bold: true, color: COLOR.muted },
    { text: reportText('change', lang), width: columns[3]!, align: 'right', bold: true, color: COLOR.muted },
  ]);
  const rows = [
    ...comparison.areas.map((area) => ({ name: areaName(area.key, lang), before: area.before, after: area.after, delta: area.delta, bold: false })),
    { name: reportText('global', lang), before: comparison.globalBefore, after: comparison.globalAfter, delta: comparison.globalDelta, bold: true },
  ];
  for (const row of rows) {
    const deltaColor = row.delta === null || row.delta === 0 ? COLOR.text : row.delta > 0 ? COLOR.brand : '#C0392B';
    tableRow(doc, [
      { text: row.name, width: columns[0]!, bold: row.bold },
      { text: score(row.before), width: columns[1]!, align: 'right', bold: row.bold },
      { text: score(row.after), width: columns[2]!, align: 'right', bold: row.bold },
      { text: signed(row.delta), width: columns[3]!, align: 'right', bold: true, color: deltaColor },
    ]);
  }
  doc.moveDown(0.6);
  const pulsed = comparison.areas.flatMap((area) => area.questions.filter((question) => question.targeted && question.pulse !== null));
  if (comparison.pulseTakenAt && pulsed.length > 0) {
    const yes = pulsed.filter((question) => question.pulse === true).length;
    line(doc, reportCounted('pulseLine', lang, pulsed.length, { number: comparison.from.number, yes, count: pulsed.length }));
    doc.moveDown(0.4);
  }
  line(doc, reportText('flippedHeading', lang), { bold: true, size: 11 });
  doc.moveDown(0.2);
  const flipped = comparison.areas.flatMap((area) =>
    area.questions.filter((question) => question.before === false && question.after === true).map((question) => ({ area: areaName(area.key, lang), question })),
  );
  if (flipped.length === 0) return line(doc, reportText('flippedNone', lang), { color: COLOR.muted });
  for (const { area, question } of flipped) {
    keepSpace(doc, 28);
    const y = doc.y;
    doc.font(FONT.bold).fontSize(9).fillColor(COLOR.muted).text(reportText('no', lang), MARGIN.left, y + 1, { lineBreak: false });
    drawArrow(doc, MARGIN.left + 17, y + 4.5);
    doc.font(FONT.bold).fontSize(9).fillColor(COLOR.brand).text(reportText('yes', lang), MARGIN.left + 33, y + 1, { lineBreak: false });
    const aimed = question.targeted ? ` (${reportText('aimedAt', lang)})` : '';
    doc.font(FONT.regular).fontSize(BODY.size).fillColor(COLOR.text);
    doc.text(`${area}: ${printable(question.text)}${aimed}`, MARGIN.left + 54, y, { width: contentWidth(doc) - 54, lineGap: BODY.lineGap });
    doc.x = MARGIN.left;
    doc.moveDown(0.2);
  }
}

function weeksSection({ doc, lang, format }: Draw, analytics: Analytics): void {
  heading(doc, reportText('weeksHeading', lang), 200);
  const { weeks } = analytics;
  if (weeks.every((week) => week.due === 0)) return line(doc, reportText('noWeeks', lang));
  const top = doc.y + 4;
  drawWeekBars(doc, weeks, { x: MARGIN.left, y: top, width: contentWidth(doc), height: 130 }, analytics.targetPercent, format, lang);
  doc.x = MARGIN.left;
  doc.y = top + 140;
  // The chart's numbers, three weeks to a row: the week's Monday, done of due, and the score.
  const perRow = 3;
  const column = contentWidth(doc) / perRow;
  for (let start = 0; start < weeks.length; start += perRow) {
    keepSpace(doc, 16);
    const y = doc.y;
    weeks.slice(start, start + perRow).forEach((week, offset) => {
      const score = week.score === null ? '–' : format.percent(week.score);
      const mark = week.provisional ? '*' : '';
      doc.font(FONT.regular).fontSize(9).fillColor(COLOR.text);
      doc.text(`${format.mediumDate(week.weekStart)}${mark}: ${week.done}/${week.due} · `, MARGIN.left + offset * column, y, { continued: true, lineBreak: false });
      doc.font(FONT.bold).fillColor(week.score !== null && week.score >= analytics.targetPercent ? COLOR.brand : COLOR.text).text(score, { lineBreak: false });
    });
    doc.x = MARGIN.left;
    doc.y = y + 14;
  }
  if (weeks.some((week) => week.provisional)) line(doc, reportText('provisional', lang), { size: 8.5, color: COLOR.muted });
}

type DoneByGoal = { listed: ReadonlyMap<string, DoneAction[]>; counts: ReadonlyMap<string, number> };

function projectBlock({ doc, lang, format }: Draw, project: AnalyticsProject, doneByGoal: DoneByGoal | null): void {
  keepSpace(doc, 70);
  doc.moveDown(0.5);
  line(doc, printable(project.title), { bold: true, size: 11.5 });
  line(
    doc,
    reportCounted('projectLine', lang, project.actionsPlanned, {
      area: areaName(project.areaKey, lang),
      status: projectStatusLabel(project.status, lang),
      from: format.mediumDate(project.startDate),
      to: format.mediumDate(project.endDate),
      progress: format.percent(project.progressPercentage),
      done: project.actionsDone,
      planned: project.actionsPlanned,
    }),
    { size: 9, color: COLOR.muted },
  );
  for (const goal of project.goals) {
    keepSpace(doc, 36);
    doc.moveDown(0.3);
    const y = doc.y;
    doc.font(FONT.bold).fontSize(8.5).fillColor(COLOR.brand).text(goalTypeLabel(goal.goalType, lang), MARGIN.left + 8, y + 1, { width: 44, lineBreak: false });
    doc.font(FONT.regular).fontSize(BODY.size).fillColor(COLOR.text);
    doc.text(printable(goal.content), MARGIN.left + 56, y, { width: contentWidth(doc) - 56, lineGap: BODY.lineGap });
    line(doc, reportCounted('goalLine', lang, goal.actionsPlanned, { done: goal.actionsDone, planned: goal.actionsPlanned }), { size: 8.5, color: COLOR.muted, indent: 56 });
    if (!doneByGoal) continue;
    const done = (doneByGoal.listed.get(goal.id) ?? []).slice(0, DONE_ACTIONS_LISTED);
    for (const action of done) {
      keepSpace(doc, 14);
      line(doc, `•  ${printable(action.title)} · ${format.mediumDate(action.completedOn)}`, { size: 9.5, indent: 64 });
    }
    const more = (doneByGoal.counts.get(goal.id) ?? 0) - done.length;
    if (more > 0) line(doc, reportText('moreDoneActions', lang, { count: more }), { size: 9, color: COLOR.muted, indent: 72 });
  }
}

/**
 * Every project with its goals and their counts; the done actions are listed under the goals of the latest cycle
 * that has projects only (the current one, or the last one while a new cycle has none yet). An earlier cycle's goals
 * keep their "N of M done": listing every cycle's actions grew the report, and the time to draw it, with each cycle
 * of the programme (docs/decisions/2026-12-04-action-tally.md).
 */
function projectsSection(draw: Draw, analytics: Analytics, doneActions: readonly DoneAction[], counts: ReadonlyMap<string, number>): void {
  heading(draw.doc, reportText('projectsHeading', draw.lang), 90);
  if (analytics.projects.length === 0) return line(draw.doc, reportText('noProjects', draw.lang));
  const doneByGoal = new Map<string, DoneAction[]>();
  for (const action of doneActions) doneByGoal.set(action.goalId, [...(doneByGoal.get(action.goalId) ?? []), action]);
  const withProjects = new Set(analytics.projects.map((project) => project.cycleId));
  const listedCycle = analytics.cycles.findLast((cycle) => withProjects.has(cycle.id))?.id;
  for (const project of analytics.projects) projectBlock(draw, project, project.cycleId === listedCycle ? { listed: doneByGoal, counts } : null);
}

function budgetsSection({ doc, lang, format }: Draw, analytics: Analytics): void {
  heading(doc, reportText('budgetsHeading', lang));
  if (analytics.budgets.length === 0) return line(doc, reportText('noBudgets', lang));
  const width = contentWidth(doc);
  const columns = [70, 110, 110, 110, width - 400];
  tableRow(doc, [
    { text: reportText('currency', lang), width: columns[0]!, bold: true, color: COLOR.muted },
    { text: reportText('planned', lang), width: columns[1]!, align: 'right', bold: true, color: COLOR.muted },
    { text: reportText('spent', lang), width: columns[2]!, align: 'right', bold: true, color: COLOR.muted },
    { text: reportText('remaining', lang), width: columns[3]!, align: 'right', bold: true, color: COLOR.muted },
    { text: '', width: columns[4]! },
  ]);
  for (const budget of analytics.budgets) {
    const y = doc.y;
    // Cents, so the difference of two 2-decimal amounts prints without float noise.
    const remaining = (Math.round(budget.planned * 100) - Math.round(budget.spent * 100)) / 100;
    tableRow(doc, [
      { text: budget.currencyCode, width: columns[0]!, bold: true },
      { text: format.money(budget.planned, budget.currencyCode), width: columns[1]!, align: 'right' },
      { text: format.money(budget.spent, budget.currencyCode), width: columns[2]!, align: 'right' },
      { text: format.money(remaining, budget.currencyCode), width: columns[3]!, align: 'right', color: remaining < 0 ? '#C0392B' : COLOR.text },
      { text: '', width: columns[4]! },
    ]);
    drawBudgetBar(doc, budget.planned, budget.spent, { x: MARGIN.left + 400 + 6, y: y + 3, width: columns[4]! - 6 });
  }
}

/**
 * The progress report as an A4 PDF in one language: the person's name and today's date, each cycle's wheel, the
 * last two cycles compared, the weekly execution scores, the projects with their goals and done actions, and the
 * budgets per currency. A pure function of its input, so it is tested without a database.
 */
export async function progressReportPdf(input: ProgressReportInput): Promise<Buffer> {
  const { lang, analytics } = input;
  const format = reportFormat(lang);
  const name = printable(`${input.person.firstName} ${input.person.lastName}`.trim());
  const title = reportText('title', lang);
  const info = { title: `${title} · ${name}`, subject: `Prospera · ${title}`, locale: legalLocale(lang), date: input.now };
  return renderPdf(info, (doc) => {
    const draw = { doc, lang, format };
    titleBlock(doc, `${title}: ${name}`, reportText('generatedOn', lang, { date: format.longDate(analytics.today) }));
    cyclesSection(draw, analytics);
    comparisonSection(draw, input.comparison);
    weeksSection(draw, analytics);
    projectsSection(draw, analytics, input.doneActions, input.doneCounts);
    budgetsSection(draw, analytics);
    footers(doc, title, (page, pages) => reportText('page', lang, { page, pages }));
  });
}
