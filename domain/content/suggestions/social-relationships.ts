// Starter suggestions for the social relationships questions (prisma/seed/questions.ts, same order).
import type { SuggestionSet } from './types';

export const socialRelationships: SuggestionSet = {
  areaKey: 'SOCIAL_RELATIONSHIPS',
  haveMoreQuestions: false,
  questions: [
    {
      order: 1,
      BE: [
        { es: 'Soy una persona que cultiva amistades profundas', en: 'I am someone who cultivates deep friendships' },
        { es: 'Soy alguien que se deja conocer y se abre con quien le inspira confianza', en: 'I am someone who lets people in and opens up to those I trust' },
      ],
      DO: [
        { es: 'Cada semana comparto con una amistad algo personal, más allá de lo superficial', en: 'Every week I share something personal with a friend, beyond small talk' },
        { es: 'Cada dos semanas propongo un plan a solas con una amistad', en: 'Every two weeks I suggest a one-on-one plan with a friend' },
      ],
      HAVE: [{ es: 'Tengo dos amistades con las que hablo de lo importante de mi vida', en: 'I have two friends I talk to about what matters in my life' }],
      actions: [
        {
          context: 'HOME', energy: 'LOW', minutes: 15,
          es: { title: 'Pensar en dos personas con quienes te gustaría tener más confianza', description: 'Amistades de ahora o de antes con las que ya hay buena sintonía.' },
          en: { title: "Think of two people you'd like to be closer to", description: 'Current or old friends you already get on well with.' },
        },
        {
          context: 'HOME', energy: 'LOW', minutes: 10,
          es: { title: 'Invitar a una de ellas a un plan a solas', description: 'Un café, un paseo o una llamada larga: en grupo cuesta hablar de lo importante.' },
          en: { title: 'Invite one of them to a one-on-one plan', description: 'A coffee, a walk or a long call: it is hard to talk about what matters in a group.' },
        },
        {
          context: 'ERRANDS', energy: 'MEDIUM', minutes: 60,
          es: { title: 'Contar algo que te importa en ese encuentro', description: 'Abrirte un poco invita a la otra persona a hacer lo mismo.' },
          en: { title: 'Share something that matters to you when you meet', description: 'Opening up a little invites the other person to do the same.' },
        },
      ],
    },
    {
      order: 2,
      BE: [
        { es: 'Soy una persona presente en la vida de sus amistades', en: "I am someone who is present in my friends' lives" },
        { es: 'Soy alguien que se acuerda de los demás y se lo hace saber', en: 'I am someone who thinks of people and lets them know it' },
      ],
      DO: [
        { es: 'Cada semana tengo una conversación real con una amistad cercana, por llamada o en persona', en: 'Every week I have a real conversation with a close friend, by phone or in person' },
        { es: 'Anoto las fechas importantes de mis amistades y las recuerdo', en: "I keep track of my friends' important dates and remember them" },
      ],
      HAVE: [{ es: 'Tengo un encuentro fijo, mensual o quincenal, con mi grupo de amistades', en: 'I have a regular monthly or fortnightly get-together with my friends' }],
      actions: [
        {
          context: 'HOME', energy: 'LOW', minutes: 15, repeat: { weekdays: [3] },
          es: { title: 'Llamar a una amistad cercana', description: 'Una llamada de voz, aunque sea corta; pregunta por algo que te contó la última vez.' },
          en: { title: 'Call a close friend', description: 'A voice call, even a short one; ask about something they told you last time.' },
        },
        {
          context: 'COMPUTER', energy: 'LOW', minutes: 15,
          es: { title: 'Anotar cumpleaños y fechas importantes de tus amistades', description: 'En tu calendario, con un aviso el día anterior.' },
          en: { title: "Add your friends' birthdays and key dates", description: 'In your calendar, with a reminder the day before.' },
        },
        {
          context: 'HOME', energy: 'MEDIUM', minutes: 20,
          es: { title: 'Proponer un encuentro fijo a tu grupo', description: 'Por ejemplo, el primer viernes de cada mes: con fecha fija es mucho más fácil que ocurra.' },
          en: { title: 'Suggest a regular meetup to your group', description: 'Say, the first Friday of each month: a fixed date makes it far more likely to happen.' },
        },
      ],
    },
    {
      order: 3,
      BE: [
        { es: 'Soy una persona que cuida el vínculo con su familia', en: 'I am someone who looks after my bond with my family' },
        { es: 'Soy alguien que trata a su familia con paciencia y respeto, también en los desacuerdos', en: 'I am someone who treats family with patience and respect, even when we disagree' },
      ],
      DO: [
        { es: 'Cada semana llamo o visito a un familiar querido', en: 'Every week I call or visit a family member I care about' },
        { es: 'Organizo un encuentro familiar una vez al mes', en: 'I organise a family get-together once a month' },
      ],
      HAVE: [{ es: 'Tengo una costumbre familiar nueva que disfrutamos cada mes', en: 'I have a new family tradition we enjoy every month' }],
      actions: [
        {
          context: 'HOME', energy: 'LOW', minutes: 15,
          es: { title: 'Elegir con qué familiar quieres acercarte primero', description: 'Piensa a quién te gustaría tener más cerca y qué pequeño paso sería bien recibido.' },
          en: { title: 'Choose which relative to reconnect with first', description: "Think who you'd like to be closer to and what small step they would welcome." },
        },
        {
          context: 'HOME', energy: 'LOW', minutes: 20, repeat: { weekdays: [7] },
          es: { title: 'Llamada semanal a tu familia', description: 'Sin prisa y sin otra pantalla delante: pregunta y escucha.' },
          en: { title: 'Weekly family call', description: 'Unhurried, with no other screen in front of you: ask and listen.' },
        },
        {
          context: 'HOME', energy: 'MEDIUM', minutes: 30,
          es: { title: 'Proponer un plan familiar para este mes', description: 'Una comida, un paseo o una videollamada en grupo; pon tú la fecha.' },
          en: { title: 'Suggest a family plan for this month', description: 'A meal, an outing or a group video call; you set the date.' },
        },
      ],
    },
    {
      order: 4,
      BE: [
        { es: 'Soy una persona que sabe pedir ayuda', en: 'I am someone who knows how to ask for help' },
        { es: 'Soy alguien que construye una red de apoyo y también la ofrece', en: 'I am someone who builds a support network and offers support too' },
      ],
      DO: [
        { es: 'Una vez al mes ofrezco ayuda concreta a alguien de mi vecindario o a una amistad', en: 'Once a month I offer practical help to a neighbour or a friend' },
        { es: 'Mantengo contacto cada semana con al menos una persona que vive cerca', en: 'I keep in touch every week with at least one person who lives nearby' },
      ],
      HAVE: [{ es: 'Tengo dos personas de confianza a quienes puedo llamar a cualquier hora, y ellas a mí', en: 'I have two trusted people I can call at any hour, and who can call me' }],
      actions: [
        {
          context: 'HOME', energy: 'LOW', minutes: 15,
          es: { title: 'Escribir tu lista de contactos de emergencia', description: 'Quién podría venir rápido: familia, amistades, vecinos. Guárdala en el teléfono y en papel.' },
          en: { title: 'Write your emergency contact list', description: 'Who could come quickly: family, friends, neighbours. Keep it on your phone and on paper.' },
        },
        {
          context: 'HOME', energy: 'MEDIUM', minutes: 15,
          es: { title: 'Acordar con alguien ser contacto de emergencia mutuo', description: 'Pregúntale directamente si puedes contar con esa persona y dile que ella también cuenta contigo.' },
          en: { title: "Agree with someone to be each other's emergency contact", description: 'Ask them directly if you can count on them, and tell them they can count on you.' },
        },
        {
          context: 'ERRANDS', energy: 'LOW', minutes: 15,
          es: { title: 'Presentarte a alguien de tu vecindario', description: 'Un saludo y tu nombre bastan para empezar: la ayuda más rápida suele estar al lado.' },
          en: { title: 'Introduce yourself to a neighbour', description: 'A hello and your name are enough to start: the quickest help is often next door.' },
        },
      ],
    },
    {
      order: 5,
      BE: [
        { es: 'Soy una persona abierta a conocer gente nueva', en: 'I am someone who is open to meeting new people' },
        { es: 'Soy alguien que da el primer paso para seguir en contacto', en: 'I am someone who takes the first step to stay in touch' },
      ],
      DO: [
        { es: 'Dos veces al mes voy a un lugar o una actividad con gente nueva', en: 'Twice a month I go to a place or an activity with new people' },
        { es: 'Cuando conecto con alguien, le propongo volver a vernos esa misma semana', en: 'When I click with someone, I suggest meeting again that same week' },
      ],
      HAVE: [{ es: 'Tengo al menos una relación nueva que sigo cultivando', en: 'I have at least one new connection I keep nurturing' }],
      actions: [
        {
          context: 'COMPUTER', energy: 'LOW', minutes: 20,
          es: { title: 'Buscar una actividad en grupo que te interese', description: 'Un taller, un club de lectura o un deporte en equipo: mejor si se repite cada semana.' },
          en: { title: 'Find a group activity that interests you', description: 'A workshop, a book club or a team sport: ideally something that meets weekly.' },
        },
        {
          context: 'ERRANDS', energy: 'MEDIUM', minutes: 90,
          es: { title: 'Ir a la primera sesión', description: 'Ponte la meta de aprender el nombre de dos personas.' },
          en: { title: 'Go to the first session', description: "Set yourself the goal of learning two people's names." },
        },
        {
          context: 'HOME', energy: 'LOW', minutes: 10,
          es: { title: 'Escribir a alguien que conociste hace poco', description: 'Un mensaje que retome algo de su conversación y proponga un plan concreto.' },
          en: { title: 'Message someone you met recently', description: 'Mention something you talked about and suggest a specific plan to meet.' },
        },
      ],
    },
    {
      order: 6,
      BE: [
        { es: 'Soy una persona que pertenece a una comunidad y aporta a ella', en: 'I am someone who belongs to a community and contributes to it' },
        { es: 'Soy alguien que se compromete con las causas que le importan', en: 'I am someone who commits to causes that matter to me' },
      ],
      DO: [
        { es: 'Participo en un grupo o comunidad al menos dos veces al mes', en: 'I take part in a group or community at least twice a month' },
        { es: 'Dedico unas horas al mes a un voluntariado', en: 'I volunteer a few hours a month' },
      ],
      HAVE: [{ es: 'Tengo un grupo al que voy con regularidad y donde me conocen por mi nombre', en: 'I have a group I attend regularly, where people know my name' }],
      actions: [
        {
          context: 'COMPUTER', energy: 'LOW', minutes: 30,
          es: { title: 'Buscar tres grupos o voluntariados cerca de ti', description: 'Ligados a algo que te guste o te importe; fíjate en horarios que te encajen.' },
          en: { title: 'Find three groups or volunteering options near you', description: 'Tied to something you enjoy or care about; check for times that suit you.' },
        },
        {
          context: 'COMPUTER', energy: 'LOW', minutes: 10,
          es: { title: 'Escribir para preguntar cómo sumarte', description: 'Pregunta cuándo es la próxima reunión y si alguien puede recibirte el primer día.' },
          en: { title: 'Write to ask how to join', description: 'Ask when the next meeting is and whether someone can show you around on day one.' },
        },
        {
          context: 'ERRANDS', energy: 'MEDIUM', minutes: 90,
          es: { title: 'Asistir a la primera reunión', description: 'Ve con la idea de volver al menos dos veces más antes de decidir.' },
          en: { title: 'Attend the first meeting', description: 'Go planning to return at least twice more before you decide.' },
        },
      ],
    },
    {
      order: 7,
      BE: [
        { es: 'Soy una persona que escucha para entender, no para responder', en: 'I am someone who listens to understand, not to reply' },
        { es: 'Soy alguien que hace sentir escuchadas a las personas', en: 'I am someone who makes people feel heard' },
      ],
      DO: [
        { es: 'En cada conversación importante, resumo lo que oí antes de dar mi opinión', en: 'In every important conversation, I sum up what I heard before giving my view' },
        { es: 'Dejo el teléfono fuera de la vista cuando alguien me habla', en: 'I put my phone out of sight when someone is talking to me' },
      ],
      HAVE: [{ es: 'Tengo comentarios de dos personas cercanas que notan que ahora las escucho mejor', en: 'I have heard from two people close to me that I listen better now' }],
      actions: [
        {
          context: 'HOME', energy: 'LOW', minutes: 10,
          es: { title: 'Elegir una conversación al día para practicar la escucha', description: 'Solo preguntas y silencios; tu opinión puede esperar al final.' },
          en: { title: 'Pick one conversation a day to practise listening', description: 'Only questions and pauses; your opinion can wait until the end.' },
        },
        {
          context: 'WORK', energy: 'LOW', minutes: 5,
          es: { title: 'Probar la pausa de tres segundos antes de hablar', description: 'Cuando la otra persona termine, cuenta hasta tres: a menudo añade lo más importante.' },
          en: { title: 'Try the three-second pause before you speak', description: 'When the other person stops, count to three: they often add the most important part.' },
        },
        {
          context: 'HOME', energy: 'MEDIUM', minutes: 15,
          es: { title: 'Pedir a alguien cercano su opinión sobre cómo escuchas', description: 'Por ejemplo: «¿Sientes que te escucho cuando me cuentas algo?». Recibe la respuesta sin justificarte.' },
          en: { title: 'Ask someone close how well you listen', description: 'For example: "Do you feel I listen when you tell me things?" Take the answer without explaining yourself.' },
        },
      ],
    },
    {
      order: 8,
      BE: [
        { es: 'Soy una persona que respeta sus límites y los expresa con amabilidad', en: 'I am someone who respects my limits and states them kindly' },
        { es: 'Soy alguien que cuida su tiempo sin sentir culpa', en: 'I am someone who protects my time without feeling guilty' },
      ],
      DO: [
        { es: 'Antes de aceptar lo que me piden, digo «déjame pensarlo» y decido con calma', en: 'Before agreeing to a request, I say "let me think about it" and decide calmly' },
        { es: 'Cada semana digo que no al menos a una cosa que no quiero hacer', en: "Each week I say no to at least one thing I don't want to do" },
      ],
      HAVE: [{ es: 'Tengo tres frases para decir que no con amabilidad y las uso con naturalidad', en: 'I have three phrases for saying no kindly and I use them with ease' }],
      actions: [
        {
          context: 'HOME', energy: 'LOW', minutes: 15,
          es: { title: 'Escribir tus frases para decir que no', description: 'Por ejemplo: «Gracias por pensar en mí, pero esta vez no puedo». Ensáyalas en voz alta.' },
          en: { title: 'Write your phrases for saying no', description: 'For example: "Thanks for thinking of me, but I can\'t this time." Practise them out loud.' },
        },
        {
          context: 'HOME', energy: 'LOW', minutes: 15,
          es: { title: 'Anotar los compromisos que aceptaste sin querer', description: 'Elige uno que puedas soltar este mes y piensa cómo decirlo.' },
          en: { title: "List the commitments you agreed to but didn't want", description: 'Pick one you can let go of this month and think how to say it.' },
        },
        {
          context: 'HOME', energy: 'MEDIUM', minutes: 10,
          es: { title: 'Decir que no a una petición pequeña esta semana', description: 'Empieza por algo de poco riesgo: verás que la relación sigue igual.' },
          en: { title: 'Turn down one small request this week', description: "Start with something low-stakes: you'll see the relationship stays fine." },
        },
      ],
    },
    {
      order: 9,
      BE: [
        { es: 'Soy una persona que está presente de verdad con quienes quiere', en: 'I am someone who is truly present with the people I love' },
        { es: 'Soy alguien que hace tiempo para su gente aunque la semana esté llena', en: 'I am someone who makes time for my people even in a busy week' },
      ],
      DO: [
        { es: 'Cada semana comparto un rato sin teléfono con alguien querido', en: 'Every week I spend phone-free time with someone I love' },
        { es: 'Cada domingo decido con quién me veré durante la semana', en: "Every Sunday I decide who I'll see during the week" },
      ],
      HAVE: [{ es: 'Tengo 12 encuentros de calidad en persona en estos 90 días', en: 'I have had 12 quality in-person meetups in these 90 days' }],
      actions: [
        {
          context: 'HOME', energy: 'LOW', minutes: 10,
          es: { title: 'Elegir a quién quieres ver esta semana', description: 'Escríbele hoy y propón día, hora y plan.' },
          en: { title: 'Choose who you want to see this week', description: 'Message them today and suggest a day, a time and a plan.' },
        },
        {
          context: 'COMPUTER', energy: 'LOW', minutes: 5,
          es: { title: 'Reservar en tu agenda un rato fijo para tu gente', description: 'Un espacio semanal que no se mueva, como cualquier otra cita.' },
          en: { title: 'Reserve a regular slot in your calendar for your people', description: "A weekly slot that doesn't move, like any other appointment." },
        },
        {
          context: 'ERRANDS', energy: 'MEDIUM', minutes: 90, repeat: { weekdays: [6] },
          es: { title: 'Encuentro sin teléfono con alguien querido', description: 'Guarda el teléfono en el bolso o la mochila durante todo el encuentro.' },
          en: { title: 'Phone-free time with someone you love', description: 'Keep your phone in your bag for the whole time together.' },
        },
      ],
    },
    {
      order: 10,
      BE: [
        { es: 'Soy una persona que resuelve sus conflictos con honestidad y respeto', en: 'I am someone who resolves conflicts with honesty and respect' },
        { es: 'Soy alguien que sabe pedir perdón y también perdonar', en: 'I am someone who knows how to apologise and how to forgive' },
      ],
      DO: [
        { es: 'Hablo de los roces en los días siguientes, en lugar de dejar que crezcan', en: 'I talk about friction within days instead of letting it grow' },
        { es: 'Antes de una conversación difícil, escribo qué siento y qué necesito', en: 'Before a difficult conversation, I write down what I feel and what I need' },
      ],
      HAVE: [{ es: 'Tengo al menos un conflicto pendiente hablado y cerrado en paz', en: 'I have talked through at least one open conflict and settled it peacefully' }],
      actions: [
        {
          context: 'HOME', energy: 'MEDIUM', minutes: 20,
          es: { title: 'Escribir qué conflicto pendiente quieres resolver primero', description: 'Anota qué pasó, qué sientes y qué te gustaría que cambie, sin buscar culpables.' },
          en: { title: 'Write down which open conflict to address first', description: "Note what happened, how you feel and what you'd like to change, without blaming." },
        },
        {
          context: 'HOME', energy: 'MEDIUM', minutes: 10,
          es: { title: 'Proponer a esa persona un momento para hablar', description: 'En privado y sin prisas; dile que la relación te importa.' },
          en: { title: 'Ask that person for a time to talk', description: 'Privately and unhurried; tell them the relationship matters to you.' },
        },
        {
          context: 'HOME', energy: 'HIGH', minutes: 45,
          es: { title: 'Tener la conversación pendiente', description: 'Cuenta lo que sentiste, escucha su versión y busca un acuerdo común; si te corresponde, pide disculpas.' },
          en: { title: 'Have the conversation', description: "Say how you felt, hear their side and look for an agreement together; apologise where it's yours to." },
        },
      ],
    },
  ],
};
