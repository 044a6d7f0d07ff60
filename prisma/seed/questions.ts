// Seed data: bilingual (es/en) yes/no life-wheel questions for the six Prospera areas; YES is always the healthy answer.

import type { LifeAreaKey } from '../../domain/content/life-areas';

export type QuestionSeed = {
  areaKey: LifeAreaKey;
  order: number;
  haveMoreQuestions: boolean;
  es: { text: string; tip: string };
  en: { text: string; tip: string };
};

export const questionSeeds: readonly QuestionSeed[] = [
  {
    areaKey: 'PERSONAL_DEVELOPMENT',
    order: 1,
    haveMoreQuestions: false,
    es: {
      text: '¿En el último mes dedicaste tiempo cada semana a aprender algo nuevo por tu cuenta?',
      tip: 'Cuentan libros, cursos, pódcasts o tutoriales que elegiste tú; la formación obligatoria del trabajo no cuenta.',
    },
    en: {
      text: 'Over the past month, did you spend time each week learning something new on your own?',
      tip: 'Books, courses, podcasts or tutorials you chose yourself count; mandatory training for work does not.',
    },
  },
  {
    areaKey: 'PERSONAL_DEVELOPMENT',
    order: 2,
    haveMoreQuestions: false,
    es: {
      text: '¿Llevas al menos un mes sosteniendo un hábito positivo de forma constante?',
      tip: 'Por ejemplo meditar, leer o hacer ejercicio; responde sí si lo cumpliste la mayoría de los días.',
    },
    en: {
      text: 'Have you kept up at least one positive habit consistently for a month or more?',
      tip: 'Think meditation, reading or exercise; answer yes if you stuck with it on most days.',
    },
  },
  {
    areaKey: 'PERSONAL_DEVELOPMENT',
    order: 3,
    haveMoreQuestions: false,
    es: {
      text: '¿Tienes por escrito tus metas personales para este año?',
      tip: 'Vale una libreta, una nota en el teléfono o un tablero de visión; tenerlas solo en la cabeza no cuenta.',
    },
    en: {
      text: 'Are your personal goals for this year written down?',
      tip: 'A notebook, a note on your phone or a vision board all count; keeping them only in your head does not.',
    },
  },
  {
    areaKey: 'PERSONAL_DEVELOPMENT',
    order: 4,
    haveMoreQuestions: false,
    es: {
      text: '¿Durante el último mes te tomaste un rato cada semana para reflexionar sobre cómo vas?',
      tip: 'Escribir un diario, hacer una revisión semanal o caminar a solas pensando en tu vida son formas válidas.',
    },
    en: {
      text: 'In the past month, did you set aside time each week to reflect on how things are going?',
      tip: 'Journaling, a weekly review or a solo walk spent thinking about your life all count.',
    },
  },
  {
    areaKey: 'PERSONAL_DEVELOPMENT',
    order: 5,
    haveMoreQuestions: false,
    es: {
      text: 'Cuando algo te molestó en las últimas semanas, ¿pudiste calmarte antes de reaccionar?',
      tip: 'No se trata de no sentir enojo, sino de reconocer la emoción y elegir cómo responder.',
    },
    en: {
      text: 'When something upset you in recent weeks, were you usually able to calm down before reacting?',
      tip: "It's not about never feeling angry; it's about noticing the emotion and choosing how to respond.",
    },
  },
  {
    areaKey: 'PERSONAL_DEVELOPMENT',
    order: 6,
    haveMoreQuestions: false,
    es: {
      text: '¿En el último mes hiciste a propósito algo que te sacara de tu zona de confort?',
      tip: 'Puede ser pequeño: hablar en público, pedir algo que te daba vergüenza o probar una actividad nueva.',
    },
    en: {
      text: 'In the past month, did you deliberately do something that pushed you out of your comfort zone?',
      tip: 'It can be small: speaking up in a meeting, asking for something awkward or trying a new activity.',
    },
  },
  {
    areaKey: 'PERSONAL_DEVELOPMENT',
    order: 7,
    haveMoreQuestions: false,
    es: {
      text: '¿Podrías nombrar ahora mismo, sin dudar, tus tres valores más importantes?',
      tip: 'Por ejemplo honestidad, libertad o familia; lo importante es que sean tuyos y guíen tus decisiones.',
    },
    en: {
      text: 'Could you name your three most important values right now without hesitating?',
      tip: 'Honesty, freedom or family, for example; what matters is that they are yours and guide your choices.',
    },
  },
  {
    areaKey: 'PERSONAL_DEVELOPMENT',
    order: 8,
    haveMoreQuestions: false,
    es: {
      text: '¿Reservas cada semana un rato solo para ti, sin obligaciones de por medio?',
      tip: 'Piensa en tiempo elegido por ti para descansar o disfrutar; hacer recados a solas no cuenta.',
    },
    en: {
      text: 'Do you set aside some time each week just for yourself, free of obligations?',
      tip: 'This means time you choose for rest or enjoyment; running errands alone does not count.',
    },
  },
  {
    areaKey: 'PERSONAL_DEVELOPMENT',
    order: 9,
    haveMoreQuestions: false,
    es: {
      text: '¿En los últimos tres meses pediste a alguien de confianza una opinión sincera sobre ti?',
      tip: 'Un mentor, un amigo o un colega sirven; lo clave es que le preguntaste tú y escuchaste con apertura.',
    },
    en: {
      text: 'In the past 3 months, have you asked someone you trust for honest feedback about yourself?',
      tip: 'A mentor, friend or colleague all work; the key is that you asked and listened with an open mind.',
    },
  },
  {
    areaKey: 'PERSONAL_DEVELOPMENT',
    order: 10,
    haveMoreQuestions: false,
    es: {
      text: '¿Sientes que en esta etapa tu vida tiene un propósito claro?',
      tip: 'Puede venir de tu fe, tu familia, tu trabajo o una causa; lo importante es que hoy lo sientas.',
    },
    en: {
      text: 'At this stage of your life, do you feel a clear sense of purpose?',
      tip: 'It may come from faith, family, work or a cause; what matters is that you feel it today.',
    },
  },
  {
    areaKey: 'PROFESSIONAL_ACTIVITY',
    order: 1,
    haveMoreQuestions: false,
    es: {
      text: '¿Disfrutaste tu trabajo la mayoría de los días del último mes?',
      tip: 'Si trabajas por tu cuenta, estudias o te dedicas al hogar, piensa en tu actividad principal.',
    },
    en: {
      text: 'Did you enjoy your work on most days over the past month?',
      tip: "If you're self-employed, studying or running a home, think of your main daily activity.",
    },
  },
  {
    areaKey: 'PROFESSIONAL_ACTIVITY',
    order: 2,
    haveMoreQuestions: false,
    es: {
      text: '¿Aprendiste en los últimos tres meses algo que te haga mejor en lo que haces?',
      tip: 'Cuenta una herramienta nueva, una técnica, un curso o una lección práctica que ya estás aplicando.',
    },
    en: {
      text: 'In the past 3 months, have you learned something that makes you better at your job?',
      tip: "A new tool, technique, course or hands-on lesson you're already applying all count.",
    },
  },
  {
    areaKey: 'PROFESSIONAL_ACTIVITY',
    order: 3,
    haveMoreQuestions: false,
    es: {
      text: '¿Tienes claros tus objetivos profesionales para los próximos 12 meses?',
      tip: 'Sí si puedes explicar en una frase qué quieres lograr y cómo sabrás que lo conseguiste.',
    },
    en: {
      text: 'Do you have clear career goals for the next 12 months?',
      tip: "Yes if you can say in one sentence what you want to achieve and how you'll know you got there.",
    },
  },
  {
    areaKey: 'PROFESSIONAL_ACTIVITY',
    order: 4,
    haveMoreQuestions: false,
    es: {
      text: '¿Alguien reconoció tu trabajo en los últimos tres meses?',
      tip: 'Vale un agradecimiento de tu jefe, un cliente satisfecho o un comentario positivo de un colega.',
    },
    en: {
      text: 'Has anyone recognized your work in the past 3 months?',
      tip: 'Thanks from your manager, a happy client or a kind word from a colleague all count.',
    },
  },
  {
    areaKey: 'PROFESSIONAL_ACTIVITY',
    order: 5,
    haveMoreQuestions: false,
    es: {
      text: '¿Sientes que tus habilidades están al día con lo que hoy pide tu sector?',
      tip: 'Piensa si podrías postularte mañana a un puesto similar al tuyo sin tener que ponerte al día.',
    },
    en: {
      text: 'Are your skills up to date with what your field demands today?',
      tip: 'Ask yourself whether you could apply for a similar role tomorrow without needing to catch up.',
    },
  },
  {
    areaKey: 'PROFESSIONAL_ACTIVITY',
    order: 6,
    haveMoreQuestions: false,
    es: {
      text: '¿En el último mes lograste desconectarte del trabajo en tu tiempo libre?',
      tip: 'Responde no si revisas correos o mensajes de trabajo por costumbre en las noches o los fines de semana.',
    },
    en: {
      text: 'Over the past month, were you able to switch off from work during your time off?',
      tip: 'Answer no if checking work email or messages in the evenings or on weekends has become a habit.',
    },
  },
  {
    areaKey: 'PROFESSIONAL_ACTIVITY',
    order: 7,
    haveMoreQuestions: false,
    es: {
      text: '¿Consideras que lo que ganas es justo para el valor que aportas?',
      tip: 'Compara con lo que se paga en tu sector por un perfil como el tuyo, no con lo que te gustaría ganar.',
    },
    en: {
      text: 'Do you feel you are paid fairly for the value you bring?',
      tip: 'Compare with market pay for someone with your profile, not with what you wish you earned.',
    },
  },
  {
    areaKey: 'PROFESSIONAL_ACTIVITY',
    order: 8,
    haveMoreQuestions: false,
    es: {
      text: '¿En el último mes contactaste a alguien de tu red profesional fuera de tu equipo?',
      tip: 'Cuenta un café, una llamada, un evento del sector o un mensaje con intención de mantener el vínculo.',
    },
    en: {
      text: 'In the past month, did you reach out to someone in your professional network outside your team?',
      tip: 'A coffee, a call, an industry event or a message meant to keep in touch all count.',
    },
  },
  {
    areaKey: 'PROFESSIONAL_ACTIVITY',
    order: 9,
    haveMoreQuestions: false,
    es: {
      text: '¿Sientes que tu trabajo aporta algo valioso a otras personas?',
      tip: 'Piensa en clientes, compañeros, tu familia o la sociedad; cualquier impacto real que te importe cuenta.',
    },
    en: {
      text: 'Do you feel your work makes a meaningful contribution to others?',
      tip: 'Think of clients, coworkers, your family or society; any real impact you care about counts.',
    },
  },
  {
    areaKey: 'PROFESSIONAL_ACTIVITY',
    order: 10,
    haveMoreQuestions: false,
    es: {
      text: '¿En el último mes cumpliste a tiempo tus compromisos de trabajo más importantes?',
      tip: 'Piensa en entregas, citas con clientes o metas del mes; un retraso que no dependía de ti no lo convierte en un no.',
    },
    en: {
      text: 'Over the past month, did you deliver your most important work commitments on time?',
      tip: "Think of deadlines, client meetings or the month's targets; a delay that was out of your hands doesn't make it a no.",
    },
  },
  {
    areaKey: 'HEALTH_NUTRITION',
    order: 1,
    haveMoreQuestions: false,
    es: {
      text: '¿Dormiste al menos 7 horas la mayoría de las noches del último mes?',
      tip: 'Cuenta el sueño real, no el tiempo en la cama; si dudas, piensa en una semana típica.',
    },
    en: {
      text: 'Did you get at least 7 hours of sleep most nights over the past month?',
      tip: 'Count actual sleep, not time in bed; if unsure, think of a typical week.',
    },
  },
  {
    areaKey: 'HEALTH_NUTRITION',
    order: 2,
    haveMoreQuestions: false,
    es: {
      text: '¿Hiciste al menos 150 minutos de actividad física por semana durante el último mes?',
      tip: 'Equivale a unos 30 minutos cinco días; caminar a paso rápido, bailar o ir en bici también cuentan.',
    },
    en: {
      text: 'Did you get at least 150 minutes of physical activity a week over the past month?',
      tip: 'That is about 30 minutes on five days; brisk walking, dancing or cycling all count.',
    },
  },
  {
    areaKey: 'HEALTH_NUTRITION',
    order: 3,
    haveMoreQuestions: false,
    es: {
      text: '¿Comiste al menos cinco porciones de frutas y verduras la mayoría de los días del último mes?',
      tip: 'Una porción es más o menos lo que cabe en tu mano: una fruta mediana o un plato pequeño de ensalada.',
    },
    en: {
      text: 'Did you eat at least five servings of fruit and vegetables on most days last month?',
      tip: 'A serving is roughly a handful: one medium piece of fruit or a small side salad.',
    },
  },
  {
    areaKey: 'HEALTH_NUTRITION',
    order: 4,
    haveMoreQuestions: false,
    es: {
      text: '¿Bebes suficiente agua a diario, sin esperar a tener sed?',
      tip: 'Como referencia, unos 6 a 8 vasos al día; responde sí si es tu costumbre habitual, no algo ocasional.',
    },
    en: {
      text: 'Do you drink enough water every day, without waiting until you feel thirsty?',
      tip: 'As a guide, about 6 to 8 glasses a day; answer yes if this is your usual routine, not a one-off.',
    },
  },
  {
    areaKey: 'HEALTH_NUTRITION',
    order: 5,
    haveMoreQuestions: false,
    es: {
      text: '¿Te hiciste un chequeo médico general en los últimos 12 meses?',
      tip: 'Cuenta una revisión preventiva con análisis básicos, aunque no tuvieras ningún síntoma.',
    },
    en: {
      text: 'Have you had a general medical check-up in the past 12 months?',
      tip: 'A preventive visit with basic tests counts, even if you had no symptoms at all.',
    },
  },
  {
    areaKey: 'HEALTH_NUTRITION',
    order: 6,
    haveMoreQuestions: false,
    es: {
      text: '¿Tuviste energía suficiente para tu día la mayoría de los días del último mes?',
      tip: 'Responde no si dependiste del café o del azúcar para aguantar la tarde casi a diario.',
    },
    en: {
      text: 'Did you have enough energy to get through most days last month?',
      tip: 'Answer no if you relied on coffee or sugar to get through the afternoon almost every day.',
    },
  },
  {
    areaKey: 'HEALTH_NUTRITION',
    order: 7,
    haveMoreQuestions: false,
    es: {
      text: '¿Tienes una forma sana de manejar el estrés que hayas usado en las últimas semanas?',
      tip: 'Por ejemplo respirar, caminar, hablar con alguien o meditar; comer de más o beber alcohol no cuenta.',
    },
    en: {
      text: 'Do you have a healthy way to manage stress that you have used in recent weeks?',
      tip: "Breathing, walking, talking to someone or meditating count; overeating or drinking don't.",
    },
  },
  {
    areaKey: 'HEALTH_NUTRITION',
    order: 8,
    haveMoreQuestions: false,
    es: {
      text: '¿Te mantuviste libre de sustancias que dañan tu salud durante el último mes?',
      tip: 'Responde sí solo si no fumaste ni vapeaste y no bebiste alcohol en exceso en ninguna ocasión.',
    },
    en: {
      text: 'Did you stay clear of substances that harm your health over the past month?',
      tip: "Answer yes only if you didn't smoke or vape and never drank alcohol to excess.",
    },
  },
  {
    areaKey: 'HEALTH_NUTRITION',
    order: 9,
    haveMoreQuestions: false,
    es: {
      text: '¿Tu peso actual está dentro de un rango saludable para ti?',
      tip: 'Guíate por lo que te indicó tu médico y por cómo te sientes, no por ideales estéticos.',
    },
    en: {
      text: 'Is your current weight within a healthy range for you?',
      tip: "Go by your doctor's advice and how you feel, not by appearance ideals.",
    },
  },
  {
    areaKey: 'HEALTH_NUTRITION',
    order: 10,
    haveMoreQuestions: false,
    es: {
      text: '¿Tuviste al menos un día de descanso real por semana durante el último mes?',
      tip: 'Un día de descanso real es sin trabajo ni tareas pesadas, pensado para recuperarte.',
    },
    en: {
      text: 'Did you take at least one real rest day each week over the past month?',
      tip: 'A real rest day has no work or heavy chores and is meant for recovering.',
    },
  },
  {
    areaKey: 'MONEY_FINANCES',
    order: 1,
    haveMoreQuestions: false,
    es: {
      text: '¿Seguiste un presupuesto durante el último mes?',
      tip: 'Sí si planificaste cuánto gastar en cada categoría y te mantuviste cerca de esos límites.',
    },
    en: {
      text: 'Did you stick to a budget last month?',
      tip: 'Yes if you planned how much to spend in each category and stayed close to those limits.',
    },
  },
  {
    areaKey: 'MONEY_FINANCES',
    order: 2,
    haveMoreQuestions: false,
    es: {
      text: '¿Tienes un fondo de emergencia que cubra al menos tres meses de gastos básicos?',
      tip: 'Debe ser dinero disponible y separado, no una tarjeta de crédito ni inversiones difíciles de vender.',
    },
    en: {
      text: 'Do you have an emergency fund that covers at least three months of essential expenses?',
      tip: 'It should be cash you can access and keep separate, not a credit card or hard-to-sell investments.',
    },
  },
  {
    areaKey: 'MONEY_FINANCES',
    order: 3,
    haveMoreQuestions: false,
    es: {
      text: '¿Estás libre de deudas de consumo con intereses altos?',
      tip: 'Piensa en saldos de tarjeta que arrastras mes a mes o préstamos rápidos; la hipoteca no cuenta aquí.',
    },
    en: {
      text: 'Are you free of high-interest consumer debt?',
      tip: "Think of credit card balances you carry month to month or payday loans; a mortgage doesn't count here.",
    },
  },
  {
    areaKey: 'MONEY_FINANCES',
    order: 4,
    haveMoreQuestions: false,
    es: {
      text: '¿Ahorraste al menos el 10 % de tus ingresos el mes pasado?',
      tip: 'Cuenta lo que apartaste de verdad, incluidos ahorros automáticos; lo que sobró sin planear también vale.',
    },
    en: {
      text: 'Did you save at least 10% of your income last month?',
      tip: 'Count what you actually set aside, including automatic transfers; leftover money you kept also counts.',
    },
  },
  {
    areaKey: 'MONEY_FINANCES',
    order: 5,
    haveMoreQuestions: false,
    es: {
      text: '¿Sabes con bastante exactitud en qué se fue tu dinero el mes pasado?',
      tip: 'Sí si llevas registro en una app o una hoja de cálculo, o si revisaste tus movimientos bancarios.',
    },
    en: {
      text: 'Could you say fairly accurately where your money went last month?',
      tip: 'Yes if you track spending in an app or spreadsheet, or reviewed your bank statements.',
    },
  },
  {
    areaKey: 'MONEY_FINANCES',
    order: 6,
    haveMoreQuestions: false,
    es: {
      text: '¿Destinas dinero con regularidad a tu futuro a largo plazo, como tu jubilación?',
      tip: 'Cuentan planes de pensiones, fondos de inversión o aportes voluntarios, al menos una vez por trimestre.',
    },
    en: {
      text: 'Do you regularly put money toward your long-term future, such as retirement?',
      tip: 'Retirement plans, index funds or voluntary contributions count if you add to them at least quarterly.',
    },
  },
  {
    areaKey: 'MONEY_FINANCES',
    order: 7,
    haveMoreQuestions: false,
    es: {
      text: '¿El mes pasado tus ingresos cubrieron todos tus gastos, sin pedir prestado para llegar a fin de mes?',
      tip: 'Pagar con tarjeta y saldarla completa al mes siguiente no es pedir prestado; dejar saldo pendiente sí lo es.',
    },
    en: {
      text: 'Last month, did your income cover all your expenses without borrowing to make ends meet?',
      tip: "Paying by card and clearing the full balance the next month isn't borrowing; carrying a balance is.",
    },
  },
  {
    areaKey: 'MONEY_FINANCES',
    order: 8,
    haveMoreQuestions: false,
    es: {
      text: '¿Pagaste todas tus facturas a tiempo en los últimos tres meses?',
      tip: 'Incluye servicios, alquiler o hipoteca y tarjetas; un solo recargo por retraso ya es un no.',
    },
    en: {
      text: 'Have you paid all your bills on time over the past 3 months?',
      tip: 'Include utilities, rent or mortgage and cards; a single late fee means no.',
    },
  },
  {
    areaKey: 'MONEY_FINANCES',
    order: 9,
    haveMoreQuestions: false,
    es: {
      text: '¿Tienes metas financieras concretas, con una cifra y una fecha?',
      tip: 'Por ejemplo, ahorrar 3.000 para un viaje antes de diciembre; «ahorrar más» no basta.',
    },
    en: {
      text: 'Do you have specific financial goals with an amount and a deadline?',
      tip: 'For example, saving 3,000 for a trip by December; just "saving more" is not enough.',
    },
  },
  {
    areaKey: 'MONEY_FINANCES',
    order: 10,
    haveMoreQuestions: false,
    es: {
      text: '¿Cuentas con seguros adecuados para protegerte de imprevistos graves?',
      tip: 'Piensa en seguro médico, de hogar o de vida si alguien depende de ti; sí si cubren tus riesgos principales.',
    },
    en: {
      text: 'Do you have adequate insurance to protect you from major setbacks?',
      tip: 'Think health, home, or life cover if someone depends on you; yes if your main risks are covered.',
    },
  },
  {
    areaKey: 'SOCIAL_RELATIONSHIPS',
    order: 1,
    haveMoreQuestions: false,
    es: {
      text: '¿Tienes al menos dos amistades cercanas con quienes puedes hablar de cualquier cosa?',
      tip: 'Piensa en personas a las que contarías un problema serio sin miedo a que te juzguen.',
    },
    en: {
      text: 'Do you have at least two close friends you can talk to about anything?',
      tip: "Think of people you'd tell about a serious problem without fear of being judged.",
    },
  },
  {
    areaKey: 'SOCIAL_RELATIONSHIPS',
    order: 2,
    haveMoreQuestions: false,
    es: {
      text: '¿En el último mes hablaste con tus amistades cercanas al menos una vez por semana?',
      tip: 'Cuentan llamadas, encuentros o chats con conversación real; reaccionar a una publicación no cuenta.',
    },
    en: {
      text: 'Over the past month, were you in touch with close friends at least once a week?',
      tip: "Calls, meetups or real conversations by message count; liking someone's post doesn't.",
    },
  },
  {
    areaKey: 'SOCIAL_RELATIONSHIPS',
    order: 3,
    haveMoreQuestions: false,
    es: {
      text: '¿Estás a gusto con la relación que tienes hoy con tu familia?',
      tip: 'Piensa en la familia que sientes tuya; sí si el trato es, en general, cercano y respetuoso.',
    },
    en: {
      text: 'Are you happy with your relationship with your family right now?',
      tip: 'Think of the people you consider family; yes if things are generally close and respectful.',
    },
  },
  {
    areaKey: 'SOCIAL_RELATIONSHIPS',
    order: 4,
    haveMoreQuestions: false,
    es: {
      text: 'Si mañana tuvieras una emergencia, ¿tienes a alguien a quien llamar para pedir ayuda?',
      tip: 'Sí si se te ocurre al menos una persona que acudiría de inmediato, a cualquier hora.',
    },
    en: {
      text: 'If you had an emergency tomorrow, is there someone you could call for help?',
      tip: 'Yes if you can think of at least one person who would show up right away, at any hour.',
    },
  },
  {
    areaKey: 'SOCIAL_RELATIONSHIPS',
    order: 5,
    haveMoreQuestions: false,
    es: {
      text: '¿Conociste en los últimos tres meses a alguien nuevo con quien sentiste afinidad?',
      tip: 'No hace falta que ya sea amistad; basta una conexión que te gustaría seguir cultivando.',
    },
    en: {
      text: 'In the past 3 months, have you met someone new you really clicked with?',
      tip: "It doesn't need to be a friendship yet; a connection you'd like to keep building is enough.",
    },
  },
  {
    areaKey: 'SOCIAL_RELATIONSHIPS',
    order: 6,
    haveMoreQuestions: false,
    es: {
      text: '¿Participas activamente en algún grupo o comunidad, como un club, un voluntariado o tu comunidad de fe?',
      tip: 'Sí si asististe al menos una vez en el último mes; los grupos en línea activos también cuentan.',
    },
    en: {
      text: 'Are you an active part of a group or community, like a club, volunteering or a faith group?',
      tip: 'Yes if you took part at least once in the past month; active online groups count too.',
    },
  },
  {
    areaKey: 'SOCIAL_RELATIONSHIPS',
    order: 7,
    haveMoreQuestions: false,
    es: {
      text: 'En tus conversaciones de las últimas semanas, ¿solías escuchar con atención, sin interrumpir?',
      tip: 'Una pista: si la otra persona se sintió entendida, aunque no estuvieras de acuerdo, es un sí.',
    },
    en: {
      text: 'In your conversations over recent weeks, did you usually listen closely without interrupting?',
      tip: "A clue: if the other person felt understood, even when you didn't agree, that's a yes.",
    },
  },
  {
    areaKey: 'SOCIAL_RELATIONSHIPS',
    order: 8,
    haveMoreQuestions: false,
    es: {
      text: '¿En las últimas semanas pudiste decir que no a algo que no querías hacer, sin sentir culpa?',
      tip: 'Si nadie te pidió nada así, piensa en la última vez que ocurrió: ¿pudiste negarte con calma?',
    },
    en: {
      text: "In recent weeks, were you able to say no to something you didn't want to do without feeling guilty?",
      tip: 'If nobody asked, recall the last time it happened: could you decline calmly?',
    },
  },
  {
    areaKey: 'SOCIAL_RELATIONSHIPS',
    order: 9,
    haveMoreQuestions: false,
    es: {
      text: '¿En las últimas dos semanas pasaste tiempo de calidad en persona con alguien querido?',
      tip: 'Tiempo de calidad es con atención plena, sin estar pendiente del teléfono; la pareja no cuenta aquí.',
    },
    en: {
      text: 'In the past two weeks, did you spend quality time in person with someone you care about?',
      tip: "Quality time means being fully present, not glued to your phone; your partner doesn't count here.",
    },
  },
  {
    areaKey: 'SOCIAL_RELATIONSHIPS',
    order: 10,
    haveMoreQuestions: false,
    es: {
      text: '¿Estás en paz con las personas importantes de tu vida, sin conflictos pendientes?',
      tip: 'Si hubo un roce reciente, cuenta como sí cuando ya lo hablaron o pediste disculpas.',
    },
    en: {
      text: 'Are you at peace with the important people in your life, with no unresolved conflicts?',
      tip: "If there was a recent clash, it's a yes once you've talked it through or apologized.",
    },
  },
  {
    areaKey: 'COUPLE_INTIMACY',
    order: 1,
    haveMoreQuestions: false,
    es: {
      text: '¿En los últimos siete días hablaste con tu pareja de cómo te sientes, más allá de los temas prácticos?',
      tip: 'Coordinar horarios, compras o pagos no cuenta; se trata de compartir emociones, ilusiones o preocupaciones.',
    },
    en: {
      text: 'In the past seven days, did you talk with your partner about how you feel, beyond day-to-day logistics?',
      tip: "Coordinating schedules, shopping or bills doesn't count; this is about sharing feelings, hopes or worries.",
    },
  },
  {
    areaKey: 'COUPLE_INTIMACY',
    order: 2,
    haveMoreQuestions: false,
    es: {
      text: '¿Tuvieron una cita o un rato de calidad a solas en las últimas dos semanas?',
      tip: 'Sin hijos, pantallas ni pendientes de por medio; una cena tranquila en casa también cuenta.',
    },
    en: {
      text: 'In the past two weeks, did the two of you have a date or quality time alone together?',
      tip: 'No kids, screens or to-do lists in the way; a quiet dinner at home counts too.',
    },
  },
  {
    areaKey: 'COUPLE_INTIMACY',
    order: 3,
    haveMoreQuestions: false,
    es: {
      text: '¿Estás a gusto con la vida sexual que tienen en este momento?',
      tip: 'No existe una frecuencia correcta; lo importante es que te sientas bien con ella y puedan hablarlo.',
    },
    en: {
      text: 'Are you satisfied with your sex life as a couple right now?',
      tip: "There's no right frequency; what matters is that you feel good about it and can talk about it openly.",
    },
  },
  {
    areaKey: 'COUPLE_INTIMACY',
    order: 4,
    haveMoreQuestions: false,
    es: {
      text: '¿Confías plenamente en tu pareja?',
      tip: 'Sí si no sientes la necesidad de revisar su teléfono ni dudas de lo que te cuenta.',
    },
    en: {
      text: 'Do you fully trust your partner?',
      tip: "Yes if you don't feel the need to check their phone or second-guess what they tell you.",
    },
  },
  {
    areaKey: 'COUPLE_INTIMACY',
    order: 5,
    haveMoreQuestions: false,
    es: {
      text: '¿Comparten un proyecto de futuro del que hayan hablado en los últimos tres meses?',
      tip: 'Por ejemplo dónde vivir, tener hijos, un viaje grande o cómo organizar el dinero.',
    },
    en: {
      text: "Do you share plans for the future that you've discussed in the past 3 months?",
      tip: 'For example where to live, having kids, a big trip or how to manage money together.',
    },
  },
  {
    areaKey: 'COUPLE_INTIMACY',
    order: 6,
    haveMoreQuestions: false,
    es: {
      text: 'Cuando discutieron en el último mes, ¿lograron hacerlo sin gritos ni faltas de respeto?',
      tip: 'Si no hubo discusiones, responde según cómo suelen resolver sus desacuerdos.',
    },
    en: {
      text: 'When you argued in the past month, did you manage to do it without yelling or insults?',
      tip: "If you didn't argue, answer based on how you usually handle disagreements.",
    },
  },
  {
    areaKey: 'COUPLE_INTIMACY',
    order: 7,
    haveMoreQuestions: false,
    es: {
      text: '¿En el último mes se demostraron cariño físico la mayoría de los días?',
      tip: 'Abrazos, besos, caricias o tomarse de la mano; los pequeños gestos también cuentan.',
    },
    en: {
      text: 'Over the past month, did you show each other physical affection on most days?',
      tip: 'Hugs, kisses, cuddles or holding hands; small gestures count too.',
    },
  },
  {
    areaKey: 'COUPLE_INTIMACY',
    order: 8,
    haveMoreQuestions: false,
    es: {
      text: '¿Sientes que tu pareja te apoya en tus metas personales?',
      tip: 'Sí si te anima, te escucha y te facilita el tiempo para lo que es importante para ti.',
    },
    en: {
      text: 'Do you feel your partner supports your personal goals?',
      tip: 'Yes if they encourage you, listen and help make time for what matters to you.',
    },
  },
  {
    areaKey: 'COUPLE_INTIMACY',
    order: 9,
    haveMoreQuestions: false,
    es: {
      text: '¿Sientes que las tareas del hogar se reparten de forma justa entre ustedes?',
      tip: 'Incluye la carga mental: planificar, recordar y organizar también es trabajo.',
    },
    en: {
      text: 'Do you feel household chores are shared fairly between you?',
      tip: 'Include the mental load: planning, remembering and organizing are work too.',
    },
  },
  {
    areaKey: 'COUPLE_INTIMACY',
    order: 10,
    haveMoreQuestions: false,
    es: {
      text: '¿En el último mes tu pareja te habló con respeto, también delante de otras personas?',
      tip: 'Responde no si hubo burlas, desprecios o comentarios humillantes, aunque se dijeran en broma.',
    },
    en: {
      text: 'In the past month, has your partner spoken to you respectfully, including in front of others?',
      tip: 'Answer no if there was mockery, contempt or belittling remarks, even if meant as a joke.',
    },
  },
  {
    areaKey: 'COUPLE_INTIMACY',
    order: 1,
    haveMoreQuestions: true,
    es: {
      text: '¿Te valoras tal como eres hoy, sin necesitar una pareja que te complete?',
      tip: 'Fíjate en cómo te hablas: si suele ser con respeto y cariño, es un sí.',
    },
    en: {
      text: 'Do you value yourself as you are today, without needing a partner to feel complete?',
      tip: 'Notice how you talk to yourself: if it is usually kind and respectful, that is a yes.',
    },
  },
  {
    areaKey: 'COUPLE_INTIMACY',
    order: 2,
    haveMoreQuestions: true,
    es: {
      text: '¿Tienes claro qué valores son imprescindibles para ti en una futura pareja?',
      tip: 'Sí si podrías nombrar al menos tres, como honestidad, ambición o deseo de tener hijos.',
    },
    en: {
      text: 'Are you clear on the values you consider essential in a future partner?',
      tip: 'Yes if you could name at least three, such as honesty, ambition or wanting children.',
    },
  },
  {
    areaKey: 'COUPLE_INTIMACY',
    order: 3,
    haveMoreQuestions: true,
    es: {
      text: '¿Sientes que cerraste en paz tu última relación importante?',
      tip: 'Sí si recordarla ya no te genera rencor ni dolor intenso; si nunca tuviste una, responde sí.',
    },
    en: {
      text: 'Do you feel at peace with how your last significant relationship ended?',
      tip: "Yes if thinking about it no longer brings resentment or sharp pain; if you've never had one, answer yes.",
    },
  },
  {
    areaKey: 'COUPLE_INTIMACY',
    order: 4,
    haveMoreQuestions: true,
    es: {
      text: '¿En los últimos tres meses te diste oportunidades de conocer gente nueva?',
      tip: 'Cuentan apps de citas, eventos, planes con amigos de amigos o aceptar invitaciones que antes rechazabas.',
    },
    en: {
      text: 'In the past 3 months, have you made room to meet new people?',
      tip: 'Dating apps, events, hanging out with friends of friends or saying yes to invitations you used to turn down all count.',
    },
  },
  {
    areaKey: 'COUPLE_INTIMACY',
    order: 5,
    haveMoreQuestions: true,
    es: {
      text: '¿Sabes poner límites claros cuando alguien que te interesa no te trata bien?',
      tip: 'Por ejemplo, alejarte de quien te deja en visto durante días o no respeta tus tiempos.',
    },
    en: {
      text: "Can you set clear boundaries when someone you're interested in doesn't treat you well?",
      tip: 'For example, stepping away from someone who ghosts you for days or ignores your pace.',
    },
  },
  {
    areaKey: 'COUPLE_INTIMACY',
    order: 6,
    haveMoreQuestions: true,
    es: {
      text: '¿Te sientes a gusto con tu cuerpo y con cómo vives tu sexualidad en esta etapa?',
      tip: 'No hay una forma correcta de vivirla, con o sin encuentros: es un sí si lo que haces lo eliges tú y te hace bien.',
    },
    en: {
      text: 'Do you feel comfortable with your body and with how you experience your sexuality right now?',
      tip: "There's no right way to live it, with or without dating: it's a yes if what you do is your choice and feels good.",
    },
  },
  {
    areaKey: 'COUPLE_INTIMACY',
    order: 7,
    haveMoreQuestions: true,
    es: {
      text: '¿Te sientes emocionalmente disponible para una relación si aparece la persona adecuada?',
      tip: 'Sí si te abrirías sin un miedo que te paralice y sin seguir pendiente de alguien del pasado.',
    },
    en: {
      text: 'Do you feel emotionally ready for a relationship if the right person comes along?',
      tip: 'Yes if you would open up without paralyzing fear and are no longer hung up on someone from the past.',
    },
  },
  {
    areaKey: 'COUPLE_INTIMACY',
    order: 8,
    haveMoreQuestions: true,
    es: {
      text: '¿En las últimas dos semanas recibiste abrazos o muestras de cariño de personas queridas?',
      tip: 'Cuentan familia, amistades e incluso tu mascota; el afecto no tiene que venir de una pareja.',
    },
    en: {
      text: 'In the past two weeks, have you received hugs or other affection from people you love?',
      tip: "Family, friends and even your pet count; affection doesn't have to come from a partner.",
    },
  },
  {
    areaKey: 'COUPLE_INTIMACY',
    order: 9,
    haveMoreQuestions: true,
    es: {
      text: '¿Reconoces los patrones que se repitieron en tus relaciones pasadas?',
      tip: 'Por ejemplo, elegir personas poco disponibles o ceder demasiado; si no has tenido pareja, piensa en quién suele atraerte.',
    },
    en: {
      text: 'Are you aware of the patterns that kept repeating in your past relationships?',
      tip: "Such as choosing unavailable people or giving in too much; if you've never had a partner, think of who you fall for.",
    },
  },
  {
    areaKey: 'COUPLE_INTIMACY',
    order: 10,
    haveMoreQuestions: true,
    es: {
      text: '¿Crees que una relación sana y feliz es posible para ti?',
      tip: 'Responde con el corazón: sí si, en el fondo, sientes que lo mereces y que puede llegar.',
    },
    en: {
      text: 'Do you believe a healthy, happy relationship is possible for you?',
      tip: 'Answer from the heart: yes if, deep down, you feel you deserve it and that it can happen.',
    },
  },
];
