// The notification mails of issue 23 (weekly digest, due reminder, re-assessment invitation): pure renderers
// from data the caller gathered to a subject, a plain-text part and an HTML part with the same words.
import { BRAND_COLOR } from '../../domain/content/brand';
import type { Lang } from '../../domain/messages';
import { LOCALES } from '../../domain/messages/format';
import { CYCLE_LENGTH_DAYS } from '../../domain/rules/cycles';
import { dateToUtc, longDate } from '../../domain/rules/dates';
import { WORDS, type Plural } from './notification-words';
import { escapeHtml, htmlButton, htmlDocument, htmlParagraph, type MailLink, type RenderedMail } from './templates';

export type MailAction = {
  title: string;
  /** '@casa' style context name */
  context: string;
  energy: 'LOW' | 'MEDIUM' | 'HIGH';
  /** minutes */
  timeEstimate: number;
  project: string;
  /** 'YYYY-MM-DD' local calendar date */
  dueDate: string;
};
/** Actions under one context. */
export type ActionGroup = { context: string; actions: readonly MailAction[] };
/** The footer every notification mail carries: why it came, where to change it, and the one-click unsubscribe link. */
export type NotificationLinks = { settings: string; unsubscribe: string };

export type WeeklyDigestData = {
  firstName: string;
  /** Monday of the current week, 'YYYY-MM-DD' */
  weekStart: string;
  /** last week's execution: score in whole percent, null when nothing was due */
  lastWeek: { due: number; done: number; score: number | null };
  /** 85 */
  targetPercent: number;
  /** the active cycle, null when none is running */
  cycle: { number: number; day: number; daysLeft: number } | null;
  /** this week's pending actions grouped by context, groups and actions already in display order; may be empty */
  dueThisWeek: readonly ActionGroup[];
  /** pending actions past their due date and not settled (not missed); the mail never says nothing is due while any */
  overdue: number;
  /** the day-45 pulse while it is open and not taken: how many questions, until which date ('YYYY-MM-DD'); else null */
  pulse: { questions: number; closesOn: string } | null;
  links: NotificationLinks & { review: string; actions: string; pulse: string };
};
export type DueReminderData = {
  firstName: string;
  /** today, 'YYYY-MM-DD' */
  date: string;
  /** at least one; grouped by context in the mail */
  actions: MailAction[];
  links: NotificationLinks & { actions: string };
};
export type ReassessInvitationData = {
  firstName: string;
  cycle: { number: number; day: number; daysLeft: number };
  links: NotificationLinks & { reassess: string };
};

/** Numbers and calendar dates as the language writes them; dates are calendar days, so they are read in UTC. */
export function formatsFor(lang: Lang) {
  const locale = LOCALES[lang];
  const numbers = new Intl.NumberFormat(locale);
  const percents = new Intl.NumberFormat(locale, { style: 'percent' });
  const minutes = new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'short' });
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  const full = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
  return {
    number: (value: number) => numbers.format(value),
    percent: (whole: number) => percents.format(whole / 100),
    minutes: (value: number) => minutes.format(value),
    weekdayDate: (date: string) => weekday.format(dateToUtc(date)),
    fullDate: (date: string) => full.format(dateToUtc(date)),
    longDate: (date: string) => longDate(dateToUtc(date), lang, 'UTC'),
  };
}
type Formats = ReturnType<typeof formatsFor>;

function plural<Args extends string[]>(lang: Lang, count: number, forms: Plural<Args>): (...args: Args) => string {
  return new Intl.PluralRules(lang).select(count) === 'one' ? forms.one : forms.other;
}

/** 'Día 23 de 90 de tu ciclo 2; quedan 67 días.' */
function cycleLine(lang: Lang, cycle: { number: number; day: number; daysLeft: number }, format: Formats): string {
  const words = WORDS[lang];
  const [day, length, number] = [format.number(cycle.day), format.number(CYCLE_LENGTH_DAYS), format.number(cycle.number)] as const;
  if (cycle.daysLeft === 0) return words.cycleOver(day, length, number);
  return plural(lang, cycle.daysLeft, words.cycleRunning)(day, length, number, format.number(cycle.daysLeft));
}

/** Actions in the order given, gathered under their contexts in the order each context first appears. */
export function groupByContext(actions: readonly MailAction[]): ActionGroup[] {
  const groups = new Map<string, MailAction[]>();
  for (const action of actions) {
    const group = groups.get(action.context);
    if (group) group.push(action);
    else groups.set(action.context, [action]);
  }
  return [...groups].map(([context, grouped]) => ({ context, actions: grouped }));
}

/** One part of a mail, in both shapes: the plain text and the HTML blocks that say the same. */
export type Part = { text: string; html: string };

export const paragraph = (text: string): Part => ({ text, html: htmlParagraph(escapeHtml(text)) });
export const button = (link: MailLink): Part => ({ text: `${link.label}: ${link.url}`, html: htmlButton(link) });
const secondaryLink = (link: MailLink): Part => ({
  text: `${link.label}: ${link.url}`,
  html: htmlParagraph(`<a href="${escapeHtml(link.url)}" style="color:${BRAND_COLOR.strong}">${escapeHtml(link.label)}</a>`),
});

/** The actions under their contexts: title, then due date (when shown), energy, minutes and project. */
function actionList(lang: Lang, groups: readonly ActionGroup[], format: Formats, withDate: boolean): Part[] {
  const words = WORDS[lang];
  const details = (action: MailAction) => {
    const date = withDate ? [format.weekdayDate(action.dueDate)] : [];
    return [...date, words.energy[action.energy], format.minutes(action.timeEstimate), words.project(action.project)].join(' · ');
  };
  const item = (action: MailAction) =>
    `<li style="margin:0 0 8px"><strong>${escapeHtml(action.title)}</strong><br><span style="font-size:13px;color:#555555">${escapeHtml(details(action))}</span></li>`;
  return groups.map((group) => ({
    text: [group.context, ...group.actions.map((action) => `- ${action.title}\n  ${details(action)}`)].join('\n'),
    html:
      `<h3 style="margin:0 0 4px;font-size:15px">${escapeHtml(group.context)}</h3>` +
      `<ul style="margin:0 0 16px;padding-left:20px">${group.actions.map(item).join('')}</ul>`,
  }));
}

/** Why the mail came, and the links to change the notifications and to stop this kind of mail in one click. */
export function footer(lang: Lang, why: string, links: NotificationLinks): Part {
  const words = WORDS[lang];
  const small = ';font-size:13px;color:#555555';
  const link = (label: string, url: string) => `<a href="${escapeHtml(url)}" style="color:#555555">${escapeHtml(label)}</a>`;
  return {
    text: `${why}\n${words.settings}: ${links.settings}\n${words.unsubscribe}: ${links.unsubscribe}`,
    html:
      '<hr style="border:none;border-top:1px solid #dddddd;margin:24px 0 16px">' +
      htmlParagraph(escapeHtml(why), small) +
      htmlParagraph(`${link(words.settings, links.settings)} · ${link(words.unsubscribe, links.unsubscribe)}`, small),
  };
}

export function mail(lang: Lang, subject: string, parts: readonly Part[]): RenderedMail {
  return {
    subject,
    text: `${parts.map((part) => part.text).join('\n\n')}\n`,
    html: htmlDocument(lang, parts.map((part) => part.html)),
  };
}

/** The Monday digest: last week's execution against the target, the cycle's day, this week's due actions, the review. */
export function weeklyDigestMail(lang: Lang, data: WeeklyDigestData): RenderedMail {
  const words = WORDS[lang];
  const format = formatsFor(lang);
  const target = format.percent(data.targetPercent);
  const { lastWeek, cycle, links } = data;
  const due = data.dueThisWeek.reduce((sum, group) => sum + group.actions.length, 0);
  const subject = cycle ? words.digest.subjectWithDay(format.number(cycle.day), format.number(CYCLE_LENGTH_DAYS)) : words.digest.subject;
  return mail(lang, subject, [
    paragraph(words.greeting(data.firstName)),
    paragraph(words.digest.intro(format.longDate(data.weekStart))),
    paragraph(
      lastWeek.score === null
        ? words.digest.nothingWasDue(target)
        : plural(lang, lastWeek.due, words.digest.score)(format.percent(lastWeek.score), format.number(lastWeek.done), format.number(lastWeek.due), target),
    ),
    ...(cycle ? [paragraph(cycleLine(lang, cycle, format))] : []),
    ...(data.pulse
      ? [
          paragraph(plural(lang, data.pulse.questions, words.digest.pulse)(format.number(data.pulse.questions), format.longDate(data.pulse.closesOn))),
          secondaryLink({ label: words.digest.pulseAction, url: links.pulse }),
        ]
      : []),
    ...(data.overdue > 0 ? [paragraph(plural(lang, data.overdue, words.digest.overdueCount)(format.number(data.overdue)))] : []),
    ...(due === 0
      ? [paragraph(data.overdue > 0 ? words.digest.nothingNewDue : words.digest.nothingDue)]
      : [paragraph(plural(lang, due, words.digest.dueCount)(format.number(due))), ...actionList(lang, data.dueThisWeek, format, true)]),
    button({ label: words.digest.review, url: links.review }),
    secondaryLink({ label: words.actions, url: links.actions }),
    paragraph(words.closing),
    footer(lang, words.digest.why, links),
  ]);
}

/** The morning reminder on a day something is due: today's actions under their contexts. */
export function dueReminderMail(lang: Lang, data: DueReminderData): RenderedMail {
  const words = WORDS[lang];
  const format = formatsFor(lang);
  const count = data.actions.length;
  return mail(lang, plural(lang, count, words.reminder.subject)(format.number(count)), [
    paragraph(words.greeting(data.firstName)),
    paragraph(plural(lang, count, words.reminder.intro)(format.fullDate(data.date), format.number(count))),
    ...actionList(lang, groupByContext(data.actions), format, false),
    paragraph(words.reminder.advice),
    button({ label: words.actions, url: data.links.actions }),
    paragraph(words.closing),
    footer(lang, words.reminder.why, data.links),
  ]);
}

/** The invitation to re-assess the life wheel near the end of a cycle: where the cycle stands and why answer again. */
export function reassessInvitationMail(lang: Lang, data: ReassessInvitationData): RenderedMail {
  const words = WORDS[lang];
  const format = formatsFor(lang);
  return mail(lang, words.reassess.subject, [
    paragraph(words.greeting(data.firstName)),
    paragraph(`${cycleLine(lang, data.cycle, format)} ${words.reassess.intro}`),
    paragraph(words.reassess.compare),
    button({ label: words.reassess.action, url: data.links.reassess }),
    paragraph(words.closing),
    footer(lang, words.reassess.why, data.links),
  ]);
}

/** What a push notification shows (issue 40): a title and a short body, in the person's language. */
export type PushText = { title: string; body: string };

/** Titles a due reminder's push names before it says how many more there are. */
const PUSH_TITLES_SHOWN = 3;

/** The due reminder as a push: the mail's subject, and the titles due today (the first few, then how many more). */
export function dueReminderPush(lang: Lang, actions: readonly Pick<MailAction, 'title'>[]): PushText {
  const words = WORDS[lang];
  const format = formatsFor(lang);
  const shown = actions.slice(0, PUSH_TITLES_SHOWN).map((action) => action.title).join(', ');
  const more = actions.length - PUSH_TITLES_SHOWN;
  return {
    title: plural(lang, actions.length, words.reminder.subject)(format.number(actions.length)),
    body: more > 0 ? `${shown} ${words.reminder.more(format.number(more))}` : shown,
  };
}

/** The Monday digest as a push: the mail's subject, and last week's execution against the target. */
export function weeklyDigestPush(lang: Lang, data: Pick<WeeklyDigestData, 'lastWeek' | 'targetPercent' | 'cycle'>): PushText {
  const words = WORDS[lang];
  const format = formatsFor(lang);
  const target = format.percent(data.targetPercent);
  const { lastWeek, cycle } = data;
  return {
    title: cycle ? words.digest.subjectWithDay(format.number(cycle.day), format.number(CYCLE_LENGTH_DAYS)) : words.digest.subject,
    body:
      lastWeek.score === null
        ? words.digest.nothingWasDue(target)
        : plural(lang, lastWeek.due, words.digest.score)(format.percent(lastWeek.score), format.number(lastWeek.done), format.number(lastWeek.due), target),
  };
}

/** The invitation to re-assess as a push: the mail's subject, and where the cycle stands. */
export function reassessInvitationPush(lang: Lang, cycle: ReassessInvitationData['cycle']): PushText {
  return { title: WORDS[lang].reassess.subject, body: cycleLine(lang, cycle, formatsFor(lang)) };
}
