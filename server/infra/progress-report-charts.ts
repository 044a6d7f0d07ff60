import { areaStyle, lifeAreas, type LifeAreaKey } from '../../domain/content/life-areas';
import { reportText, type ReportFormat } from '../../domain/content/progress-report';
import type { Lang } from '../../domain/messages';
import { COLOR, FONT, printable, type Doc } from './pdf-kit';

// The progress report's charts, drawn as vector paths so they print sharp; each one also writes its numbers as text.

export type WheelArea = { key: LifeAreaKey; score: number | null };

const SCORE_MAX = 10;
const WEDGE_DEGREES = 360 / lifeAreas.length;

function point(cx: number, cy: number, radius: number, degrees: number): [number, number] {
  const radians = (degrees * Math.PI) / 180;
  return [cx + radius * Math.cos(radians), cy + radius * Math.sin(radians)];
}

/** The SVG path of a wedge from the centre, clockwise from `from` to `to` degrees (0 = three o'clock). */
function wedgePath(cx: number, cy: number, radius: number, from: number, to: number): string {
  const [x0, y0] = point(cx, cy, radius, from);
  const [x1, y1] = point(cx, cy, radius, to);
  return `M ${cx} ${cy} L ${x0} ${y0} A ${radius} ${radius} 0 0 1 ${x1} ${y1} Z`;
}

/**
 * A polar wheel of the six areas in wheel order, the first at twelve o'clock: each wedge in its area's colour with a
 * radius proportional to the score (0-10) over rings at every two points; an area not assessed leaves its wedge empty.
 */
export function drawWheel(doc: Doc, areas: readonly WheelArea[], cx: number, cy: number, radius: number): void {
  doc.save();
  for (let ring = 2; ring <= SCORE_MAX; ring += 2) {
    doc.circle(cx, cy, (radius * ring) / SCORE_MAX).lineWidth(0.5).strokeColor(COLOR.rule).stroke();
  }
  lifeAreas.forEach((info, index) => {
    const from = -90 + index * WEDGE_DEGREES;
    const score = areas.find((area) => area.key === info.key)?.score ?? null;
    if (score !== null && score > 0) {
      doc.path(wedgePath(cx, cy, (radius * score) / SCORE_MAX, from, from + WEDGE_DEGREES)).fillOpacity(0.85).fill(info.color);
      doc.fillOpacity(1);
    }
    const [x, y] = point(cx, cy, radius, from);
    doc.moveTo(cx, cy).lineTo(x, y).lineWidth(0.5).strokeColor(COLOR.rule).stroke();
  });
  doc.restore();
}

/** The wheel's legend: a swatch in the area's colour, its name and its score ('7/10', or 'not assessed'). */
export function drawWheelLegend(doc: Doc, areas: readonly (WheelArea & { name: string })[], x: number, y: number, width: number, lang: Lang): number {
  let top = y;
  for (const area of areas) {
    doc.rect(x, top + 1.5, 8, 8).fill(areaStyle(area.key).color);
    doc.font(FONT.regular).fontSize(10).fillColor(COLOR.text).text(printable(area.name), x + 14, top, { width: width - 70, lineBreak: false });
    const score = area.score === null ? reportText('notAssessed', lang) : `${area.score}/${SCORE_MAX}`;
    doc.font(FONT.bold).text(score, x + width - 60, top, { width: 60, align: 'right', lineBreak: false });
    top += 16;
  }
  return top;
}

/** A right-pointing arrow drawn between two words, since the standard PDF fonts have no arrow glyph. */
export function drawArrow(doc: Doc, x: number, y: number, length = 12): void {
  doc.save();
  doc.moveTo(x, y).lineTo(x + length, y).lineWidth(0.8).strokeColor(COLOR.muted).stroke();
  doc.moveTo(x + length - 3.5, y - 2.5).lineTo(x + length, y).lineTo(x + length - 3.5, y + 2.5).stroke();
  doc.restore();
}

export type ChartWeek = { weekStart: string; score: number | null; provisional: boolean };

/**
 * The weekly execution scores as bars (0-100 %) with the target drawn across as a dashed line; a week with nothing
 * due has no bar. Bars at or above the target are in the brand colour; the current week is paler (provisional).
 */
export function drawWeekBars(
  doc: Doc,
  weeks: readonly ChartWeek[],
  box: { x: number; y: number; width: number; height: number },
  targetPercent: number,
  format: ReportFormat,
  lang: Lang,
): void {
  const axis = 34;
  const plot = { x: box.x + axis, y: box.y, width: box.width - axis, height: box.height - 16 };
  const yOf = (percent: number) => plot.y + plot.height - (plot.height * percent) / 100;
  doc.save();
  doc.font(FONT.regular).fontSize(7.5).fillColor(COLOR.muted);
  for (const percent of [0, 50, 100]) {
    doc.moveTo(plot.x, yOf(percent)).lineTo(plot.x + plot.width, yOf(percent)).lineWidth(0.4).strokeColor(COLOR.rule).stroke();
    doc.text(format.percent(percent), box.x, yOf(percent) - 3.5, { width: axis - 6, align: 'right', lineBreak: false });
  }
  const slot = plot.width / Math.max(weeks.length, 1);
  const barWidth = Math.min(slot * 0.7, 28);
  // Axis dates every few weeks, so they never run into each other.
  const labelEvery = Math.ceil(weeks.length / Math.max(1, Math.floor(plot.width / 44)));
  weeks.forEach((week, index) => {
    const x = plot.x + index * slot + (slot - barWidth) / 2;
    if (week.score !== null && week.score > 0) {
      const color = week.score >= targetPercent ? COLOR.brand : '#8FA3B0';
      doc.rect(x, yOf(week.score), barWidth, yOf(0) - yOf(week.score)).fillOpacity(week.provisional ? 0.45 : 1).fill(color);
      doc.fillOpacity(1);
    }
    if (index % labelEvery === 0) {
      doc.fillColor(COLOR.muted).text(format.shortDate(week.weekStart), plot.x + index * slot - 10, yOf(0) + 4, { width: slot + 20, align: 'center', lineBreak: false });
    }
  });
  doc.moveTo(plot.x, yOf(targetPercent)).lineTo(plot.x + plot.width, yOf(targetPercent)).dash(3, { space: 2 }).lineWidth(1).strokeColor('#C0392B').stroke();
  doc.undash();
  doc.font(FONT.bold).fontSize(7.5).fillColor('#C0392B');
  doc.text(reportText('target', lang, { percent: format.percent(targetPercent) }), plot.x + plot.width - 90, yOf(targetPercent) - 10, { width: 90, align: 'right', lineBreak: false });
  doc.restore();
}

/** Spent against planned as one horizontal bar: the planned length in a pale tint, the spent part over it. */
export function drawBudgetBar(doc: Doc, planned: number, spent: number, box: { x: number; y: number; width: number }): void {
  const scale = Math.max(planned, spent, 0.01);
  doc.save();
  doc.rect(box.x, box.y, (box.width * planned) / scale, 6).fill('#D8E6E1');
  if (spent > 0) doc.rect(box.x, box.y, (box.width * spent) / scale, 6).fill(spent > planned ? '#C0392B' : COLOR.brand);
  doc.restore();
}
