// Companions (issue 41) as people use them, in two browsers: the person invites a coach from the profile, the coach
// opens the mailed link signed out, signs in, comes back and accepts, sees exactly what was shared and leaves a note
// on a week, which the person reads on that week's review; the person narrows what the coach sees (the coach's view
// loses the part) and ends the share (the coach's next view answers not found).
import type { Page } from '@playwright/test';
import { addDays } from '../../domain/rules/dates';
import { weekStart } from '../../domain/rules/weekly';
import { expect, test } from './fixtures';
import { arrangeFullUser, registerNew } from './support/arrange';
import { openSignedIn, pathOf, TIME_ZONE } from './support/ui';

const companionsCard = (page: Page) => page.getByRole('region', { name: 'Acompañantes' });

test.describe('companions', () => {
  test('invite, accept, view, note, narrow and revoke, as the person and as the coach', async ({ baseUrl, browser, outbox }) => {
    test.setTimeout(180_000);
    const person = await arrangeFullUser(baseUrl, TIME_ZONE);
    const coach = await registerNew(baseUrl, { firstName: 'Marta', lastName: 'Coach', address: 'Calle del Prado 2, Madrid' });
    const lastMonday = weekStart(addDays(person.api.today(), -7));
    await person.api.call('POST', '/reviews/add', { weekStart: lastMonday, wins: 'Leí cada día', rating: 4 });

    const personContext = await browser.newContext({ locale: 'es-ES', timezoneId: TIME_ZONE });
    const coachContext = await browser.newContext({ locale: 'es-ES', timezoneId: TIME_ZONE });
    try {
      const owner = await personContext.newPage();
      const companion = await coachContext.newPage();

      // The person invites the coach from the profile: the wheel, the plan and the weekly part.
      await openSignedIn(owner, baseUrl, person, 'es', '/profile');
      const card = companionsCard(owner);
      await card.getByText('Aún no compartes tu plan con nadie.').waitFor();
      await card.getByRole('button', { name: 'Invitar a alguien' }).click();
      await card.getByRole('textbox', { name: 'Correo electrónico' }).fill(coach.email);
      await card.getByRole('radio', { name: 'Coach' }).check();
      await card.getByRole('checkbox', { name: 'La rueda y sus puntuaciones' }).check();
      await card.getByRole('checkbox', { name: 'Proyectos, metas y acciones (títulos y estado)' }).check();
      await card.getByRole('checkbox', { name: 'La ejecución semanal y las revisiones' }).check();
      await card.getByRole('button', { name: 'Enviar la invitación' }).click();
      await owner.getByText(`Invitación enviada a ${coach.email}`).waitFor();
      await card.getByRole('list', { name: 'Quién ve qué' }).getByText('Invitación enviada').waitFor();

      // The mail's link, opened signed out: sign in, come back, accept.
      await expect.poll(async () => (await outbox(coach.email)).length, { timeout: 30_000 }).toBe(1);
      const [mail] = await outbox(coach.email);
      const link = /https?:\/\/\S+\/supporting\/accept\?token=[A-Za-z0-9_-]+(&lang=[a-z]{2})?/.exec(mail?.text ?? '')?.[0];
      expect(link).toBeDefined();
      const { pathname, search } = new URL(link ?? '');
      await companion.goto(`${baseUrl}${pathname}${search}`);
      await companion.getByRole('heading', { name: 'Invitación para acompañar' }).waitFor();
      await companion.getByRole('button', { name: 'Iniciar sesión' }).click();
      await expect.poll(() => pathOf(companion)).toBe('/login');
      await companion.getByRole('textbox', { name: 'Email' }).fill(coach.email);
      await companion.getByLabel('Contraseña', { exact: true }).fill(coach.password);
      await companion.getByRole('button', { name: 'Iniciar sesión' }).click();
      await expect.poll(() => pathOf(companion)).toBe('/supporting/accept');
      await companion.getByRole('button', { name: 'Aceptar la invitación' }).click();
      await companion.getByText(`Ahora acompañas a ${person.account.firstName}`).waitFor();
      await expect.poll(() => pathOf(companion)).toMatch(/^\/supporting\/[0-9a-f-]{36}$/);
      const viewPath = pathOf(companion);

      // Exactly what was shared, read-only.
      await companion.getByTestId('shared-wheel').waitFor();
      await expect(companion.getByTestId('shared-plan').getByRole('heading', { name: /Leer 12 libros/ })).toBeVisible();
      await expect(companion.getByTestId('shared-weekly')).toBeVisible();
      await expect(companion.getByTestId('shared-cycles')).toHaveCount(0);
      await expect(companion.getByText(/Ingresos objetivo/)).toHaveCount(0);
      await expect(companion.getByRole('main').getByRole('checkbox')).toHaveCount(0);

      // A note on last week, which the person reads on that week's review.
      await companion.getByRole('combobox', { name: 'Semana' }).selectOption(lastMonday);
      await companion.getByRole('textbox', { name: 'Tu nota' }).fill('¡Gran semana de lectura!');
      await companion.getByRole('button', { name: 'Guardar la nota' }).click();
      await companion.getByText('Nota guardada').waitFor();
      await companion.getByTestId(`shared-week-${lastMonday}`).getByText('Tu nota: ¡Gran semana de lectura!').waitFor();
      await owner.goto(`${baseUrl}/review/${lastMonday}`);
      const notes = owner.getByTestId('review-companion-notes');
      await notes.getByText('¡Gran semana de lectura!').waitFor();
      await expect(notes.getByText(/^Marta \(coach\) · /)).toBeVisible();

      // The companion list on the coach's side.
      await companion.goto(`${baseUrl}/supporting`);
      await companion.getByRole('list', { name: 'Personas que acompaño' }).getByRole('link', { name: new RegExp(person.account.firstName) }).waitFor();

      // Narrow: the plan goes, and the coach's next view has no plan.
      await owner.goto(`${baseUrl}/profile`);
      await companionsCard(owner).getByRole('button', { name: 'Cambiar lo que ve Marta' }).click();
      await companionsCard(owner).getByRole('checkbox', { name: 'Proyectos, metas y acciones (títulos y estado)' }).uncheck();
      await companionsCard(owner).getByRole('button', { name: 'Guardar', exact: true }).click();
      await owner.getByText('Ahora Marta ve solo lo que elegiste').waitFor();
      await companion.goto(`${baseUrl}${viewPath}`);
      await companion.getByTestId('shared-wheel').waitFor();
      await expect(companion.getByTestId('shared-plan')).toHaveCount(0);

      // Revoke: the coach's next view answers not found.
      await companionsCard(owner).getByRole('button', { name: 'Dejar de compartir con Marta' }).click();
      await owner.getByRole('alertdialog').getByRole('button', { name: 'Dejar de compartir' }).click();
      await companionsCard(owner).getByText('Aún no compartes tu plan con nadie.').waitFor();
      await companion.goto(`${baseUrl}${viewPath}`);
      await companion.getByText('Esta persona no comparte nada contigo').waitFor();
      await expect(companion.getByTestId('shared-wheel')).toHaveCount(0);
    } finally {
      await personContext.close();
      await coachContext.close();
    }
  });
});
