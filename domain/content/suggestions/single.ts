// Starter suggestions for the couple and intimacy questions of people who are single (haveMoreQuestions true in
// prisma/seed/questions.ts, same order). None assumes that a partner is the goal: each is about the person first.
import type { SuggestionSet } from './types';

export const single: SuggestionSet = {
  areaKey: 'COUPLE_INTIMACY',
  haveMoreQuestions: true,
  questions: [
    {
      order: 1,
      BE: [
        { es: 'Soy una persona completa, con o sin pareja', en: 'I am a whole person, with or without a partner' },
        { es: 'Soy alguien que se habla con cariño y respeto', en: 'I am someone who talks to myself with kindness and respect' },
      ],
      DO: [
        { es: 'Cada noche anoto tres cosas que hice bien o que valoro de mí', en: 'Each evening I write down three things I did well or value about myself' },
        { es: 'Cuando me critico con dureza, me respondo como lo haría con una amistad', en: 'When I criticise myself harshly, I answer the way I would answer a friend' },
      ],
      HAVE: [{ es: 'Tengo una lista de 20 cualidades mías que releo cuando dudo de mí', en: 'I have a list of 20 of my qualities that I reread when I doubt myself' }],
      actions: [
        {
          context: 'HOME', energy: 'MEDIUM', minutes: 30,
          es: { title: 'Escribir 20 cualidades tuyas', description: 'Si te cuesta, pregunta a dos personas queridas qué valoran de ti.' },
          en: { title: 'Write down 20 of your qualities', description: 'If that is hard, ask two people who love you what they value in you.' },
        },
        {
          context: 'HOME', energy: 'LOW', minutes: 5, repeat: { everyDays: 1 },
          es: { title: 'Anotar tres cosas que valoras de ti hoy', description: 'También las pequeñas: cumplir algo, ayudar a alguien, cuidarte.' },
          en: { title: 'Note three things you value about yourself today', description: 'Small ones count: following through, helping someone, looking after yourself.' },
        },
        {
          context: 'ERRANDS', energy: 'MEDIUM', minutes: 90,
          es: { title: 'Ir por tu cuenta a un plan que te encante', description: 'Un museo, un café, un concierto: disfrutar de tu propia compañía también se aprende.' },
          en: { title: 'Take yourself on a date', description: 'A museum, a café, a concert: enjoying your own company is a skill too.' },
        },
      ],
    },
    {
      order: 2,
      BE: [
        { es: 'Soy una persona que sabe lo que busca en una relación', en: 'I am someone who knows what I am looking for in a relationship' },
        { es: 'Soy alguien que elige con claridad en lugar de conformarse', en: 'I am someone who chooses clearly rather than settling' },
      ],
      DO: [
        { es: 'Después de cada cita, comparo lo que vi con mis valores imprescindibles', en: 'After every date, I compare what I saw with my must-have values' },
        { es: 'Una vez al mes releo mi lista de imprescindibles y la ajusto', en: 'Once a month I reread my list of must-haves and adjust it' },
      ],
      HAVE: [{ es: 'Tengo por escrito mis cinco valores imprescindibles y tres límites claros para una pareja', en: 'I have my five must-have values and three clear deal-breakers in writing' }],
      actions: [
        {
          context: 'HOME', energy: 'MEDIUM', minutes: 30,
          es: { title: 'Escribir qué funcionó y qué no en relaciones pasadas', description: 'Tuyas o de personas cercanas: ahí están las pistas de lo que necesitas.' },
          en: { title: "Write what worked and what didn't in past relationships", description: 'Your own or those of people close to you: they hold clues to what you need.' },
        },
        {
          context: 'HOME', energy: 'MEDIUM', minutes: 20,
          es: { title: 'Elegir tus cinco valores imprescindibles', description: 'Por ejemplo honestidad, ternura o querer hijos; distingue lo imprescindible de lo deseable.' },
          en: { title: 'Choose your five must-have values', description: 'Honesty, kindness or wanting children, for example; tell must-haves apart from nice-to-haves.' },
        },
        {
          context: 'HOME', energy: 'LOW', minutes: 15,
          es: { title: 'Anotar tres límites que no vas a negociar', description: 'Conductas que no aceptarías en una pareja, por atractiva que te resulte la persona.' },
          en: { title: 'Write down three deal-breakers', description: "Behaviour you wouldn't accept in a partner, however attractive you find them." },
        },
      ],
    },
    {
      order: 3,
      BE: [
        { es: 'Soy una persona que suelta el pasado agradeciendo lo aprendido', en: 'I am someone who lets go of the past, grateful for what I learned' },
        { es: 'Soy alguien que se permite sanar a su ritmo', en: 'I am someone who allows myself to heal at my own pace' },
      ],
      DO: [
        { es: 'Una vez por semana escribo sobre lo que aún me duele de esa relación', en: 'Once a week I write about what still hurts from that relationship' },
        { es: 'Dejo de revisar las redes sociales de mi expareja', en: "I stop checking my ex's social media" },
      ],
      HAVE: [{ es: 'Tengo escrita una carta de despedida, sin enviarla, y recuerdo esa etapa con más calma', en: 'I have written a goodbye letter, unsent, and I look back on that time more calmly' }],
      actions: [
        {
          context: 'COMPUTER', energy: 'LOW', minutes: 10,
          es: { title: 'Silenciar o dejar de seguir a tu expareja en redes', description: 'No es rencor: es darte espacio para sanar.' },
          en: { title: 'Mute or unfollow your ex on social media', description: "It isn't spite: it gives you room to heal." },
        },
        {
          context: 'HOME', energy: 'HIGH', minutes: 45,
          es: { title: 'Escribir una carta de despedida que no vas a enviar', description: 'Lo que agradeces, lo que te dolió y lo que te llevas. Cerrar por escrito ayuda a soltar.' },
          en: { title: "Write a goodbye letter you won't send", description: 'What you are grateful for, what hurt and what you take with you. Closing in writing helps you let go.' },
        },
        {
          context: 'COMPUTER', energy: 'LOW', minutes: 20,
          es: { title: 'Buscar acompañamiento si el dolor sigue muy presente', description: 'Un grupo de apoyo o un profesional de la psicología pueden acortar el camino.' },
          en: { title: 'Look for support if the pain is still strong', description: 'A support group or a therapist can make the road shorter.' },
        },
      ],
    },
    {
      order: 4,
      BE: [
        { es: 'Soy una persona abierta a nuevas conexiones', en: 'I am someone who is open to new connections' },
        { es: 'Soy alguien que sale de su rutina para conocer gente', en: 'I am someone who steps out of my routine to meet people' },
      ],
      DO: [
        { es: 'Acepto al menos una invitación social cada semana', en: 'I accept at least one social invitation a week' },
        { es: 'Dos veces al mes voy a una actividad en grupo que sea nueva para mí', en: 'Twice a month I go to a group activity that is new to me' },
      ],
      HAVE: [{ es: 'Tengo diez personas nuevas conocidas en estos 90 días', en: 'I have met ten new people in these 90 days' }],
      actions: [
        {
          context: 'HOME', energy: 'LOW', minutes: 10,
          es: { title: 'Decir que sí a la próxima invitación', description: 'Aunque te dé pereza: ve al menos una hora y decide allí si te quedas.' },
          en: { title: 'Say yes to the next invitation', description: "Even if you don't feel like it: go for an hour and decide there whether to stay." },
        },
        {
          context: 'COMPUTER', energy: 'LOW', minutes: 20,
          es: { title: 'Inscribirte en una actividad con gente nueva', description: 'Un curso, un deporte o un voluntariado donde coincidas con las mismas personas varias semanas.' },
          en: { title: 'Sign up for an activity with new people', description: 'A class, a sport or volunteering where you see the same faces for several weeks.' },
        },
        {
          context: 'COMPUTER', energy: 'MEDIUM', minutes: 30,
          es: { title: 'Crear o actualizar tu perfil en una aplicación de citas', description: 'Si te apetece: fotos recientes y una descripción sincera de lo que buscas.' },
          en: { title: 'Create or refresh a dating app profile', description: 'If you feel like it: recent photos and an honest line about what you are looking for.' },
        },
      ],
    },
    {
      order: 5,
      BE: [
        { es: 'Soy una persona que se respeta y espera lo mismo de los demás', en: 'I am someone who respects myself and expects the same from others' },
        { es: 'Soy alguien que se aleja a tiempo de lo que no le hace bien', en: "I am someone who walks away early from what doesn't do me good" },
      ],
      DO: [
        { es: 'Digo con claridad lo que no acepto en cuanto lo noto', en: "I say clearly what I won't accept as soon as I notice it" },
        { es: 'Cuando alguien me ignora durante días, dejo de insistir y sigo con mi vida', en: 'When someone ignores me for days, I stop chasing and get on with my life' },
      ],
      HAVE: [{ es: 'Tengo mis límites por escrito y la costumbre de cumplirlos', en: 'I have my boundaries in writing and the habit of keeping them' }],
      actions: [
        {
          context: 'HOME', energy: 'LOW', minutes: 15,
          es: { title: 'Escribir tus límites cuando conoces a alguien', description: 'Por ejemplo: respuestas en un tiempo razonable, respeto por tus tiempos y un trato amable.' },
          en: { title: 'Write your dating boundaries', description: 'For example: replies in a reasonable time, respect for your pace and kind treatment.' },
        },
        {
          context: 'HOME', energy: 'LOW', minutes: 15,
          es: { title: 'Preparar una frase para poner un límite', description: 'Por ejemplo: «Me gusta hablar contigo, pero necesito más constancia. Si no puede ser, lo entiendo».' },
          en: { title: 'Prepare a phrase for setting a boundary', description: 'Something like: "I like talking to you, but I need more consistency. If that doesn\'t work for you, I understand."' },
        },
        {
          context: 'HOME', energy: 'MEDIUM', minutes: 10,
          es: { title: 'Soltar hoy un vínculo que no te trata bien', description: 'Un mensaje breve o simplemente dejar de insistir: tu tiempo vale.' },
          en: { title: "Let go today of someone who doesn't treat you well", description: 'A short message or simply no more chasing: your time matters.' },
        },
      ],
    },
    {
      order: 6,
      BE: [
        { es: 'Soy una persona que trata a su cuerpo con cariño', en: 'I am someone who treats my body with kindness' },
        { es: 'Soy alguien que vive su sexualidad con libertad y sin culpa', en: 'I am someone who lives my sexuality freely and without guilt' },
      ],
      DO: [
        { es: 'Cada semana hago algo que me hace sentir bien en mi cuerpo', en: 'Each week I do something that makes me feel good in my body' },
        { es: 'Cuando critico mi cuerpo, cambio ese pensamiento por uno amable', en: 'When I criticise my body, I swap the thought for a kind one' },
      ],
      HAVE: [{ es: 'Tengo una relación más amable con mi cuerpo y sé lo que quiero vivir en esta etapa', en: 'I have a kinder relationship with my body and know what I want at this stage of life' }],
      actions: [
        {
          context: 'HOME', energy: 'LOW', minutes: 10,
          es: { title: 'Anotar tres cosas que tu cuerpo hace por ti', description: 'Caminar, abrazar, sentir: valorar lo que hace cambia cómo lo miras.' },
          en: { title: 'Note three things your body does for you', description: 'Walking, hugging, feeling: appreciating what it does changes how you see it.' },
        },
        {
          context: 'COMPUTER', energy: 'LOW', minutes: 15,
          es: { title: 'Dejar de seguir cuentas que te hacen sentir mal con tu cuerpo', description: 'Cámbialas por otras que muestren cuerpos reales y diversos.' },
          en: { title: 'Unfollow accounts that make you feel bad about your body', description: 'Replace them with ones that show real, diverse bodies.' },
        },
        {
          context: 'COMPUTER', energy: 'LOW', minutes: 20,
          es: { title: 'Buscar una fuente fiable sobre salud sexual', description: 'Un libro, un profesional o un centro de salud sexual para resolver dudas sin vergüenza.' },
          en: { title: 'Find a trustworthy source on sexual health', description: 'A book, a professional or a sexual health clinic to answer questions without embarrassment.' },
        },
      ],
    },
    {
      order: 7,
      BE: [
        { es: 'Soy una persona dispuesta a abrirse y dejarse conocer', en: 'I am someone who is willing to open up and be known' },
        { es: 'Soy alguien que vive el presente sin quedarse en el pasado', en: 'I am someone who lives in the present instead of the past' },
      ],
      DO: [
        { es: 'Cada semana escribo qué miedos aparecen cuando pienso en una relación', en: 'Each week I write about the fears that come up when I think of a relationship' },
        { es: 'En cada conexión nueva comparto algo personal, a mi ritmo', en: 'In each new connection I share something personal, at my own pace' },
      ],
      HAVE: [{ es: 'Tengo identificados mis miedos ante una relación y una forma de manejarlos', en: 'I have named my fears about relationships and found a way to handle them' }],
      actions: [
        {
          context: 'HOME', energy: 'MEDIUM', minutes: 20,
          es: { title: 'Escribir qué te da miedo de una relación nueva', description: 'Perder libertad, volver a sufrir, no estar a la altura: nombrarlo le quita fuerza.' },
          en: { title: 'Write what scares you about a new relationship', description: 'Losing freedom, getting hurt again, not being enough: naming it takes away its power.' },
        },
        {
          context: 'HOME', energy: 'LOW', minutes: 15,
          es: { title: 'Guardar lo que te ata a alguien del pasado', description: 'Fotos, mensajes o regalos: no hace falta tirarlos, basta con sacarlos de tu vista.' },
          en: { title: 'Put away what ties you to someone from the past', description: "Photos, messages or gifts: you needn't throw them out, just put them out of sight." },
        },
        {
          context: 'COMPUTER', energy: 'LOW', minutes: 20,
          es: { title: 'Buscar apoyo terapéutico si el miedo te paraliza', description: 'Hablar con un profesional ayuda a entender de dónde viene y a soltarlo.' },
          en: { title: 'Look for therapy if fear holds you back', description: 'A professional can help you understand where it comes from and let it go.' },
        },
      ],
    },
    {
      order: 8,
      BE: [
        { es: 'Soy una persona que se deja querer', en: 'I am someone who lets myself be loved' },
        { es: 'Soy alguien que da y pide afecto con naturalidad', en: 'I am someone who gives and asks for affection naturally' },
      ],
      DO: [
        { es: 'Cada semana veo en persona a alguien querido y le doy un abrazo', en: 'Every week I see someone I love in person and give them a hug' },
        { es: 'Cada semana le digo a una persona querida lo que significa para mí', en: 'Each week I tell someone I love what they mean to me' },
      ],
      HAVE: [{ es: 'Tengo una rutina semanal de encuentros con personas que me quieren', en: 'I have a weekly routine of seeing people who love me' }],
      actions: [
        {
          context: 'HOME', energy: 'LOW', minutes: 10,
          es: { title: 'Proponer un plan a alguien que te quiere', description: 'Una comida, un paseo o una tarde de películas: algo en persona esta semana.' },
          en: { title: 'Suggest a plan to someone who loves you', description: 'A meal, a walk or a film afternoon: something in person this week.' },
        },
        {
          context: 'HOME', energy: 'LOW', minutes: 10,
          es: { title: 'Enviar un mensaje de cariño a una persona querida', description: 'Dile algo concreto que valoras de esa persona: el afecto que das suele volver.' },
          en: { title: 'Send a loving message to someone close', description: 'Tell them one specific thing you value about them: affection given tends to come back.' },
        },
        {
          context: 'HOME', energy: 'LOW', minutes: 5,
          es: { title: 'Pedir un abrazo cuando lo necesites', description: 'Decir «¿me das un abrazo?» es más fácil de lo que parece, y casi nadie dice que no.' },
          en: { title: 'Ask for a hug when you need one', description: 'Saying "Can I have a hug?" is easier than it seems, and hardly anyone says no.' },
        },
      ],
    },
    {
      order: 9,
      BE: [
        { es: 'Soy una persona que aprende de su historia para elegir mejor', en: 'I am someone who learns from my history to choose better' },
        { es: 'Soy alguien que se mira con honestidad y sin culpa', en: 'I am someone who looks at myself honestly and without blame' },
      ],
      DO: [
        { es: 'Escribo sobre cada relación pasada: cómo empezó, qué me atrajo y cómo terminó', en: 'I write about each past relationship: how it began, what drew me in and how it ended' },
        { es: 'Antes de avanzar con alguien nuevo, reviso si se repite un patrón', en: 'Before going further with someone new, I check whether a pattern is repeating' },
      ],
      HAVE: [{ es: 'Tengo identificados mis tres patrones principales y una alternativa para cada uno', en: 'I have named my three main patterns and an alternative for each' }],
      actions: [
        {
          context: 'HOME', energy: 'HIGH', minutes: 45,
          es: { title: 'Hacer una línea del tiempo de tus relaciones', description: 'Para cada una: qué te atrajo, qué pasó y cómo terminó. Busca lo que se repite.' },
          en: { title: 'Draw a timeline of your relationships', description: 'For each: what drew you in, what happened and how it ended. Look for what repeats.' },
        },
        {
          context: 'HOME', energy: 'MEDIUM', minutes: 20,
          es: { title: 'Preguntar a una amistad qué patrón ve en tus relaciones', description: 'Quienes te quieren a menudo ven lo que tú no; escucha sin defenderte.' },
          en: { title: 'Ask a friend what pattern they see in your relationships', description: "People who love you often see what you can't; listen without defending yourself." },
        },
        {
          context: 'HOME', energy: 'MEDIUM', minutes: 20,
          es: { title: 'Escribir qué harás distinto la próxima vez', description: 'Para cada patrón, una señal de alerta y lo que harás cuando aparezca.' },
          en: { title: 'Write what you will do differently next time', description: 'For each pattern, one warning sign and what you will do when it shows up.' },
        },
      ],
    },
    {
      order: 10,
      BE: [
        { es: 'Soy una persona que merece una relación sana y feliz', en: 'I am someone who deserves a healthy, happy relationship' },
        { es: 'Soy alguien que confía en que el amor sano es posible', en: 'I am someone who trusts that healthy love is possible' },
      ],
      DO: [
        { es: 'Cada noche anoto un ejemplo de amor sano que vi a mi alrededor', en: 'Each evening I note one example of healthy love I saw around me' },
        { es: 'Cuando pienso «eso no es para mí», busco una prueba de lo contrario', en: 'When I think "that\'s not for me", I look for evidence to the contrary' },
      ],
      HAVE: [{ es: 'Tengo por escrito una descripción de la relación sana que quiero vivir', en: 'I have a written description of the healthy relationship I want' }],
      actions: [
        {
          context: 'HOME', energy: 'MEDIUM', minutes: 30,
          es: { title: 'Describir por escrito la relación que quieres', description: 'Cómo se tratan, cómo resuelven los problemas, cómo se siente un día cualquiera.' },
          en: { title: 'Describe in writing the relationship you want', description: 'How you treat each other, how you solve problems, how an ordinary day feels.' },
        },
        {
          context: 'HOME', energy: 'MEDIUM', minutes: 30,
          es: { title: 'Hablar con una pareja que admiras sobre su relación', description: 'Pregunta qué les funciona: ver que es posible cambia lo que crees.' },
          en: { title: 'Talk to a couple you admire about their relationship', description: 'Ask what works for them: seeing it is possible changes what you believe.' },
        },
        {
          context: 'HOME', energy: 'LOW', minutes: 15,
          es: { title: 'Escribir qué crees que te impide tener una relación sana', description: 'Al lado, escribe una frase más justa contigo; si te cuesta, hazlo con ayuda profesional.' },
          en: { title: 'Write down what you believe keeps healthy love away', description: 'Next to it, write a fairer sentence about yourself; if that is hard, do it with a therapist.' },
        },
      ],
    },
  ],
};
