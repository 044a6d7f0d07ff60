import { describe, expect, it } from 'vitest';
import { dueReminderMail, reassessInvitationMail, weeklyDigestMail, type MailAction, type NotificationLinks, type WeeklyDigestData } from './notifications';

const links: NotificationLinks = {
  settings: 'https://app.test/profile?section=notifications&from=mail',
  unsubscribe: 'https://app.test/unsubscribe?token=abc&kind=weekly',
};
/** How the URLs above read inside an href or a paragraph of the HTML part. */
const htmlLinks = ['https://app.test/profile?section=notifications&#38;from=mail', 'https://app.test/unsubscribe?token=abc&#38;kind=weekly'];

function action(overrides: Partial<MailAction>): MailAction {
  return { title: 'Llamar al banco', context: '@casa', energy: 'LOW', timeEstimate: 30, project: 'Finanzas', dueDate: '2026-11-23', ...overrides };
}

function digest(overrides: Partial<WeeklyDigestData> = {}): WeeklyDigestData {
  return {
    firstName: 'Ana',
    weekStart: '2026-11-23',
    lastWeek: { due: 5, done: 4, score: 80 },
    targetPercent: 85,
    cycle: { number: 2, day: 23, daysLeft: 67 },
    dueThisWeek: [
      { context: '@casa', actions: [action({}), action({ title: 'Pagar la luz', energy: 'HIGH', timeEstimate: 90, dueDate: '2026-11-25' })] },
      { context: '@oficina', actions: [action({ title: 'Enviar el informe', context: '@oficina', energy: 'MEDIUM', project: 'Trabajo', dueDate: '2026-11-27' })] },
    ],
    overdue: 0,
    pulse: null,
    links: { ...links, review: 'https://app.test/weeks/review', actions: 'https://app.test/actions', pulse: 'https://app.test/pulse' },
    ...overrides,
  };
}

function expectFooter(mail: { text: string; html: string }, words: { settings: string; unsubscribe: string }) {
  expect(mail.text).toContain(`${words.settings}: ${links.settings}`);
  expect(mail.text).toContain(`${words.unsubscribe}: ${links.unsubscribe}`);
  expect(mail.html).toContain(`href="${htmlLinks[0]}" style="color:#555555">${words.settings}</a>`);
  expect(mail.html).toContain(`href="${htmlLinks[1]}" style="color:#555555">${words.unsubscribe}</a>`);
}

describe('weekly digest mail', () => {
  it('in Spanish: the score against the target, the cycle day, the week by context with weekday dates, the review and the footer', () => {
    const mail = weeklyDigestMail('es', digest());
    expect(mail.subject).toBe('Tu semana en Prospera: día 23 de 90');
    expect(mail.text).toContain('Hola, Ana:\n\nEste es tu resumen de la semana del 23 de noviembre de 2026.');
    expect(mail.text).toContain('La semana pasada cumpliste el 80\u00a0% (4 de 5 acciones); tu meta es el 85\u00a0%.');
    expect(mail.text).toContain('Día 23 de 90 de tu ciclo 2; quedan 67 días.');
    expect(mail.text).toContain(
      'Esta semana vencen 3 acciones:\n\n' +
        '@casa\n' +
        '- Llamar al banco\n  lunes, 23 de noviembre · Energía baja · 30 min · Proyecto: Finanzas\n' +
        '- Pagar la luz\n  miércoles, 25 de noviembre · Energía alta · 90 min · Proyecto: Finanzas\n\n' +
        '@oficina\n' +
        '- Enviar el informe\n  viernes, 27 de noviembre · Energía media · 30 min · Proyecto: Trabajo',
    );
    expect(mail.text).toContain('Hacer la revisión semanal: https://app.test/weeks/review');
    expect(mail.text).toContain('Ver mis acciones: https://app.test/actions');
    expect(mail.text).toContain('tienes activado el resumen semanal');
    expectFooter(mail, { settings: 'Cambiar mis notificaciones', unsubscribe: 'Darme de baja de estos correos' });
    expect(mail.html).toMatch(/^<!doctype html><html lang="es">/);
    expect(mail.html).toContain('<h3 style="margin:0 0 4px;font-size:15px">@casa</h3>');
    expect(mail.html).toContain('<strong>Pagar la luz</strong>');
    expect(mail.html).toContain('miércoles, 25 de noviembre · Energía alta · 90 min · Proyecto: Finanzas');
    expect(mail.html).toContain('<a href="https://app.test/weeks/review" style="display:inline-block;padding:10px 18px;background:#4f46e5');
    expect(mail.html).toContain('<a href="https://app.test/actions" style="color:#4338ca">Ver mis acciones</a>');
  });

  it('in English, with the same parts', () => {
    const mail = weeklyDigestMail('en', digest());
    expect(mail.subject).toBe('Your week in Prospera: day 23 of 90');
    expect(mail.text).toContain('Hi Ana,\n\nHere is your summary for the week of November 23, 2026.');
    expect(mail.text).toContain('Last week you completed 80% (4 of 5 actions); your target is 85%.');
    expect(mail.text).toContain('Day 23 of 90 of cycle 2; 67 days left.');
    expect(mail.text).toContain('3 actions are due this week:\n\n@casa\n- Llamar al banco\n  Monday, November 23 · Low energy · 30 min · Project: Finanzas');
    expect(mail.text).toContain('Friday, November 27 · Medium energy · 30 min · Project: Trabajo');
    expect(mail.text).toContain('Do the weekly review: https://app.test/weeks/review');
    expectFooter(mail, { settings: 'Change my notifications', unsubscribe: 'Unsubscribe from these e-mails' });
    expect(mail.html).toMatch(/^<!doctype html><html lang="en">/);
  });

  it('says when nothing was due last week, nothing is due this week and no cycle is running', () => {
    const quiet = { lastWeek: { due: 0, done: 0, score: null }, cycle: null, dueThisWeek: [] };
    const es = weeklyDigestMail('es', digest(quiet));
    const en = weeklyDigestMail('en', digest(quiet));
    expect(es.subject).toBe('Tu semana en Prospera');
    expect(en.subject).toBe('Your week in Prospera');
    expect(es.text).toContain('La semana pasada no vencía ninguna acción, así que no hay puntuación que medir; tu meta sigue siendo el 85\u00a0%.');
    expect(en.text).toContain('Nothing was due last week, so there is no score to measure; your target stays at 85%.');
    expect(es.text).toContain('Nada vence esta semana.');
    expect(en.text).toContain('Nothing is due this week.');
    expect(es.text).not.toContain('ciclo');
    expect(en.text).not.toContain('cycle');
    expect(es.html).not.toContain('<ul');
    expectFooter(es, { settings: 'Cambiar mis notificaciones', unsubscribe: 'Darme de baja de estos correos' });
  });

  it('counts the overdue actions and never says nothing is due while some are', () => {
    const behind = { lastWeek: { due: 0, done: 0, score: null }, cycle: null, dueThisWeek: [], overdue: 24 };
    const es = weeklyDigestMail('es', digest(behind));
    const en = weeklyDigestMail('en', digest(behind));
    expect(es.text).toContain('Tienes 24 acciones atrasadas: en la revisión semanal puedes reprogramarlas o marcarlas todas como no hechas de una vez.');
    expect(en.text).toContain('You have 24 overdue actions: in the weekly review you can reschedule them or mark them all as not done at once.');
    expect(es.text).toContain('Esta semana no vence ninguna acción nueva.');
    expect(es.text).not.toContain('Nada vence');
    expect(en.text).not.toContain('Nothing is due');
    expect(weeklyDigestMail('es', digest({ overdue: 1 })).text).toContain('Tienes 1 acción atrasada: en la revisión semanal puedes reprogramarla o marcarla como no hecha.');
    expect(weeklyDigestMail('en', digest({ overdue: 0 })).text).not.toContain('overdue');
  });

  it('invites to the day-45 pulse while it is open and not taken, with its link', () => {
    const es = weeklyDigestMail('es', digest({ cycle: { number: 2, day: 44, daysLeft: 46 }, pulse: { questions: 3, closesOn: '2026-11-29' } }));
    expect(es.text).toContain('Estás a mitad de ciclo: responde el pulso del día 45 (3 preguntas, menos de 2 minutos) para saber si tu plan ya está cambiando algo. Puedes hacerlo hasta el 29 de noviembre de 2026.');
    expect(es.html).toContain('href="https://app.test/pulse"');
    const en = weeklyDigestMail('en', digest({ pulse: { questions: 1, closesOn: '2026-11-29' } }));
    expect(en.text).toContain('take the day-45 pulse (1 question, under 2 minutes)');
    expect(en.text).toContain('Take the day-45 pulse');
    expect(weeklyDigestMail('es', digest()).text).not.toContain('pulso');
  });

  it('words one action and one day in the singular', () => {
    const single = { lastWeek: { due: 1, done: 1, score: 100 }, cycle: { number: 1, day: 89, daysLeft: 1 }, dueThisWeek: [{ context: '@casa', actions: [action({})] }] };
    const es = weeklyDigestMail('es', digest(single));
    const en = weeklyDigestMail('en', digest(single));
    expect(es.text).toContain('cumpliste el 100\u00a0% (1 de 1 acción)');
    expect(es.text).toContain('Día 89 de 90 de tu ciclo 1; queda 1 día.');
    expect(es.text).toContain('Esta semana vence 1 acción:');
    expect(en.text).toContain('you completed 100% (1 of 1 action)');
    expect(en.text).toContain('Day 89 of 90 of cycle 1; 1 day left.');
    expect(en.text).toContain('1 action is due this week:');
  });

  it('escapes the name, titles, contexts and projects in the HTML and keeps them verbatim in the text', () => {
    const mail = weeklyDigestMail(
      'es',
      digest({
        firstName: '<script>alert(1)</script>',
        dueThisWeek: [{ context: '@<b>casa</b>', actions: [action({ title: '<script>steal()</script>', context: '@<b>casa</b>', project: 'A & "B"' })] }],
      }),
    );
    expect(mail.text).toContain('Hola, <script>alert(1)</script>:');
    expect(mail.text).toContain('@<b>casa</b>\n- <script>steal()</script>\n');
    expect(mail.text).toContain('Proyecto: A & "B"');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('Hola, &#60;script&#62;alert(1)&#60;/script&#62;:');
    expect(mail.html).toContain('<strong>&#60;script&#62;steal()&#60;/script&#62;</strong>');
    expect(mail.html).toContain('Proyecto: A &#38; &#34;B&#34;');
  });
});

describe('due reminder mail', () => {
  const reminder = (actions: MailAction[], firstName = 'Ana') => ({ firstName, date: '2026-11-23', actions, links: { ...links, actions: 'https://app.test/actions' } });
  const three = [action({}), action({ title: 'Enviar el informe', context: '@oficina', project: 'Trabajo', energy: 'HIGH', timeEstimate: 45 }), action({ title: 'Regar las plantas', timeEstimate: 10 })];

  it('in Spanish: a plural subject, today written out, the actions gathered by context in order of appearance', () => {
    const mail = dueReminderMail('es', reminder(three));
    expect(mail.subject).toBe('Hoy vencen 3 acciones en Prospera');
    expect(mail.text).toContain('Hoy es lunes, 23 de noviembre de 2026, y vencen 3 acciones:');
    expect(mail.text).toContain(
      '@casa\n' +
        '- Llamar al banco\n  Energía baja · 30 min · Proyecto: Finanzas\n' +
        '- Regar las plantas\n  Energía baja · 10 min · Proyecto: Finanzas\n\n' +
        '@oficina\n' +
        '- Enviar el informe\n  Energía alta · 45 min · Proyecto: Trabajo',
    );
    expect(mail.text).toContain('Ver mis acciones: https://app.test/actions');
    expect(mail.text).toContain('recordatorios de vencimiento');
    expectFooter(mail, { settings: 'Cambiar mis notificaciones', unsubscribe: 'Darme de baja de estos correos' });
    expect(mail.html).toMatch(/^<!doctype html><html lang="es">/);
    expect(mail.html).toContain('<a href="https://app.test/actions" style="display:inline-block;padding:10px 18px;background:#4f46e5');
  });

  it('in English, with the same parts', () => {
    const mail = dueReminderMail('en', reminder(three));
    expect(mail.subject).toBe('3 actions are due today in Prospera');
    expect(mail.text).toContain('Hi Ana,\n\nToday is Monday, November 23, 2026, and 3 actions are due:');
    expect(mail.text).toContain('@oficina\n- Enviar el informe\n  High energy · 45 min · Project: Trabajo');
    expect(mail.text).toContain('See my actions: https://app.test/actions');
    expectFooter(mail, { settings: 'Change my notifications', unsubscribe: 'Unsubscribe from these e-mails' });
    expect(mail.html).toMatch(/^<!doctype html><html lang="en">/);
  });

  it('words a single action in the singular', () => {
    expect(dueReminderMail('es', reminder([action({})])).subject).toBe('Hoy vence 1 acción en Prospera');
    expect(dueReminderMail('es', reminder([action({})])).text).toContain('y vence 1 acción:');
    expect(dueReminderMail('en', reminder([action({})])).subject).toBe('1 action is due today in Prospera');
    expect(dueReminderMail('en', reminder([action({})])).text).toContain('and 1 action is due:');
  });

  it('escapes user data in the HTML only', () => {
    const mail = dueReminderMail('en', reminder([action({ title: '<script>x()</script>', context: '@<i>home</i>' })], '<script>Ann</script>'));
    expect(mail.text).toContain('Hi <script>Ann</script>,');
    expect(mail.text).toContain('@<i>home</i>\n- <script>x()</script>');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<i>');
    expect(mail.html).toContain('<strong>&#60;script&#62;x()&#60;/script&#62;</strong>');
  });
});

describe('re-assessment invitation mail', () => {
  const invitation = (cycle = { number: 2, day: 80, daysLeft: 11 }) => ({ firstName: 'Ana', cycle, links: { ...links, reassess: 'https://app.test/lifewheel/reassess' } });

  it('in Spanish: where the cycle stands, why answer again, the button and the footer', () => {
    const mail = reassessInvitationMail('es', invitation());
    expect(mail.subject).toBe('Es hora de reevaluar tu rueda de la vida');
    expect(mail.text).toContain('Día 80 de 90 de tu ciclo 2; quedan 11 días. Ya puedes volver a evaluar tu rueda de la vida.');
    expect(mail.text).toContain('respuesta por respuesta');
    expect(mail.text).toContain('Reevaluar mi rueda de la vida: https://app.test/lifewheel/reassess');
    expectFooter(mail, { settings: 'Cambiar mis notificaciones', unsubscribe: 'Darme de baja de estos correos' });
    expect(mail.html).toMatch(/^<!doctype html><html lang="es">/);
    expect(mail.html).toContain('<a href="https://app.test/lifewheel/reassess" style="display:inline-block;padding:10px 18px;background:#4f46e5');
  });

  it('in English, with the same parts', () => {
    const mail = reassessInvitationMail('en', invitation());
    expect(mail.subject).toBe('Time to re-assess your life wheel');
    expect(mail.text).toContain('Day 80 of 90 of cycle 2; 11 days left. You can now assess your life wheel again.');
    expect(mail.text).toContain('answer by answer');
    expect(mail.text).toContain('Re-assess my life wheel: https://app.test/lifewheel/reassess');
    expectFooter(mail, { settings: 'Change my notifications', unsubscribe: 'Unsubscribe from these e-mails' });
    expect(mail.html).toMatch(/^<!doctype html><html lang="en">/);
  });

  it('says the cycle has ended once no day is left', () => {
    expect(reassessInvitationMail('es', invitation({ number: 3, day: 90, daysLeft: 0 })).text).toContain('Día 90 de 90 de tu ciclo 3: el ciclo ha terminado.');
    expect(reassessInvitationMail('en', invitation({ number: 3, day: 90, daysLeft: 0 })).text).toContain('Day 90 of 90 of cycle 3: the cycle has ended.');
  });

  it('escapes the name in the HTML only', () => {
    const mail = reassessInvitationMail('es', { ...invitation(), firstName: '<script>Ana</script>' });
    expect(mail.text).toContain('Hola, <script>Ana</script>:');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Hola, &#60;script&#62;Ana&#60;/script&#62;:');
  });
});
