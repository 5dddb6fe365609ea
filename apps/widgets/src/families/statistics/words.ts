/**
 * The statistics family's own words (statistics.ts), in the languages of the loader's words (words.ts): one
 * `|`-separated line per language in the order of `statisticsKeys` (a test checks each line has one word per
 * key). Statistics and group names are the server's labels; player, team and no data are the loader's.
 */
import { wordTable } from '../../words';

export const statisticsKeys = ['group', 'noStatistics', 'perGame', 'games', 'showAll', 'showFewer'] as const;

export const statisticsLines: Record<string, string> = {
  en: 'Group|No statistics chosen|Averages per game|Games|Show all|Show fewer',
  es: 'Grupo|No se han elegido estadísticas|Promedios por partido|Partidos|Mostrar todos|Mostrar menos',
  fr: 'Groupe|Aucune statistique choisie|Moyennes par match|Matchs|Tout afficher|Afficher moins',
  de: 'Gruppe|Keine Statistiken ausgewählt|Durchschnitt pro Spiel|Spiele|Alle anzeigen|Weniger anzeigen',
  pt: 'Grupo|Nenhuma estatística escolhida|Médias por jogo|Jogos|Mostrar todos|Mostrar menos',
  tr: 'Grup|İstatistik seçilmedi|Maç başına ortalamalar|Maç|Tümünü göster|Daha az göster',
  lt: 'Grupė|Statistika nepasirinkta|Vidurkiai per rungtynes|Rungtynės|Rodyti visus|Rodyti mažiau',
  lv: 'Grupa|Nav izvēlēta statistika|Vidēji spēlē|Spēles|Rādīt visus|Rādīt mazāk',
};

export const statisticsWords = wordTable(statisticsKeys, statisticsLines);
