import type {FunctionWords} from '../types';

/**
 * Words that carry no topic in each language: articles, prepositions, pronouns, question words and
 * the verbs of a question ("is", "can", "want"). Dropped from a query once a word of that language
 * is recognised in it (src/search/vocabulary.ts), so "cómo crear un comando" is read as "crear
 * comando". Never applied to an English query: "die", "an" and "son" stay what they are there.
 */
export const functionWords: FunctionWords = {
  es: [
    'el', 'la', 'los', 'las', 'lo', 'un', 'una', 'unos', 'unas', 'de', 'del', 'al', 'a', 'en', 'por', 'para', 'con', 'sin',
    'y', 'e', 'o', 'u', 'que', 'mi', 'mis', 'tu', 'tus', 'su', 'sus', 'se', 'me', 'te', 'le', 'les', 'nos', 'es', 'son', 'esta',
    'está', 'estoy', 'como', 'cuál', 'cual', 'cuándo', 'cuando', 'dónde', 'donde', 'quién', 'quien', 'quiero', 'puedo', 'puede',
    'tiene', 'tengo', 'hay', 'lleva', 'llevo', 'este', 'ese', 'esa', 'esto', 'eso', 'muy', 'desde', 'sobre', 'hasta', 'ya', 'no',
    'si', 'sí', 'yo', 'él', 'ella', 'qué', 'cómo', 'cuánto', 'cuanto', 'otro', 'otra', 'todo', 'todos',
  ],
  pt: [
    'o', 'a', 'os', 'as', 'um', 'uma', 'uns', 'umas', 'de', 'do', 'da', 'dos', 'das', 'no', 'na', 'nos', 'nas', 'em', 'por',
    'pelo', 'pela', 'pelos', 'pelas', 'para', 'pra', 'pro', 'com', 'sem', 'e', 'ou', 'que', 'meu', 'minha', 'meus', 'minhas',
    'seu', 'sua', 'seus', 'suas', 'se', 'me', 'te', 'lhe', 'eu', 'ele', 'ela', 'alguém', 'alguem', 'é', 'são', 'está', 'estou',
    'como', 'qual', 'quando', 'onde', 'quem', 'quero', 'posso', 'pode', 'tem', 'tenho', 'há', 'isso', 'este', 'esta', 'esse',
    'essa', 'ao', 'aos', 'à', 'às', 'já', 'não', 'sim', 'muito', 'quanto', 'todo', 'todos',
  ],
  de: [
    'der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einen', 'einem', 'einer', 'eines', 'und', 'oder', 'im', 'in',
    'am', 'an', 'auf', 'aus', 'mit', 'ohne', 'für', 'fuer', 'von', 'vom', 'zu', 'zum', 'zur', 'per', 'über', 'ueber', 'bei',
    'ich', 'mein', 'meine', 'meinen', 'mich', 'mir', 'du', 'dein', 'er', 'sie', 'es', 'wir', 'ihr', 'wie', 'was', 'wann',
    'wo', 'wer', 'welche', 'welcher', 'ist', 'sind', 'kann', 'will', 'möchte', 'moechte', 'seit', 'bei', 'mal', 'auch',
    'noch', 'nur', 'so', 'dass', 'wenn', 'jemand', 'jemandem', 'jemanden', 'man', 'gehe', 'geht', 'gerade', 'jede', 'jeden',
  ],
  fr: [
    'le', 'la', 'les', 'l', 'un', 'une', 'des', 'de', 'du', 'd', 'au', 'aux', 'en', 'dans', 'par', 'pour', 'avec', 'sans',
    'et', 'ou', 'que', 'qu', 'qui', 'quoi', 'mon', 'ma', 'mes', 'ton', 'ta', 'tes', 'sa', 'ses', 'se', 's', 'me', 'm',
    'te', 'je', 'j', 'tu', 'il', 'elle', 'on', 'nous', 'vous', 'ils', 'elles', 'quel', 'quelle', 'quels', 'quelles', 'quand',
    'où', 'ou', 'comment', 'est', 'sont', 'ce', 'cet', 'cette', 'ces', 'ne', 'pas', 'plus', 'très', 'peut', 'veux', 'faut',
    'contre', 'sur', 'depuis', 'tout', 'ai', 'a',
  ],
};
