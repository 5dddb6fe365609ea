/**
 * The widgets' own words (headings, column headers, tab names) in the website's locales (General's locales,
 * docs/product.md#widgets). Codes, statistics and standings fields are named by the server's `labels`; these
 * are only what the runtime itself says. One `|`-separated line per language keeps the script small; the
 * keys' order below is the order of every line (a test checks each line has one word per key).
 */
const keys = [
  'standings',
  'schedule',
  'match',
  'fixtures',
  'leaders',
  'results',
  'upcoming',
  'noFixtures',
  'noData',
  'season',
  'pos',
  'team',
  'player',
  'date',
  'home',
  'away',
  'score',
  'venue',
  'stage',
  'pool',
  'series',
  'round',
  'matchday',
  'gameWeek',
  'matchType',
  'all',
  'allTeams',
  'regular',
  'playoff',
  'fullStandings',
  'loading',
  'loadError',
  'tbd',
  'tbc',
  'rank',
  'widgets',
  'details',
  'legend',
  'positions',
  'table',
  'latest',
  'retrying',
  'matchCentre',
  'teams',
  'teamProfile',
  'players',
  'playerProfile',
  'playerStatistics',
  'teamStatistics',
] as const;

export type WordKey = (typeof keys)[number];
export type Words = Record<WordKey, string>;

const lines: Record<string, string> = {
  en: 'Standings|Schedule|Match|Fixtures|Leaders|Results|Upcoming|No fixtures|No data|Season|Pos|Team|Player|Date|Home|Away|Score|Venue|Stage|Pool|Series|Round|Matchday|Game week|Match type|All|All teams|Regular season|Playoffs|Full standings|Loading…|The widget could not be loaded.|TBD|TBC|Rank|Widgets|Match details|Key|Positions|Table|Latest and next|Loading failed, trying again…|Match centre|Teams|Team profile|Players|Player profile|Player statistics|Team statistics',
  es: 'Clasificación|Calendario|Partido|Partidos|Líderes|Resultados|Próximos|No hay partidos|Sin datos|Temporada|Pos|Equipo|Jugador|Fecha|Local|Visitante|Resultado|Estadio|Fase|Grupo|Serie|Ronda|Jornada|Semana|Tipo de partido|Todos|Todos los equipos|Temporada regular|Playoffs|Clasificación completa|Cargando…|No se pudo cargar el widget.|Por determinar|Por confirmar|Puesto|Widgets|Detalles del partido|Leyenda|Posiciones|Tabla|Últimos y próximos|Error al cargar, reintentando…|Centro del partido|Equipos|Perfil del equipo|Jugadores|Perfil del jugador|Estadísticas de jugadores|Estadísticas de equipos',
  fr: 'Classement|Calendrier|Match|Rencontres|Leaders|Résultats|À venir|Aucun match|Aucune donnée|Saison|Pos|Équipe|Joueur|Date|Domicile|Extérieur|Score|Salle|Phase|Groupe|Série|Tour|Journée|Semaine|Type de match|Tous|Toutes les équipes|Saison régulière|Play-offs|Classement complet|Chargement…|Impossible de charger le widget.|À déterminer|À confirmer|Rang|Widgets|Détails du match|Légende|Positions|Tableau|Derniers et prochains|Échec du chargement, nouvel essai…|Centre du match|Équipes|Profil de l’équipe|Joueurs|Profil du joueur|Statistiques des joueurs|Statistiques des équipes',
  de: 'Tabelle|Spielplan|Spiel|Spiele|Bestenliste|Ergebnisse|Demnächst|Keine Spiele|Keine Daten|Saison|Pl.|Team|Spieler|Datum|Heim|Gast|Ergebnis|Spielort|Phase|Gruppe|Serie|Runde|Spieltag|Spielwoche|Spieltyp|Alle|Alle Teams|Hauptrunde|Playoffs|Vollständige Tabelle|Wird geladen…|Das Widget konnte nicht geladen werden.|Noch offen|Noch zu bestätigen|Rang|Widgets|Spieldetails|Legende|Plätze|Kurztabelle|Letzte und nächste|Laden fehlgeschlagen, neuer Versuch…|Spielzentrum|Teams|Teamprofil|Spieler|Spielerprofil|Spielerstatistiken|Teamstatistiken',
  pt: 'Classificação|Calendário|Partida|Jogos|Líderes|Resultados|Próximos|Nenhum jogo|Sem dados|Temporada|Pos|Equipe|Jogador|Data|Mandante|Visitante|Placar|Local|Fase|Grupo|Série|Rodada|Rodada|Semana|Tipo de jogo|Todos|Todas as equipes|Temporada regular|Playoffs|Classificação completa|Carregando…|Não foi possível carregar o widget.|A definir|A confirmar|Posição|Widgets|Detalhes do jogo|Legenda|Posições|Tabela|Últimos e próximos|Falha ao carregar, tentando novamente…|Central da partida|Equipes|Perfil da equipe|Jogadores|Perfil do jogador|Estatísticas de jogadores|Estatísticas de equipes',
  tr: 'Puan Durumu|Fikstür|Maç|Maçlar|Liderler|Sonuçlar|Yaklaşan|Maç yok|Veri yok|Sezon|Sıra|Takım|Oyuncu|Tarih|Ev sahibi|Deplasman|Skor|Salon|Aşama|Grup|Seri|Tur|Hafta|Hafta|Maç türü|Tümü|Tüm takımlar|Normal sezon|Play-off|Tüm puan durumu|Yükleniyor…|Widget yüklenemedi.|Belli değil|Onaylanacak|Sıra|Widgetlar|Maç ayrıntıları|Açıklama|Sıralar|Tablo|Son ve sıradaki|Yüklenemedi, yeniden deneniyor…|Maç merkezi|Takımlar|Takım profili|Oyuncular|Oyuncu profili|Oyuncu istatistikleri|Takım istatistikleri',
  lt: 'Turnyrinė lentelė|Tvarkaraštis|Rungtynės|Rungtynės|Lyderiai|Rezultatai|Artėjančios|Rungtynių nėra|Duomenų nėra|Sezonas|Vieta|Komanda|Žaidėjas|Data|Namuose|Svečiuose|Rezultatas|Arena|Etapas|Grupė|Serija|Turas|Turas|Savaitė|Rungtynių tipas|Visi|Visos komandos|Reguliarusis sezonas|Atkrintamosios|Visa lentelė|Įkeliama…|Nepavyko įkelti valdiklio.|Bus paskelbta|Bus patvirtinta|Vieta|Valdikliai|Rungtynių informacija|Legenda|Vietos|Lentelė|Paskutinės ir kitos|Nepavyko įkelti, bandoma dar kartą…|Rungtynių centras|Komandos|Komandos profilis|Žaidėjai|Žaidėjo profilis|Žaidėjų statistika|Komandų statistika',
  lv: 'Turnīra tabula|Kalendārs|Spēle|Spēles|Līderi|Rezultāti|Gaidāmās|Nav spēļu|Nav datu|Sezona|Vieta|Komanda|Spēlētājs|Datums|Mājās|Izbraukumā|Rezultāts|Arēna|Posms|Grupa|Sērija|Kārta|Kārta|Nedēļa|Spēles veids|Visi|Visas komandas|Regulārā sezona|Izslēgšanas spēles|Pilna tabula|Ielādē…|Logrīku neizdevās ielādēt.|Tiks noteikts|Tiks apstiprināts|Vieta|Logrīki|Spēles informācija|Apzīmējumi|Vietas|Tabula|Pēdējās un nākamās|Neizdevās ielādēt, mēģina vēlreiz…|Spēles centrs|Komandas|Komandas profils|Spēlētāji|Spēlētāja profils|Spēlētāju statistika|Komandu statistika',
};

/** The language part of every line, for the test that keeps lines and keys in step. */
export const wordLanguages = /* @__PURE__ */ Object.keys(lines);

/**
 * A table of words in this form (keys, and a `|`-separated line per language): the loader's below, and a
 * widget family's own in its chunk (`families/<family>/words.ts`), so a page pays only for the words its widgets say.
 * English when the locale's language has no line; a missing word reads as its key.
 */
export function wordTable<K extends string>(
  tableKeys: readonly K[],
  tableLines: Record<string, string>,
): (locale: string) => Record<K, string> {
  return (locale) => {
    const language = locale.split('-')[0]?.toLowerCase() ?? 'en';
    const line = (tableLines[language] ?? tableLines.en ?? '').split('|');
    return Object.fromEntries(tableKeys.map((key, i) => [key, line[i] ?? key])) as Record<K, string>;
  };
}

/**
 * The words of a locale's language (de-AT and de-DE share German), English when the language has none. Marked
 * pure (as `wordLanguages`) so a family's chunk that imports only `wordTable` leaves these lines to the loader.
 */
export const wordsFor: (locale: string) => Words = /* @__PURE__ */ wordTable(keys, lines);

/** How many words a language's line has (test only: must equal the number of keys). */
export const wordCount = (language: string): number => lines[language]?.split('|').length ?? 0;
export const wordKeyCount = keys.length;
