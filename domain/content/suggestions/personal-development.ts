// Starter suggestions for the personal development questions (prisma/seed/questions.ts, same order).
import type { SuggestionSet } from './types';

export const personalDevelopment: SuggestionSet = {
  areaKey: 'PERSONAL_DEVELOPMENT',
  haveMoreQuestions: false,
  questions: [
    {
      order: 1,
      BE: [
        { es: 'Soy una persona curiosa que aprende algo nuevo cada semana', en: 'I am a curious person who learns something new every week' },
        { es: 'Soy alguien que cuida su tiempo de aprendizaje como una cita importante', en: 'I am someone who keeps learning time like an important appointment' },
      ],
      DO: [
        { es: 'Dedico 30 minutos, tres días por semana, a un tema que elegí yo', en: 'I spend 30 minutes, three days a week, on a subject I chose myself' },
        { es: 'Cada domingo anoto en una frase lo que aprendí esa semana', en: 'Every Sunday I sum up in one sentence what I learned that week' },
      ],
      HAVE: [{ es: 'Tengo terminado un curso o un libro sobre un tema que me apasiona', en: 'I have finished a course or a book on a subject I love' }],
      actions: [
        {
          context: 'COMPUTER', energy: 'LOW', minutes: 20,
          es: { title: 'Elegir un tema y un recurso para este trimestre', description: 'Un libro, un curso gratuito o un pódcast: uno solo, que te entusiasme y quepa en 90 días.' },
          en: { title: 'Pick one topic and one resource for this quarter', description: 'A book, a free course or a podcast series: just one, exciting enough and doable in 90 days.' },
        },
        {
          context: 'COMPUTER', energy: 'LOW', minutes: 10,
          es: { title: 'Apartar en tu agenda tres ratos de aprendizaje por semana', description: 'Ponles día y hora fijos, por ejemplo lunes, miércoles y sábado antes de las 9.' },
          en: { title: 'Block three learning slots a week in your calendar', description: 'Give them a fixed day and time, say Monday, Wednesday and Saturday before 9.' },
        },
        {
          context: 'HOME', energy: 'MEDIUM', minutes: 30, repeat: { weekdays: [1, 3, 6] },
          es: { title: 'Sesión de aprendizaje de 30 minutos', description: 'Con el teléfono lejos; al terminar, anota una idea que quieras recordar.' },
          en: { title: '30-minute learning session', description: 'Phone out of reach; when you finish, write down one idea worth keeping.' },
        },
      ],
    },
    {
      order: 2,
      BE: [
        { es: 'Soy una persona constante que cumple sus pequeños compromisos diarios', en: 'I am a consistent person who keeps small daily promises to myself' },
        { es: 'Soy alguien que retoma su hábito al día siguiente cuando falla uno', en: 'I am someone who picks the habit back up the day after missing one' },
      ],
      DO: [
        { es: 'Practico cada día un solo hábito pequeño, de 10 minutos como mucho', en: 'I practise one small habit every day, ten minutes at most' },
        { es: 'Marco en un calendario cada día que cumplo mi hábito', en: 'I tick off every day I keep my habit on a calendar' },
      ],
      HAVE: [{ es: 'Tengo un hábito que sostuve al menos 60 de los 90 días', en: 'I have a habit I kept up on at least 60 of the 90 days' }],
      actions: [
        {
          context: 'HOME', energy: 'LOW', minutes: 10,
          es: { title: 'Elegir un hábito y su versión mínima para días difíciles', description: 'Por ejemplo: leer 10 páginas, o una sola en los días malos. Que sea tan fácil que no puedas decir que no.' },
          en: { title: 'Choose one habit and its minimum version for hard days', description: 'For example: read 10 pages, or just one on a bad day. Make it too easy to say no to.' },
        },
        {
          context: 'HOME', energy: 'LOW', minutes: 5,
          es: { title: 'Anclar el hábito a algo que ya haces cada día', description: 'Escribe «Después de ___, voy a ___» y pégalo donde lo veas cada mañana.' },
          en: { title: 'Anchor the habit to something you already do daily', description: 'Write "After I ___, I will ___" and stick it where you see it every morning.' },
        },
        {
          context: 'HOME', energy: 'LOW', minutes: 10, repeat: { weekdays: [7] },
          es: { title: 'Revisar tu racha del hábito', description: 'Cuenta los días cumplidos y, si fallaste más de dos, ajusta la hora o el tamaño del hábito.' },
          en: { title: 'Review your habit streak', description: 'Count the days you kept it and, if you missed more than two, adjust its time or size.' },
        },
      ],
    },
    {
      order: 3,
      BE: [
        { es: 'Soy una persona que sabe hacia dónde va y lo tiene por escrito', en: 'I am someone who knows where I am heading and has it in writing' },
        { es: 'Soy alguien que decide con intención en lugar de dejarse llevar', en: 'I am someone who chooses on purpose instead of drifting' },
      ],
      DO: [
        { es: 'Releo mis metas del año cada lunes antes de planear la semana', en: 'I reread my goals for the year every Monday before planning the week' },
        { es: 'El último día de cada mes reviso mis metas y ajusto lo que haga falta', en: 'On the last day of each month I review my goals and adjust them' },
      ],
      HAVE: [{ es: 'Tengo mis tres metas del año escritas, con fecha, en un lugar visible', en: 'I have my three goals for the year written down, dated and on display' }],
      actions: [
        {
          context: 'HOME', energy: 'MEDIUM', minutes: 45,
          es: { title: 'Escribir tus tres metas personales del año', description: 'Una por línea, con qué quieres lograr y para cuándo. Mejor tres claras que diez vagas.' },
          en: { title: 'Write down your three personal goals for the year', description: 'One per line, with what you want and by when. Three clear goals beat ten vague ones.' },
        },
        {
          context: 'HOME', energy: 'LOW', minutes: 10,
          es: { title: 'Poner tus metas a la vista', description: 'En el espejo del baño o como fondo de pantalla del teléfono, para verlas cada día.' },
          en: { title: 'Put your goals where you will see them', description: 'On the bathroom mirror or as your phone wallpaper, so you see them every day.' },
        },
        {
          context: 'HOME', energy: 'LOW', minutes: 10, repeat: { weekdays: [1] },
          es: { title: 'Leer tus metas y elegir un paso para la semana', description: 'Cinco minutos el lunes: ¿qué haré esta semana que me acerque a una de ellas?' },
          en: { title: 'Read your goals and pick one step for the week', description: 'Five minutes on Monday: what will I do this week that moves one of them forward?' },
        },
      ],
    },
    {
      order: 4,
      BE: [
        { es: 'Soy una persona reflexiva que se detiene a mirar cómo va su vida', en: 'I am a reflective person who stops to look at how life is going' },
        { es: 'Soy alguien que aprende de cada semana, buena o mala', en: 'I am someone who learns from every week, good or bad' },
      ],
      DO: [
        { es: 'Cada domingo hago una revisión de 20 minutos con tres preguntas fijas', en: 'Every Sunday I do a 20-minute review with the same three questions' },
        { es: 'Escribo en un diario al menos dos noches por semana', en: 'I write in a journal at least two evenings a week' },
      ],
      HAVE: [{ es: 'Tengo 12 revisiones semanales escritas que muestran cómo avancé', en: 'I have 12 written weekly reviews that show how I moved forward' }],
      actions: [
        {
          context: 'HOME', energy: 'LOW', minutes: 10,
          es: { title: 'Definir tus tres preguntas de revisión semanal', description: 'Por ejemplo: ¿qué salió bien?, ¿qué me costó?, ¿qué haré distinto la próxima semana?' },
          en: { title: 'Set your three weekly review questions', description: 'For example: What went well? What was hard? What will I do differently next week?' },
        },
        {
          context: 'HOME', energy: 'MEDIUM', minutes: 20, repeat: { weekdays: [7] },
          es: { title: 'Revisión semanal de 20 minutos', description: 'En un lugar tranquilo, responde tus tres preguntas por escrito.' },
          en: { title: '20-minute weekly review', description: 'Somewhere quiet, answer your three questions in writing.' },
        },
        {
          context: 'HOME', energy: 'MEDIUM', minutes: 30,
          es: { title: 'Salir a caminar a solas para pensar en tu semana', description: 'Sin auriculares: deja que lleguen las ideas y, al volver, anota la que más te importe.' },
          en: { title: 'Take a solo walk to think over your week', description: 'No headphones: let thoughts come, and when you get back note the one that matters most.' },
        },
      ],
    },
    {
      order: 5,
      BE: [
        { es: 'Soy una persona serena que elige cómo responder', en: 'I am a calm person who chooses how to respond' },
        { es: 'Soy alguien que reconoce sus emociones sin dejar que decidan por mí', en: 'I am someone who notices emotions without letting them decide for me' },
      ],
      DO: [
        { es: 'Cuando algo me molesta, respiro hondo tres veces antes de contestar', en: 'When something upsets me, I take three deep breaths before I answer' },
        { es: 'Cada noche anoto qué me alteró ese día y cómo respondí', en: 'Each evening I note what upset me that day and how I responded' },
      ],
      HAVE: [{ es: 'Tengo una señal personal de pausa que me funciona en los momentos tensos', en: 'I have a personal pause signal that works for me in tense moments' }],
      actions: [
        {
          context: 'HOME', energy: 'LOW', minutes: 15,
          es: { title: 'Anotar las tres situaciones que más te alteran', description: 'Saber de antemano qué te enciende te ayuda a reconocerlo a tiempo.' },
          en: { title: 'List the three situations that set you off most', description: 'Knowing your triggers ahead of time helps you spot them in the moment.' },
        },
        {
          context: 'HOME', energy: 'LOW', minutes: 5, repeat: { weekdays: [1, 3, 5] },
          es: { title: 'Practicar cinco minutos de respiración lenta', description: 'Inhala en 4 tiempos y exhala en 6. Practicarlo en calma lo deja listo para cuando te haga falta.' },
          en: { title: 'Practise five minutes of slow breathing', description: 'Breathe in for 4, out for 6. Practising when calm makes it ready for when you need it.' },
        },
        {
          context: 'HOME', energy: 'LOW', minutes: 10,
          es: { title: 'Elegir una frase para pedir una pausa', description: 'Algo como «Dame un minuto y lo seguimos hablando»: decidirla antes hace fácil usarla.' },
          en: { title: 'Choose a phrase for asking for a pause', description: 'Something like "Give me a minute and we\'ll pick this up": deciding it ahead makes it easy to use.' },
        },
      ],
    },
    {
      order: 6,
      BE: [
        { es: 'Soy una persona valiente que se anima a lo nuevo aunque sienta nervios', en: 'I am brave enough to try new things even when I feel nervous' },
        { es: 'Soy alguien que ve la incomodidad como una señal de que está creciendo', en: 'I am someone who sees discomfort as a sign of growing' },
      ],
      DO: [
        { es: 'Cada semana hago una cosa pequeña que me da un poco de miedo', en: 'Each week I do one small thing that scares me a little' },
        { es: 'Una vez al mes pruebo una actividad que nunca hice', en: 'Once a month I try an activity I have never done before' },
      ],
      HAVE: [{ es: 'Tengo una lista de 12 retos cumplidos fuera de mi zona de confort', en: 'I have a list of 12 challenges I met outside my comfort zone' }],
      actions: [
        {
          context: 'HOME', energy: 'LOW', minutes: 15,
          es: { title: 'Hacer una lista de 10 retos pequeños', description: 'Desde preguntar algo en una reunión hasta una clase de baile: ordénalos del más fácil al más difícil.' },
          en: { title: 'Make a list of 10 small challenges', description: 'From asking a question in a meeting to a dance class: order them from easiest to hardest.' },
        },
        {
          context: 'WORK', energy: 'MEDIUM', minutes: 15,
          es: { title: 'Dar tu opinión en la próxima reunión', description: 'Prepara una idea antes y dila en los primeros diez minutos.' },
          en: { title: 'Share your view at your next meeting', description: 'Prepare one point beforehand and say it in the first ten minutes.' },
        },
        {
          context: 'COMPUTER', energy: 'LOW', minutes: 15,
          es: { title: 'Inscribirte en una actividad que nunca probaste', description: 'Una clase de prueba, un taller o un evento en las próximas dos semanas: elige uno y reserva.' },
          en: { title: 'Sign up for something you have never tried', description: 'A trial class, a workshop or an event in the next two weeks: pick one and book it.' },
        },
      ],
    },
    {
      order: 7,
      BE: [
        { es: 'Soy una persona coherente que decide según sus valores', en: 'I am someone who lives by my values and decides with them in mind' },
        { es: 'Soy alguien que sabe qué le importa de verdad y lo defiende', en: 'I am someone who knows what truly matters to me and stands up for it' },
      ],
      DO: [
        { es: 'Antes de una decisión importante, la comparo con mis tres valores', en: 'Before any big decision, I check it against my three values' },
        { es: 'Cada semana anoto un momento en que actué según uno de mis valores', en: 'Each week I note a moment when I acted on one of my values' },
      ],
      HAVE: [{ es: 'Tengo mis tres valores escritos, cada uno con lo que significa para mí', en: 'I have my three values written down, each with what it means to me' }],
      actions: [
        {
          context: 'COMPUTER', energy: 'LOW', minutes: 20,
          es: { title: 'Marcar 10 valores de una lista y quedarte con tres', description: 'Busca una lista de valores, marca los que te representan y descarta hasta que queden tres.' },
          en: { title: 'Pick 10 values from a list, then narrow them to three', description: 'Find a list of values, mark the ones that feel like you and cut down until three remain.' },
        },
        {
          context: 'HOME', energy: 'MEDIUM', minutes: 30,
          es: { title: 'Escribir qué significa cada valor en tu día a día', description: 'Para cada uno, una frase y un ejemplo reciente en que lo viviste.' },
          en: { title: 'Write what each value means in your daily life', description: 'For each one, a sentence and a recent example of living it.' },
        },
        {
          context: 'HOME', energy: 'LOW', minutes: 20,
          es: { title: 'Contarle tus valores a alguien de confianza', description: 'Explicarlos en voz alta te ayuda a comprobar si de verdad son tuyos.' },
          en: { title: 'Tell someone you trust about your values', description: 'Saying them out loud helps you check they are truly yours.' },
        },
      ],
    },
    {
      order: 8,
      BE: [
        { es: 'Soy una persona que se cuida y se da permiso para descansar', en: 'I am someone who looks after myself and allows myself to rest' },
        { es: 'Soy alguien que trata su tiempo personal como algo valioso', en: 'I am someone who treats my own time as something valuable' },
      ],
      DO: [
        { es: 'Reservo dos horas por semana solo para mí y las cuido como una cita', en: 'I keep two hours a week just for me and guard them like an appointment' },
        { es: 'Cada semana hago algo que disfruto sin buscarle utilidad', en: 'Each week I do something I enjoy that does not need to be useful' },
      ],
      HAVE: [{ es: 'Tengo un rato fijo cada semana que mi entorno ya conoce y respeta', en: 'I have a fixed weekly slot for myself that the people around me respect' }],
      actions: [
        {
          context: 'HOME', energy: 'LOW', minutes: 15,
          es: { title: 'Hacer una lista de cosas que te recargan', description: 'Pequeñas y grandes: un baño largo, leer, dibujar, caminar. Así no dudarás cuando llegue tu rato.' },
          en: { title: 'List the things that recharge you', description: 'Big and small: a long bath, reading, drawing, a walk. It saves you deciding when your time comes.' },
        },
        {
          context: 'COMPUTER', energy: 'LOW', minutes: 5,
          es: { title: 'Apartar en tu agenda tu rato semanal', description: 'Elige día y hora y guárdalo como un evento que se repite.' },
          en: { title: 'Block your weekly me-time in your calendar', description: 'Pick a day and time and save it as a recurring event.' },
        },
        {
          context: 'HOME', energy: 'LOW', minutes: 120, repeat: { weekdays: [6] },
          es: { title: 'Disfrutar de tu rato para ti', description: 'Sin recados ni pendientes: elige algo de tu lista y haz solo eso.' },
          en: { title: 'Enjoy your time for yourself', description: 'No errands, no to-dos: pick something from your list and do just that.' },
        },
      ],
    },
    {
      order: 9,
      BE: [
        { es: 'Soy una persona abierta que pide opiniones sinceras y escucha sin defenderse', en: 'I am open to honest feedback and listen without getting defensive' },
        { es: 'Soy alguien que agradece la crítica porque le ayuda a mejorar', en: 'I am someone who welcomes criticism because it helps me grow' },
      ],
      DO: [
        { es: 'Pido una opinión sincera a una persona de confianza cada mes', en: 'Once a month I ask someone I trust for honest feedback' },
        { es: 'Después de recibir una opinión, elijo un cambio concreto y lo pruebo', en: 'After getting feedback, I choose one concrete change and try it' },
      ],
      HAVE: [{ es: 'Tengo tres opiniones sinceras anotadas y un cambio que ya apliqué', en: 'I have three pieces of honest feedback noted down and one change already made' }],
      actions: [
        {
          context: 'HOME', energy: 'LOW', minutes: 10,
          es: { title: 'Elegir tres personas a quienes pedir su opinión', description: 'Gente que te conozca bien y te quiera bien: una amistad, un colega, alguien de tu familia.' },
          en: { title: 'Choose three people to ask for feedback', description: 'People who know you well and want the best for you: a friend, a colleague, a relative.' },
        },
        {
          context: 'HOME', energy: 'MEDIUM', minutes: 10,
          es: { title: 'Enviar una pregunta concreta a la primera persona', description: 'Por ejemplo: «¿Qué crees que podría hacer mejor?». Una sola pregunta facilita una respuesta honesta.' },
          en: { title: 'Send a specific question to the first person', description: 'For example: "What is one thing you think I could do better?" A single question invites an honest answer.' },
        },
        {
          context: 'HOME', energy: 'LOW', minutes: 15,
          es: { title: 'Anotar lo que te dijeron y elegir qué probar', description: 'Agradece primero; luego, a solas, escribe qué te sirvió y un cambio que quieres intentar.' },
          en: { title: 'Write down what you heard and choose what to try', description: 'Say thank you first; then, on your own, note what was useful and one change to try.' },
        },
      ],
    },
    {
      order: 10,
      BE: [
        { es: 'Soy una persona que vive con propósito y lo nota en su día a día', en: 'I am someone who lives with purpose and feels it every day' },
        { es: 'Soy alguien que dedica tiempo a lo que le da sentido', en: 'I am someone who gives time to what makes life meaningful' },
      ],
      DO: [
        { es: 'Cada semana dedico al menos una hora a algo que siento valioso', en: 'Every week I spend at least an hour on something I find meaningful' },
        { es: 'Una vez al mes escribo sobre qué me da sentido en esta etapa', en: 'Once a month I write about what gives me meaning right now' },
      ],
      HAVE: [{ es: 'Tengo una frase de propósito escrita que me orienta al decidir', en: 'I have a written purpose statement that guides my decisions' }],
      actions: [
        {
          context: 'HOME', energy: 'MEDIUM', minutes: 30,
          es: { title: 'Escribir cuándo sentiste que tu vida tenía más sentido', description: 'Recuerda tres momentos en que lo que hacías te pareció importante y busca qué tienen en común.' },
          en: { title: 'Write about when life felt most meaningful', description: 'Recall three moments when what you did felt like it mattered, and look for what they share.' },
        },
        {
          context: 'HOME', energy: 'MEDIUM', minutes: 30,
          es: { title: 'Redactar un borrador de tu frase de propósito', description: 'Empieza con «Quiero dedicar mi vida a...» y no busques que sea perfecta: la irás afinando.' },
          en: { title: 'Draft your purpose statement', description: 'Start with "I want to spend my life..." and don\'t aim for perfect: you will refine it.' },
        },
        {
          context: 'COMPUTER', energy: 'LOW', minutes: 20,
          es: { title: 'Buscar dónde aportar una hora por semana', description: 'Un voluntariado, tu comunidad o alguien cercano que necesite ayuda: algo ligado a lo que te importa.' },
          en: { title: 'Find somewhere to give an hour a week', description: 'Volunteering, your community or someone close who needs help: something tied to what you care about.' },
        },
      ],
    },
  ],
};
