import { describe, expect, it } from 'vitest';
import { planLapseWarningMail, type PlanLapseWarningData } from './plan-lapse-warning';

function warning(overrides: Partial<PlanLapseWarningData> = {}): PlanLapseWarningData {
  return {
    firstName: 'Ana',
    plan: 'QUARTERLY',
    // 00:30 on 1 March in Madrid, still 28 February in UTC.
    endsAt: new Date('2027-02-28T23:30:00Z'),
    timeZone: 'Europe/Madrid',
    cancelled: true,
    basic: { activeProjects: 3, actionsPerMonth: 30 },
    links: {
      settings: 'https://app.test/profile?lang=es',
      unsubscribe: 'https://app.test/unsubscribe?token=abc&lang=es',
      plans: 'https://app.test/subscription?lang=es',
    },
    ...overrides,
  };
}

describe('the warning before a paid plan ends', () => {
  it('in Spanish: the plan and its last day in the person\'s zone, what the free plan keeps and loses, the plans, the footer', () => {
    const mail = planLapseWarningMail('es', warning());
    expect(mail.subject).toBe('Tu plan Trimestral de Prospera termina el 1 de marzo de 2027');
    expect(mail.text).toBe(
      [
        'Hola, Ana:',
        'Cancelaste la renovación de tu plan Trimestral: sigue activo hasta el 1 de marzo de 2027, y ese día termina.',
        'Desde ese día vuelves al plan gratuito Básico. Conservas todos tus datos: ciclos, proyectos, metas y acciones. Puedes tener hasta 3 proyectos activos (los que ya estén activos siguen así, pero no podrás activar otro mientras tengas 3 o más) y crear 30 acciones nuevas al mes, y las analíticas dejan de estar disponibles.',
        'Para seguir con un plan de pago, en la pantalla de planes puedes volver a elegir el plan Trimestral en cuanto termine, o cambiar ya a otro plan (su periodo empieza el día del cambio y el tiempo que te queda no se traslada).',
        'Ver los planes: https://app.test/subscription?lang=es',
        'El equipo de Prospera',
        'Recibes este correo porque tienes activado el aviso antes de que termine tu plan de pago. Puedes desactivarlo en tus notificaciones.\n' +
          'Cambiar mis notificaciones: https://app.test/profile?lang=es\n' +
          'Darme de baja de estos correos: https://app.test/unsubscribe?token=abc&lang=es',
      ].join('\n\n') + '\n',
    );
    expect(mail.html).toMatch(/^<!doctype html><html lang="es"><body[^>]*><p style="[^"]*color:#4338ca">PROSPERA<\/p>/);
    expect(mail.html).toContain('href="https://app.test/subscription?lang=es" style="display:inline-block;padding:10px 18px;background:#4f46e5');
    expect(mail.html).toContain('href="https://app.test/unsubscribe?token=abc&#38;lang=es"');
  });

  it('in English, for a plan left to renew: payments are manual, so it ends unless a plan is chosen', () => {
    const mail = planLapseWarningMail('en', warning({ plan: 'SEMESTER', cancelled: false, timeZone: 'UTC', basic: { activeProjects: 3, actionsPerMonth: 1000 } }));
    expect(mail.subject).toBe('Your Prospera Semiannual plan ends on February 28, 2027');
    expect(mail.text).toContain('Hi Ana,\n\nYour Semiannual plan ends on February 28, 2027. Payments in Prospera are manual: nothing is charged or renewed by itself, so it ends that day unless you choose a paid plan.');
    expect(mail.text).toContain('create 1,000 new actions a month');
    expect(mail.text).toContain('You get this e-mail because the warning before your paid plan ends is on.');
    expect(mail.html).toMatch(/^<!doctype html><html lang="en">/);
  });

  it('never turns the name into markup', () => {
    const mail = planLapseWarningMail('es', warning({ firstName: '<b>Ana</b>' }));
    expect(mail.html).not.toContain('<b>Ana</b>');
    expect(mail.html).toContain('&#60;b&#62;Ana&#60;/b&#62;');
  });
});
