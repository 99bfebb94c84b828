import type {Translation} from '../types';

/** The websocket and reference APIs' concepts in Spanish, Portuguese, German and French, as developers say them. */
export const apiTranslations: Translation[] = [
  {en: ['realtime', 'websocket'], es: ['tiempo real', 'en tiempo real'], pt: ['tempo real', 'em tempo real'], de: ['echtzeit', 'in echtzeit', 'live-daten'], fr: ['temps réel', 'en temps réel']},
  {en: ['tip'], es: ['propina', 'propinas', 'donación', 'donaciones', 'donativo', 'donativos'], pt: ['doação', 'doações', 'doacoes', 'doacao', 'gorjeta', 'gorjetas'], de: ['spende', 'spenden', 'trinkgeld'], fr: ['dons', 'pourboire', 'pourboires']},
  {en: ['tipper', 'top tippers'], es: ['donante', 'donantes', 'donador', 'donadores'], pt: ['doador', 'doadores'], de: ['spender'], fr: ['donateur', 'donateurs']},
  {en: ['redemptions'], es: ['canjes'], pt: ['resgates'], de: ['einlösungen', 'einloesungen'], fr: ['échanges']},
  {en: ['request'], es: ['solicitud', 'petición'], pt: ['requisição', 'solicitação'], de: ['anfrage'], fr: ['requête']},
  {en: ['response'], es: ['respuesta'], pt: ['resposta'], de: ['antwort'], fr: ['réponse']},
  {en: ['authentication', 'token'], es: ['autenticación', 'autenticar'], pt: ['autenticação', 'autenticar'], de: ['authentifizierung', 'anmeldung'], fr: ['authentification']},
  {en: ['apikey', 'token'], es: ['clave', 'clave de api'], pt: ['chave', 'chave de api', 'chave da api'], de: ['schlüssel', 'api-schlüssel', 'apischlüssel'], fr: ['clé', "clé d'api", 'clé api']},
  {en: ['errors'], es: ['errores'], pt: ['erro', 'erros'], de: ['fehler', 'fehlercode', 'fehlercodes'], fr: ['erreur', 'erreurs']},
  {en: ['paging', 'offset limit'], es: ['paginación', 'página siguiente'], pt: ['paginação', 'próxima página'], de: ['paginierung', 'nächste seite', 'blättern'], fr: ['page suivante']},
  {en: ['rate limit'], es: ['límite de peticiones', 'límite de solicitudes'], pt: ['limite de requisições', 'limite de taxa'], de: ['ratenlimit', 'anfragelimit'], fr: ['limite de requêtes', 'limite de débit']},
  {en: ['channel id'], es: ['id del canal', 'id de canal'], pt: ['id do canal', 'id de canal'], de: ['kanal-id', 'kanalid'], fr: ['id de la chaîne', 'identifiant de chaîne', 'identifiant de la chaîne']},
  {en: ['channel'], es: ['canal', 'canales'], pt: ['canal', 'canais'], de: ['kanal', 'kanäle'], fr: ['chaîne', 'chaînes']},
  {en: ['connection'], es: ['conexión'], pt: ['conexão'], de: ['verbindung'], fr: []},
  {en: ['example'], es: ['ejemplo', 'ejemplos'], pt: ['exemplo', 'exemplos'], de: ['beispiel', 'beispiele'], fr: ['exemple', 'exemples']},
  {en: ['topics'], es: ['temas', 'tópicos'], pt: ['tópicos'], de: ['themen'], fr: ['sujets']},
];
