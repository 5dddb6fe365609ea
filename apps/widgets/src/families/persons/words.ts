/**
 * The persons family's own words (Players, Person Detail; decision 109), in the loader's languages
 * (words.ts): tab names, column headings and what an empty part says. One `|`-separated line per language in
 * the keys' order (persons.test.ts checks each line has one word per key).
 */
import { wordTable } from '../../words';

const keys = [
  'summary',
  'gameLog',
  'statistics',
  'staff',
  'number',
  'role',
  'opponent',
  'result',
  'games',
  'perGame',
  'totals',
  'didNotPlay',
  'win',
  'loss',
  'draw',
  'noPlayers',
  'noGames',
  'averages',
  'information',
] as const;

export const personsLines: Record<string, string> = {
  en: 'Summary|Game log|Statistics|Staff|No.|Role|Opponent|Result|Games|Per game|Totals|Did not play|W|L|D|No players|No games played|Season averages|Information',
  es: 'Resumen|Partido a partido|Estadísticas|Cuerpo técnico|N.º|Función|Rival|Resultado|Partidos|Por partido|Totales|No jugó|V|D|E|No hay jugadores|Ningún partido jugado|Promedios de la temporada|Información',
  fr: 'Résumé|Match par match|Statistiques|Encadrement|N°|Rôle|Adversaire|Résultat|Matchs|Par match|Totaux|N’a pas joué|V|D|N|Aucun joueur|Aucun match joué|Moyennes de la saison|Informations',
  de: 'Übersicht|Spiel für Spiel|Statistiken|Betreuer|Nr.|Funktion|Gegner|Ergebnis|Spiele|Pro Spiel|Gesamt|Nicht gespielt|S|N|U|Keine Spieler|Keine Spiele bestritten|Saisondurchschnitt|Informationen',
  pt: 'Resumo|Jogo a jogo|Estatísticas|Comissão técnica|N.º|Função|Adversário|Resultado|Jogos|Por jogo|Totais|Não jogou|V|D|E|Nenhum jogador|Nenhum jogo disputado|Médias da temporada|Informações',
  tr: 'Özet|Maç maç|İstatistikler|Teknik ekip|No|Görev|Rakip|Sonuç|Maç|Maç başına|Toplam|Oynamadı|G|M|B|Oyuncu yok|Oynanan maç yok|Sezon ortalamaları|Bilgiler',
  lt: 'Santrauka|Rungtynių žurnalas|Statistika|Personalas|Nr.|Pareigos|Varžovas|Rezultatas|Rungtynės|Per rungtynes|Iš viso|Nežaidė|P|Pr|L|Žaidėjų nėra|Sužaistų rungtynių nėra|Sezono vidurkiai|Informacija',
  lv: 'Kopsavilkums|Spēļu žurnāls|Statistika|Personāls|Nr.|Loma|Pretinieks|Rezultāts|Spēles|Vidēji spēlē|Kopā|Nespēlēja|U|Z|N|Nav spēlētāju|Nav aizvadītu spēļu|Sezonas vidējie rādītāji|Informācija',
};

export const personsKeyCount = keys.length;
export const personsWords = wordTable(keys, personsLines);
export type PersonsWords = ReturnType<typeof personsWords>;
