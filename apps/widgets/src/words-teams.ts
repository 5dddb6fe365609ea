/**
 * The teams family's own words (teams.ts), in the languages of the loader's words (words.ts): tab, section and
 * column names the runtime says itself. Names of codes (statistics, fields, roles, labels) are the server's.
 */
import { wordTable } from './words';

export const teamKeys = [
  'summary',
  'roster',
  'statistics',
  'staff',
  'pageOff',
  'information',
  'statistic',
  'total',
  'perGame',
  'games',
  'role',
  'name',
] as const;

export const teamLines: Record<string, string> = {
  en: 'Summary|Roster|Statistics|Staff|The teams page is switched off.|Team information|Statistic|Total|Per game|Games|Role|Name',
  es: 'Resumen|Plantilla|Estadísticas|Cuerpo técnico|La página de equipos está desactivada.|Información del equipo|Estadística|Total|Por partido|Partidos|Cargo|Nombre',
  fr: 'Résumé|Effectif|Statistiques|Encadrement|La page des équipes est désactivée.|Informations sur l’équipe|Statistique|Total|Par match|Matchs|Fonction|Nom',
  de: 'Übersicht|Kader|Statistiken|Betreuerstab|Die Teamseite ist ausgeschaltet.|Teaminformationen|Statistik|Gesamt|Pro Spiel|Spiele|Funktion|Name',
  pt: 'Resumo|Elenco|Estatísticas|Comissão técnica|A página de equipes está desativada.|Informações da equipe|Estatística|Total|Por jogo|Jogos|Função|Nome',
  tr: 'Özet|Kadro|İstatistikler|Teknik ekip|Takımlar sayfası kapalı.|Takım bilgileri|İstatistik|Toplam|Maç başına|Maç|Görev|Ad',
  lt: 'Santrauka|Sudėtis|Statistika|Personalas|Komandų puslapis išjungtas.|Komandos informacija|Rodiklis|Iš viso|Per rungtynes|Rungtynės|Pareigos|Vardas',
  lv: 'Kopsavilkums|Sastāvs|Statistika|Personāls|Komandu lapa ir izslēgta.|Komandas informācija|Rādītājs|Kopā|Vidēji spēlē|Spēles|Amats|Vārds',
};

export const teamWords = wordTable(teamKeys, teamLines);
