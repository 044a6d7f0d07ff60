// Starter suggestions for the professional activity questions (prisma/seed/questions.ts, same order).
import type { SuggestionSet } from './types';

export const professionalActivity: SuggestionSet = {
  areaKey: 'PROFESSIONAL_ACTIVITY',
  haveMoreQuestions: false,
  questions: [
    {
      order: 1,
      BE: [
        { es: 'Soy una persona que busca disfrutar lo que hace cada día', en: 'I am someone who looks for ways to enjoy my work every day' },
        { es: 'Soy alguien que cambia lo que puede de su trabajo en lugar de solo aguantarlo', en: 'I am someone who changes what I can at work instead of just putting up with it' },
      ],
      DO: [
        { es: 'Cada viernes anoto qué tareas me dieron energía y cuáles me la quitaron', en: 'Every Friday I note which tasks gave me energy and which drained it' },
        { es: 'Empiezo la jornada con la tarea que más disfruto al menos tres días por semana', en: 'At least three days a week I start with the task I enjoy most' },
      ],
      HAVE: [{ es: 'Tengo acordado un cambio en mi trabajo que me lo hace más disfrutable', en: 'I have agreed one change at work that makes it more enjoyable for me' }],
      actions: [
        {
          context: 'WORK', energy: 'LOW', minutes: 10, repeat: { weekdays: [5] },
          es: { title: 'Anotar lo que te dio y te quitó energía esta semana', description: 'Dos columnas y cinco minutos. En un mes verás un patrón claro.' },
          en: { title: 'Note what gave and drained your energy this week', description: 'Two columns, five minutes. Within a month a clear pattern shows.' },
        },
        {
          context: 'WORK', energy: 'MEDIUM', minutes: 30,
          es: { title: 'Proponer un cambio pequeño en tus tareas', description: 'Con tu lista en mano, pide cambiar, delegar o reducir una tarea que te desgasta; si trabajas por tu cuenta, decídelo tú.' },
          en: { title: 'Propose one small change to your tasks', description: 'Using your list, ask to swap, delegate or trim one draining task; if you are your own boss, decide it yourself.' },
        },
        {
          context: 'WORK', energy: 'LOW', minutes: 15,
          es: { title: 'Hacer más agradable tu lugar de trabajo', description: 'Luz, orden, una planta o tu música: un detalle que te haga sentir a gusto.' },
          en: { title: 'Make your workspace nicer', description: 'Light, tidiness, a plant or your music: one touch that makes your spot more pleasant.' },
        },
      ],
    },
    {
      order: 2,
      BE: [
        { es: 'Soy una persona que mejora en su oficio un poco cada semana', en: 'I am someone who gets a little better at my craft every week' },
        { es: 'Soy alguien que pone en práctica lo que aprende', en: 'I am someone who puts what I learn into practice' },
      ],
      DO: [
        { es: 'Dedico una hora por semana a aprender algo útil para mi trabajo', en: 'I spend one hour a week learning something useful for my work' },
        { es: 'Cada mes aplico una técnica o herramienta nueva en una tarea real', en: 'Every month I apply a new technique or tool to a real task' },
      ],
      HAVE: [{ es: 'Tengo un curso práctico terminado y una mejora visible en mi trabajo gracias a él', en: 'I have finished a hands-on course and used it to make a visible improvement at work' }],
      actions: [
        {
          context: 'WORK', energy: 'LOW', minutes: 15,
          es: { title: 'Identificar la habilidad que más te haría crecer', description: 'Piensa qué tarea te cuesta más o qué te piden que aún no dominas, y elige una sola.' },
          en: { title: 'Identify the skill that would help you most', description: 'Think which task is hardest or what people ask of you that you have not mastered, and pick just one.' },
        },
        {
          context: 'COMPUTER', energy: 'MEDIUM', minutes: 30,
          es: { title: 'Elegir un curso corto sobre esa habilidad', description: 'Que se pueda terminar en menos de seis semanas y tenga ejercicios prácticos.' },
          en: { title: 'Choose a short course on that skill', description: 'One you can finish in under six weeks, with hands-on exercises.' },
        },
        {
          context: 'COMPUTER', energy: 'MEDIUM', minutes: 60, repeat: { weekdays: [2] },
          es: { title: 'Hora semanal de aprendizaje profesional', description: 'Avanza en el curso y prueba lo aprendido en una tarea de esa misma semana.' },
          en: { title: 'Weekly hour of professional learning', description: 'Move forward in the course and try what you learn on a task that same week.' },
        },
      ],
    },
    {
      order: 3,
      BE: [
        { es: 'Soy una persona que dirige su carrera con intención', en: 'I am someone who steers my career on purpose' },
        { es: 'Soy alguien que sabe qué quiere lograr en su trabajo este año', en: 'I am someone who knows what I want to achieve at work this year' },
      ],
      DO: [
        { es: 'Reviso mi objetivo profesional cada mes y anoto cuánto avancé', en: 'Every month I review my career goal and note my progress' },
        { es: 'Hablo de mis objetivos con mi responsable o un mentor cada trimestre', en: 'Every quarter I discuss my goals with my manager or a mentor' },
      ],
      HAVE: [{ es: 'Tengo un objetivo profesional a 12 meses escrito en una frase, con cómo mediré el logro', en: 'I have a 12-month career goal in one sentence, with how I will measure it' }],
      actions: [
        {
          context: 'HOME', energy: 'MEDIUM', minutes: 45,
          es: { title: 'Escribir dónde quieres estar profesionalmente en un año', description: 'Puesto, ingresos, tipo de proyectos, forma de trabajar: descríbelo y elige lo que más te importa.' },
          en: { title: 'Write where you want to be at work in a year', description: 'Role, income, kind of projects, way of working: describe it, then pick what matters most.' },
        },
        {
          context: 'HOME', energy: 'MEDIUM', minutes: 30,
          es: { title: 'Convertirlo en un objetivo medible de una frase', description: 'Qué lograrás y cómo sabrás que lo conseguiste, por ejemplo «liderar un proyecto propio antes de diciembre».' },
          en: { title: 'Turn it into a one-sentence measurable goal', description: 'What you will achieve and how you will know, e.g. "lead a project of my own by December".' },
        },
        {
          context: 'WORK', energy: 'MEDIUM', minutes: 30,
          es: { title: 'Compartir tu objetivo con tu responsable o un mentor', description: 'Pide su opinión y qué pasos ven para llegar.' },
          en: { title: 'Share your goal with your manager or a mentor', description: 'Ask for their view and the steps they see to get there.' },
        },
      ],
    },
    {
      order: 4,
      BE: [
        { es: 'Soy una persona que hace visible el valor de su trabajo', en: 'I am someone who makes the value of my work visible' },
        { es: 'Soy alguien que reconoce el trabajo de los demás y también el propio', en: "I am someone who recognises other people's work, and my own too" },
      ],
      DO: [
        { es: 'Cada viernes comparto con mi equipo o mis clientes un avance concreto', en: 'Every Friday I share one concrete result with my team or clients' },
        { es: 'Cada semana agradezco por escrito el buen trabajo de un colega', en: 'Each week I thank a colleague in writing for good work' },
      ],
      HAVE: [{ es: 'Tengo un registro de logros del trimestre listo para mi próxima evaluación', en: "I have a log of this quarter's wins ready for my next performance review" }],
      actions: [
        {
          context: 'COMPUTER', energy: 'LOW', minutes: 15,
          es: { title: 'Crear un registro de logros', description: 'Un documento donde anotas cada resultado con su fecha y, si se puede, una cifra.' },
          en: { title: 'Start a wins log', description: 'A document where you note each result with its date and, where possible, a number.' },
        },
        {
          context: 'WORK', energy: 'LOW', minutes: 10, repeat: { weekdays: [5] },
          es: { title: 'Enviar un resumen breve de tus avances de la semana', description: 'Tres puntos para tu responsable o tu cliente: qué terminaste, qué sigue y en qué necesitas ayuda.' },
          en: { title: "Send a short summary of your week's progress", description: 'Three bullet points for your manager or client: what you finished, what is next, where you need help.' },
        },
        {
          context: 'WORK', energy: 'MEDIUM', minutes: 20,
          es: { title: 'Pedir unas palabras a un cliente o colega satisfecho', description: 'Una reseña, un mensaje o una recomendación: guárdalo en tu registro de logros.' },
          en: { title: 'Ask a happy client or colleague for a few words', description: 'A review, a message or a recommendation: save it in your wins log.' },
        },
      ],
    },
    {
      order: 5,
      BE: [
        { es: 'Soy una persona al día con lo que pide mi sector', en: 'I am someone who keeps up with what my field needs' },
        { es: 'Soy alguien que se adelanta a los cambios de su profesión', en: 'I am someone who gets ahead of changes in my profession' },
      ],
      DO: [
        { es: 'Dos veces por semana dedico 20 minutos a las novedades de mi sector', en: "Twice a week I spend 20 minutes catching up on what's new in my field" },
        { es: 'Cada semana practico una habilidad que hoy piden las ofertas de empleo', en: 'Each week I practise a skill that job ads ask for today' },
      ],
      HAVE: [{ es: 'Tengo una certificación, un proyecto o una muestra que prueba una habilidad nueva', en: 'I have a certificate, a project or a sample that proves a new skill' }],
      actions: [
        {
          context: 'COMPUTER', energy: 'MEDIUM', minutes: 30,
          es: { title: 'Leer cinco ofertas de empleo de un puesto como el tuyo', description: 'Subraya las habilidades que se repiten y marca las que aún no dominas.' },
          en: { title: 'Read five job ads for a role like yours', description: "Highlight the skills that keep coming up and mark the ones you haven't mastered yet." },
        },
        {
          context: 'COMPUTER', energy: 'LOW', minutes: 15,
          es: { title: 'Suscribirte a una fuente de referencia de tu sector', description: 'Un boletín, una revista o un pódcast que vayas a leer o escuchar de verdad; mejor uno bueno que cinco sin abrir.' },
          en: { title: 'Subscribe to one trusted source in your field', description: 'A newsletter, journal or podcast you will actually follow; one good one beats five unread.' },
        },
        {
          context: 'COMPUTER', energy: 'HIGH', minutes: 60, repeat: { weekdays: [4] },
          es: { title: 'Practicar la habilidad que te falta', description: 'Una hora con un ejercicio o un proyecto pequeño que puedas mostrar más adelante.' },
          en: { title: 'Practise the skill you are missing', description: 'An hour on an exercise or a small project you can show later.' },
        },
      ],
    },
    {
      order: 6,
      BE: [
        { es: 'Soy una persona que descansa de verdad cuando termina su jornada', en: 'I am someone who truly rests when the workday ends' },
        { es: 'Soy alguien que pone límites sanos entre el trabajo y el resto de su vida', en: 'I am someone who keeps healthy boundaries between work and the rest of life' },
      ],
      DO: [
        { es: 'Dejo de revisar correos y mensajes de trabajo a una hora fija cada día', en: 'I stop checking work email and messages at a set time every day' },
        { es: 'Cierro cada jornada con la lista de pendientes para mañana', en: "I close each workday with tomorrow's to-do list" },
      ],
      HAVE: [{ es: 'Tengo las notificaciones de trabajo silenciadas fuera de mi horario', en: 'I have work notifications muted outside my working hours' }],
      actions: [
        {
          context: 'COMPUTER', energy: 'LOW', minutes: 15,
          es: { title: 'Silenciar las notificaciones de trabajo fuera de horario', description: 'Usa el modo «no molestar» o los horarios de tus aplicaciones de correo y mensajería.' },
          en: { title: 'Mute work notifications after hours', description: 'Use do-not-disturb or the schedule settings in your email and chat apps.' },
        },
        {
          context: 'WORK', energy: 'LOW', minutes: 10, repeat: { weekdays: [1, 2, 3, 4, 5] },
          es: { title: 'Ritual de cierre de la jornada', description: 'Anota lo pendiente para mañana, cierra las pestañas y date por terminado el día.' },
          en: { title: 'End-of-day shutdown ritual', description: "Write tomorrow's to-dos, close the tabs and call it a day." },
        },
        {
          context: 'WORK', energy: 'MEDIUM', minutes: 15,
          es: { title: 'Avisar a tu equipo de tu horario de respuesta', description: 'Una línea en tu firma o tu estado, por ejemplo «Respondo mensajes de 9 a 18», con tu propio horario.' },
          en: { title: 'Tell your team your response hours', description: 'One line in your signature or status, such as "I answer messages 9 to 6", with your own hours.' },
        },
      ],
    },
    {
      order: 7,
      BE: [
        { es: 'Soy una persona que conoce su valor y lo defiende con datos', en: 'I am someone who knows my worth and backs it up with facts' },
        { es: 'Soy alguien que se atreve a hablar de dinero en el trabajo', en: 'I am someone who dares to talk about money at work' },
      ],
      DO: [
        { es: 'Cada mes registro mis logros con cifras para negociar mejor', en: 'Every month I record my results in numbers so I can negotiate better' },
        { es: 'Cada trimestre me informo de lo que se paga en mi sector por un perfil como el mío', en: 'Each quarter I check what someone with my profile earns in my field' },
      ],
      HAVE: [{ es: 'Tengo hecha una conversación sobre mi salario o mis tarifas, con una propuesta concreta', en: 'I have had a conversation about my pay or rates, with a specific proposal' }],
      actions: [
        {
          context: 'COMPUTER', energy: 'MEDIUM', minutes: 45,
          es: { title: 'Investigar el rango salarial de tu perfil', description: 'Consulta portales de empleo, informes salariales y a colegas del sector; anota una cifra mínima y una máxima.' },
          en: { title: 'Research the pay range for your profile', description: 'Check job sites, salary reports and peers in your field; note a low and a high figure.' },
        },
        {
          context: 'COMPUTER', energy: 'MEDIUM', minutes: 45,
          es: { title: 'Preparar tu caso con tres logros medibles', description: 'Qué hiciste, qué resultado tuvo y cuánto valor aportó, en una sola página.' },
          en: { title: 'Build your case with three measurable wins', description: 'What you did, what came of it and the value it brought, on a single page.' },
        },
        {
          context: 'WORK', energy: 'HIGH', minutes: 30,
          es: { title: 'Pedir una reunión para hablar de tu salario o tus tarifas', description: 'Lleva tu cifra y tu página de logros; si trabajas por tu cuenta, sube tus tarifas con un cliente nuevo.' },
          en: { title: 'Ask for a meeting about your pay or rates', description: 'Bring your figure and your page of wins; if you work for yourself, raise your rates with one new client.' },
        },
      ],
    },
    {
      order: 8,
      BE: [
        { es: 'Soy una persona que cultiva sus relaciones profesionales con generosidad', en: 'I am someone who nurtures professional relationships generously' },
        { es: 'Soy alguien que se acerca a otras personas sin esperar nada a cambio', en: 'I am someone who reaches out without expecting anything back' },
      ],
      DO: [
        { es: 'Cada semana escribo a una persona de mi red para saber cómo le va', en: 'Every week I message someone in my network to see how they are doing' },
        { es: 'Voy a un evento de mi sector una vez al mes, en persona o en línea', en: 'I go to one industry event a month, in person or online' },
      ],
      HAVE: [{ es: 'Tengo 12 conversaciones nuevas con gente de mi sector en estos 90 días', en: 'I have had 12 new conversations with people in my field in these 90 days' }],
      actions: [
        {
          context: 'COMPUTER', energy: 'LOW', minutes: 20,
          es: { title: 'Hacer una lista de diez contactos con quienes retomar el trato', description: 'Antiguos colegas, clientes o compañeros de estudios: gente con quien te gustaría volver a hablar.' },
          en: { title: 'List ten contacts to get back in touch with', description: "Former colleagues, clients or classmates: people you'd like to talk to again." },
        },
        {
          context: 'COMPUTER', energy: 'LOW', minutes: 10, repeat: { weekdays: [3] },
          es: { title: 'Escribir a un contacto de tu lista', description: 'Un mensaje corto y sincero: algo que te recordó a esa persona o una felicitación por una novedad.' },
          en: { title: 'Message one contact from your list', description: 'A short, genuine note: something that reminded you of them, or congratulations on their news.' },
        },
        {
          context: 'COMPUTER', energy: 'LOW', minutes: 15,
          es: { title: 'Inscribirte en un evento de tu sector este mes', description: 'Una charla, un encuentro o un seminario en línea: reserva y ve con la meta de conocer a dos personas.' },
          en: { title: 'Sign up for an industry event this month', description: 'A talk, a meetup or a webinar: book it and go aiming to meet two people.' },
        },
      ],
    },
    {
      order: 9,
      BE: [
        { es: 'Soy una persona consciente del bien que hace su trabajo', en: 'I am someone who sees the good my work does' },
        { es: 'Soy alguien que pone cuidado en lo que ofrece a los demás', en: 'I am someone who puts care into what I offer others' },
      ],
      DO: [
        { es: 'Cada semana anoto a quién ayudó mi trabajo y de qué manera', en: 'Each week I write down who my work helped and how' },
        { es: 'Cada mes pregunto a un cliente o colega qué le aportó mi trabajo', en: 'Each month I ask a client or colleague what my work did for them' },
      ],
      HAVE: [{ es: 'Tengo una colección de mensajes y ejemplos que muestran el impacto de mi trabajo', en: 'I have a collection of messages and examples that show the impact of my work' }],
      actions: [
        {
          context: 'HOME', energy: 'MEDIUM', minutes: 20,
          es: { title: 'Dibujar el recorrido de tu trabajo', description: 'Escribe quién recibe lo que haces, a quién llega después y qué cambia en su vida.' },
          en: { title: 'Map where your work goes', description: 'Write who receives what you do, who it reaches next and what changes for them.' },
        },
        {
          context: 'WORK', energy: 'MEDIUM', minutes: 20,
          es: { title: 'Preguntar a alguien que usa tu trabajo qué le aporta', description: 'Un cliente, un usuario o un compañero de trabajo: escucha y guarda su respuesta.' },
          en: { title: 'Ask someone who relies on your work what it gives them', description: 'A client, a user or a coworker: listen and keep their answer.' },
        },
        {
          context: 'WORK', energy: 'MEDIUM', minutes: 30,
          es: { title: 'Proponer o sumarte a una tarea con impacto visible', description: 'Algo donde veas a las personas a quienes ayudas: atención, formación o un proyecto social.' },
          en: { title: 'Suggest or join a task with visible impact', description: 'Something where you see the people you help: support, training or a community project.' },
        },
      ],
    },
    {
      order: 10,
      BE: [
        { es: 'Soy una persona confiable que cumple lo que promete', en: 'I am a reliable person who delivers what I promise' },
        { es: 'Soy alguien que se compromete solo con lo que puede cumplir', en: 'I am someone who only commits to what I can deliver' },
      ],
      DO: [
        { es: 'Cada lunes planifico la semana con mis entregas importantes y sus plazos', en: 'Every Monday I plan my week around my key deadlines' },
        { es: 'Aviso con al menos dos días de antelación cuando una fecha está en riesgo', en: "I give at least two days' notice when a deadline is at risk" },
      ],
      HAVE: [{ es: 'Tengo un sistema sencillo donde veo todos mis plazos de un vistazo', en: 'I have a simple system that shows all my deadlines at a glance' }],
      actions: [
        {
          context: 'COMPUTER', energy: 'MEDIUM', minutes: 30,
          es: { title: 'Reunir todos tus compromisos en una sola lista', description: 'Correos, notas y reuniones: pásalo todo a un solo lugar, cada cosa con su fecha de entrega.' },
          en: { title: 'Gather all your commitments in one list', description: 'Emails, notes and meetings: move everything to one place, each with its due date.' },
        },
        {
          context: 'WORK', energy: 'MEDIUM', minutes: 20, repeat: { weekdays: [1] },
          es: { title: 'Planificar la semana el lunes a primera hora', description: 'Elige las tres entregas que más importan y reserva tiempo en tu agenda para cada una.' },
          en: { title: 'Plan your week first thing on Monday', description: 'Pick the three deliverables that matter most and block calendar time for each.' },
        },
        {
          context: 'WORK', energy: 'MEDIUM', minutes: 15,
          es: { title: 'Renegociar ya una fecha que no llegarás a cumplir', description: 'Propón una fecha realista y qué puedes entregar antes; avisar a tiempo genera confianza.' },
          en: { title: 'Renegotiate a deadline you will miss, now', description: 'Offer a realistic date and what you can deliver before it; early notice builds trust.' },
        },
      ],
    },
  ],
};
