/**
 * The teams family's own words (teams.ts), in the languages of the loader's words (words.ts): tab, section and
 * column names the runtime says itself. Names of codes (statistics, fields, roles, labels) are the server's.
 */
import { wordTable } from '../../words';

export const teamKeys = [
  'summary',
  'roster',
  'statistics',
  'staff',
  'information',
  'statistic',
  'total',
  'perGame',
  'games',
  'role',
  'name',
] as const;

export const teamLines: Record<string, string> = {
  en: 'Summary|Roster|Statistics|Staff|Team information|Statistic|Total|Per game|Games|Role|Name',
  es: 'Resumen|Plantilla|Estadísticas|Cuerpo técnico|Información del equipo|Estadística|Total|Por partido|Partidos|Cargo|Nombre',
  fr: 'Résumé|Effectif|Statistiques|Encadrement|Informations sur l’équipe|Statistique|Total|Par match|Matchs|Fonction|Nom',
  de: 'Übersicht|Kader|Statistiken|Betreuerstab|Teaminformationen|Statistik|Gesamt|Pro Spiel|Spiele|Funktion|Name',
  pt: 'Resumo|Elenco|Estatísticas|Comissão técnica|Informações da equipe|Estatística|Total|Por jogo|Jogos|Função|Nome',
  tr: 'Özet|Kadro|İstatistikler|Teknik ekip|Takım bilgileri|İstatistik|Toplam|Maç başına|Maç|Görev|Ad',
  lt: 'Santrauka|Sudėtis|Statistika|Personalas|Komandos informacija|Rodiklis|Iš viso|Per rungtynes|Rungtynės|Pareigos|Vardas',
  lv: 'Kopsavilkums|Sastāvs|Statistika|Personāls|Komandas informācija|Rādītājs|Kopā|Vidēji spēlē|Spēles|Amats|Vārds',
};

export const teamWords = wordTable(teamKeys, teamLines);
