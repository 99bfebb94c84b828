import type {Translation} from '../types';

/**
 * The chatbot's concepts in Spanish, Portuguese, German and French, as streamers of each language
 * say them (not as a dictionary translates them: Brazilian streamers say "lojinha" for the store,
 * German ones "Zuschauerpunkte" for points). `en` is the docs' words. Plurals that only add an
 * ending (-s, -es, -e, -n, -en) are found without an entry; irregular ones are listed.
 */
export const chatbotTranslations: Translation[] = [
  // Commands
  {en: ['command'], es: ['comando'], pt: ['comando'], de: ['befehl', 'kommando'], fr: ['commande']},
  {en: ['custom command'], es: ['comando personalizado', 'comandos personalizados', 'comando propio'], pt: ['comando personalizado', 'comandos personalizados', 'comando próprio'], de: ['eigener befehl', 'eigene befehle', 'benutzerdefinierter befehl', 'eigenen befehl'], fr: ['commande personnalisée', 'commandes personnalisées']},
  {en: ['default commands'], es: ['comandos por defecto', 'comandos predeterminados'], pt: ['comandos padrão', 'comando padrão'], de: ['standardbefehle', 'standardbefehl'], fr: ['commandes par défaut']},
  {en: ['user level'], es: ['nivel de usuario', 'permisos'], pt: ['nível de usuário', 'permissões'], de: ['benutzerlevel', 'berechtigung', 'berechtigungen'], fr: ["niveau d'utilisateur"]},
  {en: ['cooldown'], es: ['enfriamiento', 'tiempo de espera'], pt: ['tempo de recarga', 'tempo de espera'], de: ['abklingzeit', 'wartezeit'], fr: ['délai de réutilisation', 'temps de recharge']},

  // Timers and automatic messages
  {en: ['timer'], es: ['temporizador', 'temporizadores'], pt: ['temporizador', 'temporizadores', 'cronômetro'], fr: ['minuterie', 'minuteur']},
  {en: ['timer', 'message'], es: ['mensaje automático', 'mensajes automáticos', 'mensaje recurrente'], pt: ['mensagem automática', 'mensagens automáticas', 'mensagem recorrente'], de: ['wiederkehrende nachricht', 'automatische nachricht', 'automatische nachrichten'], fr: ['message automatique', 'messages automatiques', 'message récurrent']},
  {en: ['every'], es: ['cada'], pt: ['cada', 'a cada'], de: ['alle'], fr: ['toutes les', 'tous les', 'chaque']},

  // Loyalty, points and the store
  {en: ['points'], es: ['puntos', 'punto'], pt: ['pontos', 'ponto'], de: ['punkte', 'punkt'], fr: []},
  {en: ['loyalty points'], es: ['puntos de lealtad', 'puntos de fidelidad'], pt: ['pontos de fidelidade'], fr: ['points de fidélité']},
  {en: ['loyalty'], es: ['lealtad', 'fidelidad'], pt: ['fidelidade'], de: ['treue'], fr: ['fidélité']},
  {en: ['leaderboard'], es: ['tabla de clasificación', 'clasificación', 'tabla de posiciones'], pt: ['classificação', 'placar'], de: ['rangliste', 'bestenliste'], fr: ['classement', 'tableau des scores']},
  {en: ['store'], es: ['tienda'], pt: ['loja', 'lojinha'], de: ['laden'], fr: ['boutique', 'magasin']},
  {en: ['redeem'], es: ['canjear', 'canje'], pt: ['resgatar', 'resgate', 'trocar pontos'], de: ['einlösen', 'einloesen'], fr: ['échanger']},
  {en: ['item'], es: ['artículo', 'artículos', 'objeto', 'objetos'], pt: ['itens'], de: ['artikel', 'gegenstand', 'gegenstände'], fr: ['objet', 'objets', 'article', 'articles']},
  {en: ['viewer'], es: ['espectador', 'espectadores'], pt: ['espectador', 'espectadores', 'telespectador'], de: ['zuschauer'], fr: ['spectateur', 'spectateurs']},
  {en: ['user'], es: ['usuario', 'usuarios'], pt: ['usuário', 'usuários', 'utilizador'], de: ['benutzer', 'nutzer'], fr: ['utilisateur', 'utilisateurs']},

  // Chat games and giveaways
  {en: ['giveaway'], es: ['sorteo', 'sorteos'], pt: ['sorteio', 'sorteios'], de: ['gewinnspiel', 'gewinnspiele'], fr: ['tirage au sort', 'concours']},
  {en: ['raffle', 'giveaway'], es: ['rifa', 'rifas'], pt: ['rifa', 'rifas'], de: ['verlosung', 'verlosungen'], fr: ['tombola', 'loterie']},
  {en: ['ticket'], es: ['boleto', 'boletos', 'entrada'], pt: ['bilhete', 'bilhetes'], de: ['gewinnlos', 'lotterielos'], fr: ['billet', 'billets']},
  {en: ['bet', 'contest'], es: ['apuesta', 'apuestas', 'apostar'], pt: ['aposta', 'apostas', 'apostar'], de: ['wette', 'wetten'], fr: ['pari', 'paris', 'parier']},
  {en: ['contest'], es: ['predicción', 'predicciones'], pt: ['previsão', 'palpite', 'palpites'], de: ['vorhersage'], fr: ['pronostic', 'pronostics']},
  {en: ['duel'], es: ['duelo', 'duelos'], pt: ['duelo', 'duelos'], de: ['duell', 'duelle'], fr: []},
  {en: ['roulette'], es: ['ruleta'], pt: ['roleta'], fr: []},
  {en: ['slot machine', 'slots'], es: ['tragamonedas', 'tragaperras', 'máquina tragamonedas'], pt: ['caça-níquel', 'caça-níqueis', 'caça níquel'], de: ['spielautomat', 'einarmiger bandit'], fr: ['machine à sous', 'machines à sous']},
  {en: ['8ball'], es: ['bola 8', 'bola mágica'], pt: ['bola 8', 'bola mágica'], de: ['magische kugel'], fr: ['boule magique']},
  {en: ['quote'], es: ['cita', 'citas', 'frase', 'frases'], pt: ['citação', 'citações', 'frase', 'frases'], de: ['zitat', 'zitate'], fr: ['citation', 'citations']},
  {en: ['counter'], es: ['contador', 'contadores'], pt: ['contador', 'contadores'], de: ['zähler'], fr: ['compteur', 'compteurs']},
  {en: ['death'], es: ['muerte', 'muertes'], pt: ['morte', 'mortes'], de: ['tod'], fr: ['mort', 'morts']},
  {en: ['votekick'], es: ['expulsar por votación', 'votación para expulsar'], pt: ['votação para expulsar', 'expulsar por votação'], de: ['abstimmung zum rauswurf', 'rauswurf per abstimmung'], fr: ["vote d'expulsion", 'expulser par vote']},
  {en: ['vote'], es: ['votación', 'votar', 'voto'], pt: ['votação', 'votar', 'voto'], de: ['abstimmung', 'abstimmen'], fr: ['voter']},
  {en: ['kick'], es: ['expulsar'], pt: ['expulsar'], de: ['rauswurf', 'rauswerfen', 'kicken'], fr: ['expulser', 'virer']},
  {en: ['emote pyramid'], es: ['pirámide de emotes'], pt: ['pirâmide de emotes'], de: ['emote-pyramide', 'emotepyramide'], fr: ["pyramide d'emotes"]},
  {en: ['emote combo'], es: ['combo de emotes'], pt: ['combo de emotes'], de: ['emote-kombo']},
  {en: ['viewer queue'], es: ['cola de espectadores', 'fila de espectadores'], pt: ['fila de espectadores', 'fila de viewers'], de: ['zuschauerwarteschlange'], fr: ["file d'attente des spectateurs"]},

  // Song requests
  {en: ['song request'], es: ['pedir canciones', 'pedir canción', 'pedido de canción', 'pedidos de canciones', 'solicitud de canción', 'solicitudes de canciones'], pt: ['pedido de música', 'pedidos de música', 'pedir música', 'pedir musica'], de: ['musikwunsch', 'musikwünsche', 'songwunsch', 'songwünsche', 'liedwunsch', 'liedwünsche'], fr: ['demande de musique', 'demandes de musique', 'demande de chanson', 'demandes de chansons']},
  {en: ['song'], es: ['canción', 'canciones', 'tema'], pt: ['música', 'musicas', 'músicas', 'canção'], de: ['lied', 'lieder'], fr: ['chanson', 'chansons', 'musique', 'morceau']},
  {en: ['music'], es: ['música'], de: ['musik'], fr: []},
  {en: ['queue'], es: ['cola', 'lista de espera'], pt: ['fila'], de: ['warteschlange'], fr: ["file d'attente"]},
  {en: ['song queue'], es: ['cola de canciones', 'lista de canciones'], pt: ['fila de músicas', 'fila de musica', 'lista de músicas'], de: ['songwarteschlange', 'liederliste'], fr: ["file d'attente des chansons", "file d'attente des musiques", 'liste des chansons']},
  {en: ['skip'], es: ['saltar', 'pasar', 'omitir'], pt: ['pular', 'passar'], de: ['überspringen', 'skippen'], fr: ['passer', 'sauter']},
  {en: ['volume'], es: ['volumen'], pt: [], de: ['lautstärke'], fr: []},
  {en: ['playing', 'song'], es: ['suena', 'sonando'], pt: ['tocando', 'toca'], de: ['läuft gerade', 'spielt gerade'], fr: ['passe', 'joue']},

  // Spam filters and moderation
  {en: ['spam filter'], es: ['filtro de spam', 'filtros de spam', 'antispam'], pt: ['filtro de spam', 'filtros de spam', 'antispam'], de: ['spamfilter'], fr: ['filtre anti-spam', 'filtre antispam', 'filtres anti-spam', 'anti-spam']},
  {en: ['filter'], es: ['filtro', 'filtros'], pt: ['filtro', 'filtros'], de: [], fr: ['filtre', 'filtres']},
  {en: ['banned words'], es: ['palabras prohibidas', 'palabras bloqueadas', 'groserías', 'malas palabras'], pt: ['palavras proibidas', 'palavras bloqueadas', 'palavrões', 'palavrão'], de: ['verbotene wörter', 'schimpfwörter', 'gesperrte wörter'], fr: ['mots interdits', 'mots bannis', 'gros mots', 'insultes']},
  {en: ['word'], es: ['palabra', 'palabras'], pt: ['palavra', 'palavras'], de: ['wort', 'wörter'], fr: ['mot', 'mots']},
  {en: ['caps'], es: ['mayúsculas', 'mayúscula'], pt: ['maiúsculas', 'maiúscula', 'letras maiúsculas', 'caixa alta'], de: ['großbuchstaben', 'grossbuchstaben', 'großschreibung'], fr: ['majuscules', 'majuscule']},
  {en: ['links'], es: ['enlaces', 'enlace', 'vínculos'], pt: [], de: [], fr: ['liens', 'lien']},
  {en: ['symbols'], es: ['símbolos', 'símbolo'], pt: ['símbolos', 'símbolo'], de: ['symbole', 'sonderzeichen'], fr: ['symboles', 'symbole']},
  {en: ['paragraph'], es: ['mensajes largos', 'mensaje largo', 'párrafo'], pt: ['mensagens longas', 'mensagem longa', 'textão'], de: ['lange nachrichten', 'lange nachricht', 'textwand'], fr: ['messages longs', 'pavé']},
  {en: ['emotes'], es: ['emoticonos'], pt: ['emoticones'], fr: ['émoticônes']},
  {en: ['moderator'], es: ['moderador', 'moderadores'], pt: ['moderador', 'moderadores'], de: ['moderatoren'], fr: ['modérateur', 'modérateurs', 'modo', 'modos']},
  {en: ['subscriber'], es: ['suscriptor', 'suscriptores'], pt: ['inscrito', 'inscritos', 'assinante', 'assinantes'], de: ['abonnent', 'abonnenten', 'abonnement'], fr: ['abonné', 'abonnés', 'abonnement']},
  {en: ['follower'], es: ['seguidor', 'seguidores'], pt: ['seguidor', 'seguidores'], de: [], fr: []},
  {en: ['follow'], es: ['sigue', 'seguir', 'siguiendo', 'sigo'], pt: ['segue', 'seguir', 'seguindo', 'sigo'], de: ['folgt', 'folgen', 'gefolgt'], fr: ['suivre', 'suivi', 'me suit', 'il suit']},
  {en: ['followage'], es: ['tiempo siguiendo'], pt: ['tempo seguindo'], de: ['followdauer', 'folgedauer'], fr: ['durée de suivi']},
  {en: ['uptime'], es: ['tiempo en directo', 'tiempo en vivo', 'tiempo del directo'], pt: ['tempo de live', 'tempo ao vivo', 'tempo de transmissão'], de: ['sendezeit', 'streamzeit', 'laufzeit'], fr: ['durée du live', 'temps de live', 'durée du stream']},
  {en: ['watchtime'], es: ['tiempo de visualización', 'tiempo visto', 'tiempo viendo'], pt: ['tempo assistido', 'tempo assistindo'], de: ['zuschauzeit', 'zuschauerzeit', 'zusehzeit'], fr: ['temps de visionnage', 'temps de visionnement']},
  {en: ['account age'], es: ['antigüedad de la cuenta', 'edad de la cuenta'], pt: ['idade da conta'], de: ['kontoalter'], fr: ['âge du compte']},
  {en: ['sound effects'], es: ['efectos de sonido'], pt: ['efeitos sonoros', 'efeitos de som'], de: ['soundeffekte', 'toneffekte'], fr: ['effets sonores']},

  // Announcements and chat alerts
  {en: ['chat alerts'], es: ['alertas en el chat', 'alertas del chat', 'alertas de chat'], pt: ['alertas no chat', 'alertas do chat', 'alertas de chat'], de: ['chat-benachrichtigungen', 'chatbenachrichtigungen', 'benachrichtigungen im chat'], fr: ['alertes dans le chat', 'alertes du chat', 'alertes de chat']},
  {en: ['alert'], es: ['alerta', 'alertas', 'aviso'], pt: ['alerta', 'alertas', 'notificação'], de: ['benachrichtigung', 'benachrichtigungen', 'alarm'], fr: ['alerte', 'alertes']},
  {en: ['live announcement'], es: ['anuncio de directo', 'aviso de directo'], pt: ['aviso de live', 'anunciar live'], de: ['live-ankündigung', 'liveankündigung', 'streamankündigung'], fr: ['annonce de live', 'annonce du live']},
  {en: ['announce', 'announcement'], es: ['anunciar', 'anuncio', 'avisar'], pt: ['anunciar', 'anúncio', 'avisar', 'aviso'], de: ['ankündigung', 'ankündigen'], fr: ['annoncer', 'annonce']},
  {en: ['live'], es: ['directo', 'en directo', 'en vivo', 'transmisión'], pt: ['ao vivo', 'transmissão'], fr: ['en direct']},
  {en: ['start'], es: ['empiezo', 'empezar', 'comienzo', 'comenzar', 'inicio', 'iniciar'], pt: ['começar', 'começo', 'iniciar', 'início', 'entrar', 'entro'], de: ['starten', 'beginnen', 'beginn'], fr: ['début', 'démarrer', 'commencer', 'lancer']},
  {en: ['title'], es: ['título'], pt: ['título'], de: ['titel'], fr: ['titre']},
  {en: ['stream title'], es: ['título del stream', 'título del directo'], pt: ['título da live', 'título da transmissão'], de: ['streamtitel'], fr: ['titre du stream', 'titre du live']},
  {en: ['game'], es: ['juego'], pt: ['jogo'], de: ['spiel'], fr: ['jeu']},
  {en: ['chatbot', 'bot'], es: ['bot del chat'], pt: ['bot do chat'], fr: ['bot du chat']},
  {en: ['not responding'], es: ['no responde', 'no contesta', 'no funciona'], pt: ['não responde', 'não funciona'], de: ['antwortet nicht', 'funktioniert nicht', 'reagiert nicht'], fr: ['ne répond pas', 'ne marche pas', 'ne fonctionne pas']},
  {en: ['troubleshooting'], es: ['solución de problemas', 'problemas'], pt: ['solução de problemas', 'problemas'], de: ['fehlerbehebung', 'probleme', 'hilfe bei problemen'], fr: ['dépannage', 'problèmes', 'résolution de problèmes']},
  {en: ['variables'], es: [], pt: ['variáveis', 'variável'], de: ['variablen'], fr: []},
  {en: ['random number'], es: ['número aleatorio', 'numero al azar'], pt: ['número aleatório'], de: ['zufallszahl', 'zufällige zahl'], fr: ['nombre aléatoire', 'nombre au hasard']},
  {en: ['random'], es: ['aleatorio', 'al azar'], pt: ['aleatório', 'aleatória'], de: ['zufällig', 'zufall'], fr: ['aléatoire', 'au hasard']},

  // The subjects of the newest facts sheet: guides, ads, user management
  {en: ['guides'], es: ['guía', 'guías'], pt: ['guia', 'guias', 'tutoriais'], de: ['anleitung', 'anleitungen'], fr: ['tutoriel', 'tutoriels']},
  {en: ['countdown'], es: ['cuenta regresiva', 'cuenta atrás'], pt: ['contagem regressiva'], de: ['herunterzählen', 'rückwärtszähler'], fr: ['compte à rebours']},
  {en: ['ads', 'ad break'], es: ['publicidad', 'comerciales', 'pausa publicitaria', 'anuncios publicitarios', 'poner anuncios'], pt: ['propaganda', 'propagandas', 'comerciais', 'intervalo comercial', 'rodar anúncios', 'passar anúncios'], de: ['werbung', 'werbepause', 'werbeunterbrechung', 'werbespot'], fr: ['pub', 'pubs', 'publicité', 'publicités', 'coupure publicitaire']},
  {en: ['user management'], es: ['gestión de usuarios', 'administrar usuarios'], pt: ['gerenciamento de usuários', 'gestão de usuários', 'gerenciar usuários'], de: ['benutzerverwaltung', 'nutzerverwaltung'], fr: ['gestion des utilisateurs', 'gérer les utilisateurs']},
  {en: ['super moderator'], es: ['supermoderador', 'súper moderador', 'super moderador'], pt: ['supermoderador', 'super moderador'], de: ['supermoderator', 'supermoderatoren'], fr: ['super modérateur', 'supermodérateur']},
  {en: ['first'], es: ['primer', 'primera', 'primeros'], pt: ['primeiro', 'primeira'], de: ['erstes', 'ersten', 'erster'], fr: ['premier']},
];
