/**
 * Fixture Details' own words (tab names, column headers, periods, results), in the chunk that says them
 * (words.ts explains the form: one `|`-separated line per language, in the keys' order).
 */
import { wordTable } from './words';

const keys = [
  'summary',
  'boxScore',
  'playByPlay',
  'timeline',
  'analysis',
  'shotChart',
  'preview',
  'matchOfficials',
  'teamOfficials',
  'keyStatistics',
  'comparison',
  'highlights',
  'goalkeepers',
  'advanced',
  'didNotPlay',
  'totals',
  'time',
  'period',
  'quarterShort',
  'periodShort',
  'halfShort',
  'overtime',
  'shootout',
  'final',
  'notStarted',
  'made',
  'attempted',
  'twoPoints',
  'threePoints',
  'freeThrows',
  'shotsOnGoal',
  'shots',
  'sevenMetres',
  'role',
  'name',
  'nationality',
  'seasonSoFar',
  'winShort',
  'drawShort',
  'lossShort',
  'injury',
  'illness',
  'suspension',
  'expectedBack',
  'scored',
  'missed',
  'draws',
  'shirt',
  'event',
] as const;

const lines: Record<string, string> = {
  en: 'Summary|Box score|Play by play|Timeline|Analysis|Shot chart|Preview|Match officials|Team officials|Key statistics|Comparison|Player highlights|Goalkeepers|Advanced|Did not play|Totals|Time|Period|Q|P|H|OT|Shoot-out|Final|Not started|Made|Attempted|2-point|3-point|Free throws|Shots on goal|Shots|7m throws|Role|Name|Nationality|Season so far|W|D|L|Injury|Illness|Suspension|back|scored|missed|draws|No.|Event',
  es: 'Resumen|Estadísticas|Jugada a jugada|Cronología|Análisis|Mapa de tiros|Previa|Árbitros|Cuerpo técnico|Estadísticas clave|Comparación|Jugadores destacados|Porteros|Avanzadas|No jugó|Totales|Tiempo|Periodo|C|P|T|PR|Penaltis|Final|Sin empezar|Anotados|Intentados|Tiros de 2|Triples|Tiros libres|Tiros a puerta|Tiros|Siete metros|Función|Nombre|Nacionalidad|Temporada hasta ahora|V|E|D|Lesión|Enfermedad|Sanción|vuelve|anotado|fallado|empates|Nº|Acción',
  fr: 'Résumé|Feuille de match|Action par action|Chronologie|Analyse|Carte des tirs|Avant-match|Officiels|Encadrement|Statistiques clés|Comparaison|Joueurs en vue|Gardiens|Avancées|N’a pas joué|Totaux|Temps|Période|QT|P|MT|Prol.|Tirs au but|Terminé|Pas commencé|Réussis|Tentés|Tirs à 2 pts|Tirs à 3 pts|Lancers francs|Tirs cadrés|Tirs|Jets de 7 m|Rôle|Nom|Nationalité|Saison en cours|V|N|D|Blessure|Maladie|Suspension|retour|marqué|manqué|nuls|N°|Action',
  de: 'Übersicht|Boxscore|Play-by-Play|Spielverlauf|Analyse|Wurfkarte|Vorschau|Schiedsrichter|Betreuer|Schlüsselwerte|Vergleich|Spieler im Fokus|Torhüter|Erweitert|Nicht gespielt|Gesamt|Zeit|Abschnitt|V|D|HZ|VL|Penaltyschießen|Endstand|Nicht begonnen|Getroffen|Versucht|2-Punkte|3-Punkte|Freiwürfe|Schüsse aufs Tor|Würfe|7-Meter|Funktion|Name|Nationalität|Saison bisher|S|U|N|Verletzung|Krankheit|Sperre|zurück|getroffen|verschossen|Unentschieden|Nr.|Ereignis',
  pt: 'Resumo|Estatísticas|Lance a lance|Cronologia|Análise|Mapa de arremessos|Prévia|Arbitragem|Comissão técnica|Estatísticas-chave|Comparação|Destaques|Goleiros|Avançadas|Não jogou|Totais|Tempo|Período|Q|P|T|Prorr.|Shoot-out|Final|Não iniciado|Convertidos|Tentados|2 pontos|3 pontos|Lances livres|Chutes a gol|Arremessos|7 metros|Função|Nome|Nacionalidade|Temporada até agora|V|E|D|Lesão|Doença|Suspensão|volta|convertido|perdido|empates|Nº|Lance',
  tr: 'Özet|Kutu skor|Anlatım|Zaman çizelgesi|Analiz|Şut haritası|Ön bakış|Maç görevlileri|Takım görevlileri|Önemli istatistikler|Karşılaştırma|Öne çıkan oyuncular|Kaleciler|Gelişmiş|Oynamadı|Toplam|Süre|Periyot|Ç|P|D|UZ|Penaltılar|Maç sonu|Başlamadı|Atılan|Denenen|2 sayılık|3 sayılık|Serbest atışlar|İsabetli şut|Şut|7 metre|Görev|Ad|Uyruk|Sezon şu ana kadar|G|B|M|Sakatlık|Hastalık|Ceza|dönüş|gol|kaçtı|beraberlik|No|Olay',
  lt: 'Apžvalga|Statistika|Eiga|Laiko juosta|Analizė|Metimų žemėlapis|Apžvalga prieš|Teisėjai|Komandos atstovai|Svarbiausia statistika|Palyginimas|Išsiskyrę žaidėjai|Vartininkai|Išplėstinė|Nežaidė|Iš viso|Laikas|Kėlinys|K|P|K|PR|Baudinių serija|Baigtos|Neprasidėjo|Pataikyta|Mesta|Dvitaškiai|Tritaškiai|Baudos metimai|Metimai į vartus|Metimai|7 m metimai|Pareigos|Vardas|Pilietybė|Sezonas iki šiol|P|L|P|Trauma|Liga|Diskvalifikacija|grįš|pataikė|nepataikė|lygiosios|Nr.|Įvykis',
  lv: 'Kopsavilkums|Statistika|Spēles gaita|Laika josla|Analīze|Metienu karte|Priekšskats|Tiesneši|Komandas pārstāvji|Galvenā statistika|Salīdzinājums|Izcilākie spēlētāji|Vārtsargi|Paplašinātā|Nespēlēja|Kopā|Laiks|Periods|C|P|P|PL|Pēcspēles metieni|Beigusies|Nav sākusies|Iemesti|Mesti|Divpunktu|Trīspunktu|Soda metieni|Metieni vārtos|Metieni|7 m metieni|Amats|Vārds|Pilsonība|Sezona līdz šim|U|N|Z|Trauma|Slimība|Diskvalifikācija|atgriezīsies|iemests|garām|neizšķirti|Nr.|Notikums',
};

export type FixtureWords = Record<(typeof keys)[number], string>;
export const fixtureWords = wordTable(keys, lines);

/** Test only: the words of each language's line, and the keys' count. */
export const fixtureWordCounts = (): Record<string, number> =>
  Object.fromEntries(Object.entries(lines).map(([language, line]) => [language, line.split('|').length]));
export const fixtureWordKeyCount = keys.length;
