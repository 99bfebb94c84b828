import type {Translation} from '../types';

/** Overlays and custom widgets in Spanish, Portuguese, German and French, as streamers and widget developers say them. */
export const overlayTranslations: Translation[] = [
  {en: ['overlay'], es: ['superposición', 'superposiciones', 'capa', 'capas'], pt: ['sobreposição', 'sobreposições'], de: ['einblendung', 'einblendungen'], fr: ['superposition', 'superpositions', 'incrustation', 'incrustations']},
  {en: ['custom widget'], es: ['widget personalizado', 'widgets personalizados', 'widget propio'], pt: ['widget personalizado', 'widgets personalizados', 'widget próprio'], de: ['eigenes widget', 'eigene widgets', 'benutzerdefiniertes widget'], fr: ['widget personnalisé', 'widgets personnalisés']},
  {en: ['custom code'], es: ['código propio', 'código personalizado', 'mi propio código'], pt: ['código próprio', 'código personalizado', 'meu próprio código'], de: ['eigener code', 'eigenen code'], fr: ['code personnalisé', 'propre code', 'mon propre code']},
  {en: ['code'], es: ['código'], pt: ['código'], de: []},
  {en: ['custom'], es: ['personalizado', 'personalizada', 'personalizados', 'propio', 'propia'], pt: ['personalizado', 'personalizada', 'personalizados', 'próprio', 'própria'], de: ['eigener', 'eigenes', 'eigene', 'benutzerdefiniert', 'benutzerdefinierte'], fr: ['personnalisé', 'personnalisée', 'personnalisés', 'propre']},
  {en: ['alert box'], es: ['caja de alertas', 'cuadro de alertas'], pt: ['caixa de alerta', 'caixa de alertas'], de: ['alarmbox'], fr: ["boîte d'alerte", "boîte d'alertes"]},
  {en: ['events'], es: ['eventos', 'evento'], pt: ['eventos', 'evento'], de: ['ereignisse', 'ereignis'], fr: ['événements', 'événement', 'évènements']},
  {en: ['keyboard shortcuts'], es: ['atajos', 'atajos de teclado', 'teclas rápidas'], pt: ['atalhos', 'atalhos de teclado', 'teclas de atalho'], de: ['tastenkürzel', 'tastaturkürzel', 'tastenkombinationen'], fr: ['raccourcis', 'raccourcis clavier', 'raccourci clavier']},
  {en: ['overlay editor'], es: ['editor de superposiciones', 'editor de overlays'], pt: ['editor de overlay', 'editor de overlays', 'editor de sobreposição'], de: ['overlayeditor'], fr: ["éditeur d'overlay", "éditeur de superposition"]},
  {en: ['editor'], es: [], pt: [], de: [], fr: ['éditeur']},
  {en: ['fields'], es: ['campos', 'campo'], pt: ['campos', 'campo'], de: ['felder', 'feld'], fr: ['champs']},
  {en: ['settings'], es: ['configuración', 'ajustes', 'opciones'], pt: ['configurações', 'configuração', 'opções', 'ajustes'], de: ['einstellungen', 'einstellung', 'optionen'], fr: ['paramètres', 'réglages']},
  {en: ['browser source'], es: ['fuente de navegador', 'fuente del navegador'], pt: ['fonte de navegador', 'fonte do navegador'], de: ['browserquelle', 'browser-quelle'], fr: ['source navigateur', 'source de navigateur']},
  {en: ['font'], es: ['fuente', 'tipografía'], pt: ['fonte'], de: ['schriftart', 'schrift'], fr: ['police', 'typographie']},
  {en: ['sound'], es: ['sonido', 'sonidos'], pt: ['som', 'sons'], de: ['ton', 'töne'], fr: ['son', 'sons']},
  {en: ['image'], es: ['imagen', 'imágenes'], pt: ['imagem', 'imagens'], de: ['bild', 'bilder']},
  {en: ['getting started'], es: ['primeros pasos', 'empezar', 'cómo empezar'], pt: ['primeiros passos', 'começando'], de: ['erste schritte', 'einstieg'], fr: ['premiers pas', 'démarrage']},
  {en: ['structure'], es: ['estructura'], pt: ['estrutura'], de: ['aufbau', 'struktur']},
  {en: ['session data'], es: ['datos de la sesión', 'datos de sesión'], pt: ['dados da sessão', 'dados de sessão'], de: ['sitzungsdaten'], fr: ['données de session', 'données de la session']},
  {en: ['session'], es: ['sesión'], pt: ['sessão'], de: ['sitzung']},
  {en: ['kappagen'], es: ['lluvia de emotes', 'explosión de emotes'], pt: ['chuva de emotes', 'explosão de emotes'], de: ['emote-regen', 'emoteregen', 'emote-explosion'], fr: ["pluie d'emotes", "explosion d'emotes"]},
  {en: ['variations'], es: ['variaciones', 'variación'], pt: ['variações', 'variação'], de: ['varianten', 'variante'], fr: ['variantes', 'variante']},
  {en: ['not showing'], es: ['no aparece', 'no se ve', 'no se muestra'], pt: ['não aparece', 'não mostra'], de: ['wird nicht angezeigt', 'nicht angezeigt', 'zeigt nichts'], fr: ["ne s'affiche pas", "n'apparaît pas"]},
  {en: ['placeholder'], es: ['marcador de posición', 'marcadores'], pt: ['marcador', 'marcadores'], de: ['platzhalter'], fr: ['espace réservé', 'balise', 'balises']},
];
