import type {Translation} from '../types';

/**
 * Everyday verbs and nouns every area uses ("create", "delete", "change", "how long"), in Spanish,
 * Portuguese, German and French. German separable verbs appear in the form a query uses them
 * ("anlegen", not "lege an").
 */
export const commonTranslations: Translation[] = [
  {en: ['create', 'add'], es: ['crear', 'creo', 'hacer'], pt: ['criar', 'crio', 'fazer'], de: ['erstellen', 'anlegen', 'erzeugen', 'machen'], fr: ['créer', 'faire']},
  {en: ['add'], es: ['añadir', 'agregar', 'sumar'], pt: ['adicionar', 'colocar', 'somar'], de: ['hinzufügen', 'hinzufuegen', 'dazugeben'], fr: ['ajouter']},
  {en: ['delete', 'remove'], es: ['borrar', 'eliminar', 'quitar', 'sacar'], pt: ['apagar', 'excluir', 'remover', 'deletar', 'tirar'], de: ['löschen', 'loeschen', 'entfernen'], fr: ['supprimer', 'effacer', 'retirer', 'enlever']},
  {en: ['change', 'edit'], es: ['cambiar', 'editar', 'modificar'], pt: ['mudar', 'trocar', 'editar', 'alterar', 'modificar'], de: ['ändern', 'aendern', 'bearbeiten', 'wechseln'], fr: ['changer', 'modifier']},
  {en: ['give'], es: ['dar', 'regalar'], pt: ['dar', 'presentear'], de: ['geben', 'vergeben', 'verschenken', 'schenken'], fr: ['donner', 'offrir']},
  {en: ['set'], es: ['establecer', 'poner', 'fijar'], pt: ['definir', 'setar'], de: ['setzen', 'festlegen'], fr: ['définir', 'régler']},
  {en: ['list'], es: ['lista', 'listar', 'ver', 'mostrar'], pt: ['lista', 'listar', 'ver', 'mostrar'], de: ['liste', 'auflisten', 'anzeigen', 'abrufen'], fr: ['liste', 'lister', 'afficher', 'voir']},
  {en: ['get'], es: ['obtener', 'consultar'], pt: ['obter', 'pegar', 'consultar'], de: ['holen', 'abfragen'], fr: ['obtenir', 'récupérer']},
  {en: ['allow', 'permit'], es: ['permitir', 'dejar'], pt: ['permitir', 'liberar', 'deixar'], de: ['erlauben', 'zulassen'], fr: ['autoriser', 'permettre']},
  {en: ['block'], es: ['bloquear', 'prohibir'], pt: ['bloquear', 'proibir', 'barrar'], de: ['blockieren', 'sperren', 'verbieten'], fr: ['bloquer', 'interdire']},
  {en: ['open'], es: ['abrir'], pt: ['abrir'], de: ['öffnen', 'oeffnen', 'aufmachen'], fr: ['ouvrir']},
  {en: ['close'], es: ['cerrar'], pt: ['fechar'], de: ['schließen', 'schliessen', 'zumachen'], fr: ['fermer']},
  {en: ['stop'], es: ['detener', 'parar'], pt: ['parar'], de: ['stoppen', 'beenden', 'anhalten'], fr: ['arrêter']},
  {en: ['reset'], es: ['reiniciar', 'restablecer', 'resetear'], pt: ['resetar', 'zerar', 'reiniciar'], de: ['zurücksetzen', 'zuruecksetzen'], fr: ['réinitialiser', 'remettre à zéro']},
  {en: ['pause'], es: ['pausar', 'pausa'], pt: ['pausar', 'pausa'], de: ['pausieren'], fr: ['mettre en pause']},
  {en: ['send', 'post'], es: ['enviar', 'mandar', 'publicar'], pt: ['enviar', 'mandar', 'postar'], de: ['senden', 'schicken', 'posten'], fr: ['envoyer', 'publier', 'poster']},
  {en: ['message'], es: ['mensaje', 'mensajes'], pt: ['mensagem', 'mensagens'], de: ['nachricht', 'nachrichten'], fr: []},
  {en: ['time'], es: ['tiempo', 'hora'], pt: ['tempo', 'hora'], de: ['zeit', 'uhrzeit'], fr: ['temps', 'heure']},
  {en: ['how long'], es: ['cuánto tiempo', 'desde cuándo', 'hace cuánto'], pt: ['quanto tempo', 'há quanto tempo', 'desde quando', 'faz quanto tempo'], de: ['wie lange', 'seit wann'], fr: ['depuis quand', 'combien de temps', 'depuis combien de temps']},
  {en: ['minutes'], es: ['minutos', 'minuto'], pt: ['minutos', 'minuto'], de: ['minuten'], fr: []},
  {en: ['number'], es: ['número', 'números'], pt: ['número', 'números'], de: ['zahl', 'nummer', 'anzahl'], fr: ['nombre', 'numéro']},
  {en: ['most', 'top'], es: ['más', 'mas', 'mejores'], pt: ['mais', 'melhores'], de: ['meisten', 'beste', 'besten'], fr: ['meilleurs', 'le plus de']},
  {en: ['automatic'], es: ['automático', 'automática', 'automáticamente'], pt: ['automático', 'automática', 'automaticamente'], de: ['automatisch'], fr: ['automatique', 'automatiquement']},
  {en: ['stream'], es: ['transmisión'], pt: ['transmissão'], de: [], fr: []},
];
